import { ENGLISH_PREFIX, parseIdSegment, partyFeedPath } from '@/lib/routes';
import { atomFeedQuery } from '@/lib/url-state/feed-routes';
import { parsePartyCode } from '@/lib/url-state/search-params';

/** Longer input is refused before it is read: no feed path of ours comes near it. */
export const MAX_FEED_PATH_LENGTH = 2000;

/**
 * Printable ASCII without space, `#` and `\`: a path as the FeedLink components write it (lib/routes.ts encodes
 * every other character), with nothing a browser or proxy would read another way.
 */
const PLAIN = /^[!-"$-[\]-~]+$/;
/** Record feeds by their first segment, and what their record segment must be. */
const ID_RECORDS: ReadonlySet<string> = new Set(['aktoer', 'sag', 'dokument']);

const decoded = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** A record feed's second segment in its one written form, or null when it is none (`/sag/007`, `/parti/%2F`). */
function canonicalRecordPath(path: string): string | null {
  const [, first = '', record = '', ...rest] = path.split('/');
  if (ID_RECORDS.has(first)) {
    const id = parseIdSegment(record);
    return id === null ? null : ['', first, String(id), ...rest].join('/');
  }
  if (first === 'parti') {
    const code = decoded(record);
    return code !== null && parsePartyCode(code) === code ? partyFeedPath(code) : null;
  }
  return path;
}

/**
 * The feed a follow request names, as stored (`follow.feed_path`): the path and query of one of our Atom feeds in
 * its Danish form (lib/url-state/feed-routes.ts), as the FeedLink components give it, with the query the feed reads
 * in its canonical form (`/soeg/feed.xml?q=skat&side=3` → `/soeg/feed.xml?q=skat`). Null for anything else: an
 * English path (the language is the follow's own), an absolute or protocol-relative URL, `..` or `.` or an empty
 * segment, a fragment, a backslash or a character no path of ours holds, a malformed record id or party code, more
 * than {@link MAX_FEED_PATH_LENGTH} characters. Whether the record exists, and whether the feed can follow the query
 * (a search of actors), is the feed's answer (lookupFeed), not the path's.
 */
export function parseFeedPath(input: string): string | null {
  if (input.length > MAX_FEED_PATH_LENGTH || !PLAIN.test(input)) return null;
  const queryAt = input.indexOf('?');
  const path = queryAt < 0 ? input : input.slice(0, queryAt);
  const segments = path.split('/');
  if (segments[0] !== '' || segments.slice(1).some((s) => s === '' || s === '.' || s === '..')) return null;
  if (path === ENGLISH_PREFIX || path.startsWith(`${ENGLISH_PREFIX}/`)) return null;
  const query = atomFeedQuery(path, new URLSearchParams(queryAt < 0 ? '' : input.slice(queryAt + 1)));
  if (query === null) return null;
  const canonical = canonicalRecordPath(path);
  if (canonical === null) return null;
  const text = query.toString();
  return text ? `${canonical}?${text}` : canonical;
}
