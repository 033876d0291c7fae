import { localePath, RECORD_NOT_FOUND_ADDRESS, splitLocalePath } from '@/lib/routes';
import { ActorSearch } from '@/lib/url-state/actor-search';
import { ActorVoteRecord } from '@/lib/url-state/actor-vote-record';
import { AnswerTimesChoice } from '@/lib/url-state/answer-times-choice';
import { ATOM_FEED_ROUTES } from '@/lib/url-state/feed-routes';
import { MeetingSearch } from '@/lib/url-state/meeting-search';
import { MemberVoteFilter } from '@/lib/url-state/member-vote-filter';
import {
  ACTOR_CASES_PAGE_PARAM,
  ACTOR_DOCUMENTS_PAGE_PARAM,
  CASE_DOCUMENTS_PAGE_PARAM,
  panelPagesQuery,
} from '@/lib/url-state/page-params';
import { PartyMatrix } from '@/lib/url-state/party-matrix';
import { PartyRecordState } from '@/lib/url-state/party-record';
import { QuestionSearch } from '@/lib/url-state/question-search';
import { RebellionSearch } from '@/lib/url-state/rebellion-search';
import { SearchState } from '@/lib/url-state/search';
import { StorkredsChoice } from '@/lib/url-state/storkreds-choice';
import { UpcomingFilter } from '@/lib/url-state/upcoming-filter';
import { VoteSearch } from '@/lib/url-state/vote-search';

/** A page type's canonical query: what it reads from the URL, as its URL-state value object writes it. */
type CanonicalQuery = (params: URLSearchParams) => URLSearchParams;

const NONE: CanonicalQuery = () => new URLSearchParams();

/** The one parameter a page reads, as it came; nothing else. */
const onlyParam = (params: URLSearchParams, name: string): URLSearchParams => {
  const value = params.get(name);
  return new URLSearchParams(value === null ? [] : [[name, value]]);
};

/**
 * A share image reads no parameter and, unlike a page, echoes none (a page's language switch carries its query):
 * a render for any query may be kept. Next links it with a build hash as its query (`opengraph-image?f00ba4`).
 */
const IMAGE = Symbol('image');

/**
 * A page whose address carries a reader's token (the alerts' confirm, manage and unsubscribe pages: lib/routes.ts
 * `isAlertsTokenPath`): never kept, never answered from a copy — page-request.ts sends it to Next every time.
 */
const PRIVATE = Symbol('private');

/**
 * Pages that answer a non-canonical query with a redirect to the canonical address (the actor list, a member's
 * vote record, the storkredse): such a
 * request must reach the page, not be answered from the canonical copy at the address it asked for.
 */
const REDIRECTS_TO_CANONICAL: readonly RegExp[] = [
  /^\/aktoerer$/,
  /^\/aktoer\/[^/]+\/afstemninger$/,
  /^\/storkredse$/,
];

/**
 * The question list's query: its state's, or, when a value is invalid (answered 400, never kept), the query as it
 * came, so such a request is never answered from the valid copy at the canonical address.
 */
const questionQuery = (p: URLSearchParams): URLSearchParams =>
  QuestionSearch.invalidParams(p).length > 0 ? p : QuestionSearch.fromUrl(p).toSearchParams();

/**
 * The Atom feeds (lib/url-state/feed-routes.ts) and the meetings' iCalendar files
 * (lib/export/meeting-calendar-response.ts), kept like pages (their answers are `application/atom+xml`,
 * `text/calendar`), each with the query it reads: their paths end in `feed.xml` or `kalender.ics`, which would
 * otherwise read as files the cache leaves alone.
 */
const FEED_ROUTES: ReadonlyArray<readonly [RegExp, CanonicalQuery]> = [
  ...ATOM_FEED_ROUTES,
  [/^\/moede\/[^/]+\/kalender\.ics$/, NONE],
  [/^\/moeder\/kalender\.ics$/, (p) => MeetingSearch.fromUrl(p).toSearchParams()],
];

/**
 * Every page (and share image) and the query parameters it reads, through the same value objects the pages read
 * them with (`fromUrl`, then `toSearchParams`): anything else in a query — unknown parameters, malformed or default
 * values, another order — cannot make another copy of a page. A test checks every `page.tsx` is listed.
 */
const PAGE_ROUTES: ReadonlyArray<readonly [RegExp, CanonicalQuery | typeof IMAGE | typeof PRIVATE]> = [
  [/^\/$/, NONE],
  [/^\/afstemninger$/, (p) => VoteSearch.fromUrl(p).toSearchParams()],
  [/^\/afstemninger\/brud$/, (p) => RebellionSearch.fromUrl(p).toSearchParams()],
  [/^\/afstemning\/[^/]+$/, (p) => MemberVoteFilter.fromUrl(p).toSearchParams()],
  [/^\/(?:afstemning|sag|moede|aktoer|parti|dokument|tale)\/[^/]+\/opengraph-image(?:-[^/]*)?$/, IMAGE],
  [/^\/sag\/[^/]+$/, (p) => panelPagesQuery(p, [CASE_DOCUMENTS_PAGE_PARAM])],
  [/^\/aktoerer$/, (p) => ActorSearch.fromUrl(p).toSearchParams()],
  [/^\/aktoer\/[^/]+$/, (p) => panelPagesQuery(p, [ACTOR_CASES_PAGE_PARAM, ACTOR_DOCUMENTS_PAGE_PARAM])],
  [/^\/aktoer\/[^/]+\/afstemninger$/, (p) => ActorVoteRecord.fromUrl(0, p).toSearchParams()],
  [/^\/storkredse$/, (p) => StorkredsChoice.fromUrl(p).toSearchParams()],
  [/^\/moeder$/, (p) => MeetingSearch.fromUrl(p).toSearchParams()],
  [/^\/moede\/[^/]+$/, NONE],
  [/^\/dokument\/[^/]+$/, NONE],
  [/^\/tale\/[^/]+$/, NONE],
  [/^\/kommende$/, (p) => UpcomingFilter.fromUrl(p).toSearchParams()],
  [/^\/partier$/, (p) => PartyMatrix.fromUrl(p).toSearchParams()],
  [/^\/parti\/[^/]+$/, (p) => PartyRecordState.fromUrl('', p).toSearchParams()],
  [/^\/data$/, NONE],
  [/^\/data-api$/, NONE],
  [/^\/ordliste$/, NONE],
  [/^\/privatliv$/, NONE],
  // The alerts' pages without a token say the same to everyone; those with one are the reader's own.
  [/^\/varsler\/(?:tjek-din-post|bekraeftet|slettet)$/, NONE],
  [/^\/varsler\/(?:bekraeft|administrer|afmeld)$/, PRIVATE],
  [/^\/soeg$/, (p) => new URLSearchParams(SearchState.fromUrl(p).toQueryString())],
  [/^\/spoergsmaal$/, questionQuery],
  [/^\/spoergsmaal\/svartider$/, (p) => AnswerTimesChoice.fromUrl(p).toSearchParams()],
  // A record's 404 (always a 404, so never kept): it reads the address asked for.
  [/^\/ikke-fundet\/[^/]+$/, (p) => onlyParam(p, RECORD_NOT_FOUND_ADDRESS)],
  ...FEED_ROUTES,
];

/** A request's path and query as the page cache keys it. */
export interface CanonicalPath {
  /** The path with the page's canonical query (`/afstemninger?side=2`). */
  readonly path: string;
  /** The request asked for exactly that: only such renders are kept (their HTML echoes no stray parameter). */
  readonly exact: boolean;
  /** Not exact, and the page redirects such a request to its canonical address itself. */
  readonly redirects: boolean;
}

/**
 * The canonical form of `url` (a path and query, in either language: `/en/…` is the same page's English address):
 * for a known page, its path with the canonical query; for any other path (an unknown one renders the not-found
 * page, which is never kept) the URL as it came.
 */
export function canonicalPath(url: string): CanonicalPath {
  const queryAt = url.indexOf('?');
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  const { locale, path: routePath } = splitLocalePath(pathname);
  const route = PAGE_ROUTES.find(([pattern]) => pattern.test(routePath));
  if (!route) return { path: url, exact: true, redirects: false };
  if (route[1] === IMAGE) return { path: pathname, exact: true, redirects: false };
  if (route[1] === PRIVATE) return { path: url, exact: false, redirects: false };
  const query = route[1](new URLSearchParams(queryAt < 0 ? '' : url.slice(queryAt + 1))).toString();
  const path = localePath(locale, query ? `${routePath}?${query}` : routePath);
  const exact = path === url;
  return { path, exact, redirects: !exact && REDIRECTS_TO_CANONICAL.some((r) => r.test(routePath)) };
}

/** Whether a path is one of the feeds above: a page to the cache, though its name has a dot. */
export const isFeedPath = (pathname: string): boolean =>
  FEED_ROUTES.some(([pattern]) => pattern.test(pathname));

/** Whether a path is one of the pages above (for the test that every page is listed). */
export const isKnownPagePath = (pathname: string): boolean =>
  PAGE_ROUTES.some(([pattern]) => pattern.test(pathname));
