/** Where the site's pages live: the one place that spells their paths and reads their id segments. */
import type { Locale } from '@/lib/i18n/locale';

/** ODA ids are Edm.Int32 (oda-reference §0). */
const MAX_ID = 2_147_483_647;

/** A route's id segment as an id: digits only, no leading zero, within Int32; null for anything else. */
export function parseIdSegment(segment: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= MAX_ID ? id : null;
}

/** The vote list (lib/url-state/vote-search.ts holds its query). */
export const VOTE_LIST_PATH = '/afstemninger';

/** The meeting list (lib/url-state/meeting-search.ts holds its query). */
export const MEETING_LIST_PATH = '/moeder';

/** The votes expected at the upcoming sittings (app/kommende). */
export const UPCOMING_PATH = '/kommende';

/** The votes expected at the upcoming sittings as an Atom feed (app/kommende/feed.xml). */
export const upcomingFeedPath = (): string => `${UPCOMING_PATH}/feed.xml`;

/** The actor list (lib/url-state/actor-search.ts holds its query). */
export const ACTOR_LIST_PATH = '/aktoerer';

/** The parties and the agreement matrix of a samling (lib/url-state/party-matrix.ts holds its query). */
export const PARTY_LIST_PATH = '/partier';

/** Search (lib/url-state/search.ts holds its query). */
export const SEARCH_PATH = '/soeg';

/** The newest votes as an Atom feed (app/afstemninger/feed.xml); `query` is the list's filters. */
export const voteListFeedPath = (query = ''): string =>
  `${VOTE_LIST_PATH}/feed.xml${query ? `?${query}` : ''}`;

/** A search's newest hits as an Atom feed (app/soeg/feed.xml); `query` is the search's (lib/feed/search-feed.ts). */
export const searchFeedPath = (query = ''): string => `${SEARCH_PATH}/feed.xml${query ? `?${query}` : ''}`;

export const votePath = (id: number): string => `/afstemning/${id}`;

/** A party's page by its code as ODA writes it (`gruppenavnkort`, trimmed): `/parti/KrF`. */
export const partyPath = (code: string): string => `/parti/${encodeURIComponent(code)}`;

/** A party's votes as an Atom feed (app/parti/[abbr]/feed.xml). */
export const partyFeedPath = (code: string): string => `${partyPath(code)}/feed.xml`;

/** The member votes of a vote as a download (app/afstemning/[id]/stemmer.csv and stemmer.json). */
export const voteExportPath = (id: number, format: 'csv' | 'json'): string =>
  `${votePath(id)}/stemmer.${format}`;

export const casePath = (id: number): string => `/sag/${id}`;

/** A case's steps and votes as an Atom feed (app/sag/[id]/feed.xml). */
export const caseFeedPath = (id: number): string => `${casePath(id)}/feed.xml`;

export const meetingPath = (id: number): string => `/moede/${id}`;

/** A meeting as an iCalendar file (app/moede/[id]/kalender.ics). */
export const meetingCalendarPath = (id: number): string => `${meetingPath(id)}/kalender.ics`;

/** The upcoming meetings as an iCalendar file (app/moeder/kalender.ics); `query` is the list's filters. */
export const meetingListCalendarPath = (query = ''): string =>
  `${MEETING_LIST_PATH}/kalender.ics${query ? `?${query}` : ''}`;

export const actorPath = (id: number): string => `/aktoer/${id}`;

/** Every ballot of a member as a download (app/aktoer/[id]/stemmer.csv). */
export const actorVotesExportPath = (id: number): string => `${actorPath(id)}/stemmer.csv`;

/** A politician's ballots as an Atom feed (app/aktoer/[id]/feed.xml). */
export const actorFeedPath = (id: number): string => `${actorPath(id)}/feed.xml`;

/** The member list's fragment on the vote page (`/afstemning/<id>#medlemmer`). */
export const MEMBER_VOTES_FRAGMENT = 'medlemmer';

/** The page for developers about `/api` (the footer's API link): what the service is, examples and limits. */
export const DATA_API_PATH = '/data-api';

/** The root of the ODA-compatible OData service; everything below `/api` belongs to it, not to pages. */
export const API_ROOT_PATH = '/api/';

/**
 * An absolute `/api` URL for a request written as OData is written (`Afstemning?$orderby=id desc&$top=5`),
 * percent-encoded as an HTTP client sends it: spaces and letters such as ø encoded, OData's `$ ' ( ) , /` kept.
 */
export const apiUrl = (origin: string, request = ''): string =>
  `${origin}${API_ROOT_PATH}${encodeURI(request)}`;

/** The glossary of the parliament's words; with a term, its entry (`/ordliste#stadfaestet`). */
export const glossaryPath = (slug?: string): string => (slug ? `/ordliste#${slug}` : '/ordliste');

/**
 * The English pages' prefix. Danish pages live at the paths above; each has an English twin at the same path under
 * `/en` (`/afstemning/5` ↔ `/en/afstemning/5`, `/` ↔ `/en`). proxy.ts serves `/en/…` with the Danish route and the
 * language in a request header (lib/i18n/server.ts), so there is one route tree and the address alone decides a
 * page's language.
 */
export const ENGLISH_PREFIX = '/en';

/**
 * Paths that have one address in every language: the OData service, metrics, the switch route, Next's assets — and
 * the member votes as CSV and JSON, which hold data and no interface text.
 */
const LANGUAGE_NEUTRAL = /^\/(?:api|metrics|sprog|_next)(?:[/?#]|$)|\/stemmer\.(?:csv|json)(?:[?#]|$)/;

/** Whether a path is one of those with one address in every language (`/api/…`, `/sprog`, `…/stemmer.csv`). */
export const isLanguageNeutralPath = (path: string): boolean => LANGUAGE_NEUTRAL.test(path);

/**
 * A path of this site as the language's address: the Danish path unchanged, in English under `/en`
 * (`localePath('en', '/soeg?q=skat')` → `/en/soeg?q=skat`, `localePath('en', '/')` → `/en`). A fragment or query
 * alone (`#medlemmer`, `?side=2`) stays relative to the page it is on; `/api` and the other language-neutral paths
 * keep their one address. THE way every internal link, form action, redirect and feed link is written: components
 * use `LocaleLink` (components/site/LocaleLink.tsx) or call this with the page's locale; a test
 * (lib/locale-links.test.ts) fails on internal paths written past it.
 */
export function localePath(locale: Locale, path: string): string {
  if (locale === 'da' || !path.startsWith('/') || path.startsWith('//') || LANGUAGE_NEUTRAL.test(path))
    return path;
  if (path === '/') return ENGLISH_PREFIX;
  if (path.startsWith('/?') || path.startsWith('/#')) return `${ENGLISH_PREFIX}${path.slice(1)}`;
  return `${ENGLISH_PREFIX}${path}`;
}

/**
 * The language of a request's path and the path of the page it shows (what the route tree knows):
 * `/en/sag/5` → en, `/sag/5`; `/en` → en, `/`; anything else (`/sag/5`, `/english`) → da, unchanged.
 */
export function splitLocalePath(pathname: string): { readonly locale: Locale; readonly path: string } {
  if (pathname === ENGLISH_PREFIX) return { locale: 'en', path: '/' };
  if (pathname.startsWith(`${ENGLISH_PREFIX}/`))
    return { locale: 'en', path: pathname.slice(ENGLISH_PREFIX.length) };
  return { locale: 'da', path: pathname };
}
