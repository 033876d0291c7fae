/** Where the site's pages live: the one place that spells their paths and reads their id segments. */
import type { Locale } from '@/lib/i18n/locale';
import { MAX_ODA_ID } from '@/lib/model/oda-ids';

/** A path with a query appended ('?' and all), or the bare path when the query is empty. */
export function withQuery(path: string, query: URLSearchParams | string = ''): string {
  const text = String(query);
  return text ? `${path}?${text}` : path;
}

/**
 * An ODA id as the site writes it — a route's id segment (`/sag/<id>`) or an id in a query (`?type=2`): digits
 * only, no leading zero, within Int32 (or `max`); null for anything else. The one id parser.
 */
export function parseIdSegment(segment: string, max: number = MAX_ODA_ID): number | null {
  if (!/^[1-9]\d{0,15}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= max ? id : null;
}

/**
 * The pages that show one record each, by their first path segment: `/afstemning/<id>` … `/parti/<code>`. For an
 * address whose record is not in the store, proxy.ts answers 404 with the record's own words, server-rendered
 * (app/ikke-fundet/[kind]): lib/data/record-page.ts reads whether the record exists, components/not-found/RecordNotFound.tsx
 * what a missing one is called. A new record page registers here, and the compiler asks for the other two.
 */
export const RECORD_PAGES = {
  afstemning: 'vote',
  sag: 'case',
  moede: 'meeting',
  aktoer: 'actor',
  parti: 'party',
  dokument: 'document',
  tale: 'speech',
} as const;

export type RecordKind = (typeof RECORD_PAGES)[keyof typeof RECORD_PAGES];

const RECORD_KINDS: ReadonlySet<string> = new Set(Object.values(RECORD_PAGES));

export const isRecordKind = (value: string): value is RecordKind => RECORD_KINDS.has(value);

/**
 * The pages under a record's own page, by the record's first segment: `/aktoer/<id>/afstemninger` (a member's vote
 * record). An unknown record answers 404 there as on the record's page. Exports, feeds, calendar files and share
 * images under a record are no pages: they answer 404 themselves.
 */
const RECORD_SUBPAGES: Readonly<Partial<Record<keyof typeof RECORD_PAGES, ReadonlySet<string>>>> = {
  aktoer: new Set(['afstemninger']),
};

/**
 * The record page an address is — two segments, the first registered in {@link RECORD_PAGES}, or three where the
 * third is one of the record's {@link RECORD_SUBPAGES} — with its second segment decoded (`/parti/%C3%98` → 'Ø');
 * null for any other address (a list, an export, a share image) or one that is not valid percent-encoding.
 */
export function recordPageOf(pathname: string): { kind: RecordKind; segment: string } | null {
  const segments = pathname.split('/').filter(Boolean);
  const [first = '', second = '', third] = segments;
  if (!Object.hasOwn(RECORD_PAGES, first)) return null;
  const record = first as keyof typeof RECORD_PAGES;
  if (segments.length === 3 ? !(third && RECORD_SUBPAGES[record]?.has(third)) : segments.length !== 2)
    return null;
  try {
    return { kind: RECORD_PAGES[record], segment: decodeURIComponent(second) };
  } catch {
    return null;
  }
}

/** The route that says a record is not there (app/ikke-fundet/[kind]); proxy.ts rewrites to it with status 404. */
export const RECORD_NOT_FOUND_PATH = '/ikke-fundet';

/** The query parameter of {@link recordNotFoundPath} that holds the address asked for. */
export const RECORD_NOT_FOUND_ADDRESS = 'adresse';

/** The 404 of a record page: the kind of record, and the address asked for (which the words repeat). */
export const recordNotFoundPath = (kind: RecordKind, address: string): string =>
  `${RECORD_NOT_FOUND_PATH}/${kind}?${new URLSearchParams({ [RECORD_NOT_FOUND_ADDRESS]: address })}`;

/** The vote list (lib/url-state/vote-search.ts holds its query). */
export const VOTE_LIST_PATH = '/afstemninger';

/**
 * The latest breaks with the party line across votes: members who voted otherwise than their party's majority
 * (lib/url-state/rebellion-search.ts holds its query).
 */
export const REBELLIONS_PATH = `${VOTE_LIST_PATH}/brud`;

/** The latest breaks with the party line as an Atom feed (app/afstemninger/brud/feed.xml); `query` is the page's filters. */
export const rebellionsFeedPath = (query = ''): string => withQuery(`${REBELLIONS_PATH}/feed.xml`, query);

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

/** A search's results as JSON (app/soeg/resultater), same query as SEARCH_PATH: the search page reads it as you type. */
export const SEARCH_RESULTS_PATH = `${SEARCH_PATH}/resultater`;

/** The newest votes as an Atom feed (app/afstemninger/feed.xml); `query` is the list's filters. */
export const voteListFeedPath = (query = ''): string => withQuery(`${VOTE_LIST_PATH}/feed.xml`, query);

/** A search's newest hits as an Atom feed (app/soeg/feed.xml); `query` is the search's (lib/feed/search-feed.ts). */
export const searchFeedPath = (query = ''): string => withQuery(`${SEARCH_PATH}/feed.xml`, query);

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

/** A document's own page (app/dokument/[id]): any Dokument row — a question, an answer, a bill's text, a bilag. */
export const documentPath = (id: number): string => `/dokument/${id}`;

/** A question's answers as an Atom feed (app/dokument/[id]/feed.xml); other documents have none. */
export const documentFeedPath = (id: number): string => `${documentPath(id)}/feed.xml`;

/** The list of § 20 and committee questions with their answers (app/spoergsmaal); lib/url-state/question-search.ts holds its query. */
export const QUESTION_LIST_PATH = '/spoergsmaal';

/** The question list's newest activity (a question asked or answered) as an Atom feed; `query` is the list's filters. */
export const questionListFeedPath = (query = ''): string =>
  withQuery(`${QUESTION_LIST_PATH}/feed.xml`, query);

/** The question list with its filters as a CSV download (app/spoergsmaal/spoergsmaal.csv); `query` is the filters. */
export const questionListExportPath = (query = ''): string =>
  withQuery(`${QUESTION_LIST_PATH}/spoergsmaal.csv`, query);

/**
 * The ministers' and ministries' answer times of a samling side by side (app/spoergsmaal/svartider);
 * lib/url-state/answer-times-choice.ts holds its query. A minister's own are on their politician page, a ministry's
 * on its minister title's actor page (`actorPath`).
 */
export const ANSWER_TIMES_PATH = `${QUESTION_LIST_PATH}/svartider`;

export const meetingPath = (id: number): string => `/moede/${id}`;

/** A speech's own page (`/tale/<id>`; ids in lib/referat/referat-ids.ts). */
export const speechPath = (id: number): string => `/tale/${id}`;

/** The fragment of a speech in its meeting's debate (`/moede/<id>#tale-<speech id>`). */
export const speechFragment = (id: number): string => `tale-${id}`;

/** A meeting as an iCalendar file (app/moede/[id]/kalender.ics). */
export const meetingCalendarPath = (id: number): string => `${meetingPath(id)}/kalender.ics`;

/** The upcoming meetings as an iCalendar file (app/moeder/kalender.ics); `query` is the list's filters. */
export const meetingListCalendarPath = (query = ''): string =>
  withQuery(`${MEETING_LIST_PATH}/kalender.ics`, query);

export const actorPath = (id: number): string => `/aktoer/${id}`;

/**
 * A member's ballots as a download (app/aktoer/[id]/stemmer.csv); `query` is the vote record's filters
 * (lib/url-state/actor-vote-record.ts), none for every ballot.
 */
export const actorVotesExportPath = (id: number, query = ''): string =>
  withQuery(`${actorPath(id)}/stemmer.csv`, query);

/**
 * A member's full vote record (app/aktoer/[id]/afstemninger); `query` is its filters, sort and page
 * (lib/url-state/actor-vote-record.ts).
 */
export const actorVoteRecordPath = (id: number, query = ''): string =>
  withQuery(`${actorPath(id)}/afstemninger`, query);

/** "Find dine folketingsmedlemmer": the members now by storkreds (lib/url-state/storkreds-choice.ts holds its query). */
export const STORKREDS_PATH = '/storkredse';

/** A politician's ballots as an Atom feed (app/aktoer/[id]/feed.xml). */
export const actorFeedPath = (id: number): string => `${actorPath(id)}/feed.xml`;

/** A politician's newest speeches as an Atom feed (app/aktoer/[id]/taler/feed.xml). */
export const actorSpeechFeedPath = (id: number): string => `${actorPath(id)}/taler/feed.xml`;

/** The "Brød med partiet" section's fragment on the vote page (`/afstemning/<id>#brod-med-partiet`). */
export const VOTE_REBELS_FRAGMENT = 'brod-med-partiet';

/** The member list's fragment on the vote page (`/afstemning/<id>#medlemmer`). */
export const MEMBER_VOTES_FRAGMENT = 'medlemmer';

/** The footer's explanation of the demo data, linked from the demo notice at the top of every page. */
export const ABOUT_DATA_FRAGMENT = 'om-dataene';

/** The page for developers about `/api` (the footer's API link): what the service is, examples and limits. */
export const DATA_API_PATH = '/data-api';

/** The sitemap index (app/sitemap.xml): every sitemap file of the record pages (lib/sitemap). */
export const SITEMAP_INDEX_PATH = '/sitemap.xml';

/** One sitemap file by its name (app/sitemaps/[file]): `/sitemaps/sag-2.xml.gz`. */
export const sitemapFilePath = (name: string): string => `/sitemaps/${name}`;

/** What crawlers may fetch (app/robots.txt, lib/seo/robots.ts). */
export const ROBOTS_PATH = '/robots.txt';

/**
 * The data for download (app/data): the newest published snapshot of the store as one SQLite file and each table
 * as CSV, with sizes, checksums and the schema (lib/snapshot). Linked from the footer and from {@link DATA_API_PATH}.
 */
export const DATA_PATH = '/data';

/**
 * E-mail alerts (app/varsler, lib/alerts): a reader follows any of our Atom feeds by e-mail. The follow form (beside
 * every "Følg (Atom)" link) posts to {@link ALERTS_SUBSCRIBE_PATH}; every other address carries a signed token
 * (lib/alerts/tokens.ts) in `t`. Pages are GET (a mail scanner that opens a link changes nothing); every change is a
 * POST to one of the `…_ACTION_PATH`s from a page's form, except the one-click unsubscribe of RFC 8058.
 */
export const ALERTS_PATH = '/varsler';

/** The follow form's target (POST): address, feed, cadence, language; answers 303 to {@link ALERTS_SENT_PATH}. */
export const ALERTS_SUBSCRIBE_PATH = `${ALERTS_PATH}/tilmeld`;

/** "Check your inbox": where a follow request goes on, whatever became of it (no enumeration). */
export const ALERTS_SENT_PATH = `${ALERTS_PATH}/tjek-din-post`;

const withToken = (path: string, token: string, extra: Record<string, string> = {}): string =>
  withQuery(path, new URLSearchParams({ t: token, ...extra }));

const ALERTS_CONFIRM_PAGE = `${ALERTS_PATH}/bekraeft`;
const ALERTS_MANAGE_PAGE = `${ALERTS_PATH}/administrer`;
const ALERTS_UNSUBSCRIBE_PAGE = `${ALERTS_PATH}/afmeld`;
const ALERTS_ONE_CLICK = `${ALERTS_PATH}/et-klik`;

/** The confirmation mail's link: a page with one button that confirms (POST to {@link ALERTS_CONFIRM_ACTION_PATH}). */
export const alertsConfirmPath = (token: string): string => withToken(ALERTS_CONFIRM_PAGE, token);
export const ALERTS_CONFIRM_ACTION_PATH = `${ALERTS_PATH}/handling/bekraeft`;
/** Where a confirmation goes on: "you now follow it" (no token: nothing on it is the reader's own). */
export const ALERTS_CONFIRMED_PATH = `${ALERTS_PATH}/bekraeftet`;

/** The query parameter of the manage page that says one follow was just removed. */
export const ALERTS_REMOVED_PARAM = 'fjernet';

/**
 * The manage page from every mail's footer: what the address follows, each removable, and "delete all my data";
 * `removed`: just after a removal, which the page says first.
 */
export const alertsManagePath = (token: string, removed = false): string =>
  withToken(ALERTS_MANAGE_PAGE, token, removed ? { [ALERTS_REMOVED_PARAM]: '1' } : {});
/** Removes one follow (POST: token, follow id). */
export const ALERTS_REMOVE_ACTION_PATH = `${ALERTS_PATH}/handling/fjern`;
/** Deletes the address and everything stored with it (POST: token). */
export const ALERTS_DELETE_ACTION_PATH = `${ALERTS_PATH}/handling/slet`;
/** Switches one follow between immediate mail and the daily digest (POST: token, follow id, cadence). */
export const ALERTS_CADENCE_ACTION_PATH = `${ALERTS_PATH}/handling/kadence`;
/** Where a deletion (or an unsubscribe) goes on: "everything is deleted, nothing more is sent". */
export const ALERTS_DELETED_PATH = `${ALERTS_PATH}/slettet`;

/** The mail footer's unsubscribe link: a page with one button (POST to {@link ALERTS_DELETE_ACTION_PATH}). */
export const alertsUnsubscribePath = (token: string): string => withToken(ALERTS_UNSUBSCRIBE_PAGE, token);

/**
 * The `List-Unsubscribe` address (RFC 8058): a POST with `List-Unsubscribe=One-Click` deletes at once; a GET (a
 * client that only knows RFC 2369) is sent on to {@link alertsUnsubscribePath}.
 */
export const alertsOneClickPath = (token: string): string => withToken(ALERTS_ONE_CLICK, token);

/**
 * The addresses that carry a reader's token (without `/en`): never kept by a cache nor shared (lib/server/page-request.ts
 * lets them through to Next every time; proxy.ts marks them `private, no-store`, `Referrer-Policy: no-referrer`).
 */
const ALERTS_TOKEN_PATHS: ReadonlySet<string> = new Set([
  ALERTS_CONFIRM_PAGE,
  ALERTS_MANAGE_PAGE,
  ALERTS_UNSUBSCRIBE_PAGE,
  ALERTS_ONE_CLICK,
]);

/** Whether a route path (no `/en`, no query) is one of the addresses that carry a reader's token. */
export const isAlertsTokenPath = (path: string): boolean => ALERTS_TOKEN_PATHS.has(path);

/** What the alerts store, why, for how long, and how to delete it (app/privatliv). */
export const PRIVACY_PATH = '/privatliv';

/** Where this site serves its published snapshot files (app/data/filer): `/data/filer/<name as the manifest lists it>`. */
export const SNAPSHOT_FILES_PATH = `${DATA_PATH}/filer`;

/** A published file by its name in the manifest (`g000042/csv/Sag.csv.gz`; lib/snapshot/manifest.ts). */
export const snapshotFilePath = (name: string): string =>
  `${SNAPSHOT_FILES_PATH}/${name.split('/').map(encodeURIComponent).join('/')}`;

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
 * Paths that have one address in every language: the OData service, metrics, the switch route, Next's assets, the
 * files for crawlers and browsers (sitemaps, robots.txt, the favicon and the web app manifest), the published
 * snapshot files — and the member votes as CSV and JSON and the question list as CSV, which hold data and no
 * interface text.
 */
const LANGUAGE_NEUTRAL =
  /^\/(?:api|metrics|sprog|_next|data\/filer|sitemaps|sitemap\.xml|robots\.txt|favicon\.ico|manifest\.webmanifest)(?:[/?#]|$)|\/(?:stemmer\.(?:csv|json)|spoergsmaal\.csv)(?:[?#]|$)/;

/** Whether a path is one of those with one address in every language (`/api/…`, `/sprog`, `…/stemmer.csv`). */
export const isLanguageNeutralPath = (path: string): boolean => LANGUAGE_NEUTRAL.test(path);

/**
 * A path of this site as the language's address: the Danish path unchanged, in English under `/en`
 * (`localePath('en', '/soeg?q=skat')` → `/en/soeg?q=skat`, `localePath('en', '/')` → `/en`). A fragment or query
 * alone (`#medlemmer`, `?side=2`) stays relative to the page it is on; `/api` and the other language-neutral paths
 * keep their one address. THE way every internal link, form action, redirect and feed link is written: components
 * use `LocaleLink` (components/ui/LocaleLink.tsx) or call this with the page's locale; a test
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
