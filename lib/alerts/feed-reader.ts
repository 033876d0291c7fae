import { XMLParser } from 'fast-xml-parser';
import { decodeHtmlEntities } from '@/lib/biografi-parts/plain-text';
import type { FeedEntry, FeedRead } from './types';

/*
 * Reads one of our own Atom feeds (lib/feed/atom.ts writes them) over HTTP, as a feed reader does: the alerts mail
 * what a reader of the feed would see. `Cache-Control: no-cache` makes a server asked over loopback render the feed
 * afresh (lib/server/page-handler.ts honours it from loopback only): the page cache keys a store that is not a
 * mirror with no version, so it could otherwise answer with the feed from before the store changed.
 */

export interface ReadFeedOptions {
  /** Give up after this long (default 30 s): the feed is then `unavailable` and read again at the next poll. */
  readonly timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
/** Far more than a feed of 50 entries; a larger answer is not one of our feeds. */
const MAX_FEED_BYTES = 5 * 1024 * 1024;
/** How much of a 400's sentence is kept. */
const MAX_MESSAGE_LENGTH = 300;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  ignoreDeclaration: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
  cdataPropName: false,
  isArray: (name) => name === 'entry' || name === 'link',
});

type Node = Record<string, unknown>;

const asNode = (value: unknown): Node | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : null;

/** An element's text: a plain string, or `#text` of an element with attributes. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  const node = asNode(value);
  if (!node) return '';
  const text = node['#text'];
  return typeof text === 'string' || typeof text === 'number' ? String(text) : '';
}

/** A text construct (RFC 4287 §3.1): `type="html"` holds escaped HTML, which our writer makes from plain text. */
function textConstruct(value: unknown): string {
  const text = textOf(value);
  return asNode(value)?.['@_type'] === 'html' ? decodeHtmlEntities(text) : text;
}

/** The `href` of the first link with `rel` (a link without `rel` is `alternate`, RFC 4287 §4.2.7.2). */
function linkHref(links: unknown, rel: string): string {
  if (!Array.isArray(links)) return '';
  for (const link of links) {
    const node = asNode(link);
    if (!node) continue;
    const linkRel = typeof node['@_rel'] === 'string' ? node['@_rel'] : 'alternate';
    if (linkRel === rel && typeof node['@_href'] === 'string') return node['@_href'];
  }
  return '';
}

function toEntry(value: unknown): FeedEntry | null {
  const node = asNode(value);
  if (!node) return null;
  const entryId = textOf(node.id).trim();
  if (!entryId) return null;
  return {
    entryId,
    title: textConstruct(node.title).trim(),
    link: linkHref(node.link, 'alternate'),
    updated: textOf(node.updated).trim(),
    summary: textConstruct(node.summary).trim(),
  };
}

/** The Atom document as a FeedRead, or null when it is not an Atom feed. */
export function parseAtom(xml: string): Extract<FeedRead, { kind: 'ok' }> | null {
  let document: Node;
  try {
    document = parser.parse(xml, true) as Node;
  } catch {
    return null;
  }
  const feed = asNode(document.feed);
  if (!feed) return null;
  const entries = Array.isArray(feed.entry) ? feed.entry : [];
  return {
    kind: 'ok',
    title: textConstruct(feed.title).trim(),
    pageUrl: linkHref(feed.link, 'alternate'),
    entries: entries.map(toEntry).filter((e): e is FeedEntry => e !== null),
  };
}

const firstLine = (text: string): string => text.trim().split('\n')[0]?.slice(0, MAX_MESSAGE_LENGTH) ?? '';

/**
 * GETs `origin + feedKey` (`/en/aktoer/12/feed.xml`) and reads it: 404 is `not-found` and 400 `bad-request` (with
 * the feed's sentence); a network error, a timeout, 429, a 5xx or an answer that is no Atom feed is `unavailable`
 * (read again later). Redirects are followed (a party's code in another case).
 */
export async function readFeed(
  origin: string,
  feedKey: string,
  options: ReadFeedOptions = {},
): Promise<FeedRead> {
  // A key is one of our paths; anything else (`//host/…`, `https://…`) would read another site.
  if (!feedKey.startsWith('/') || feedKey.startsWith('//'))
    return { kind: 'bad-request', message: 'not a path of this site' };
  const url = new URL(feedKey, origin);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/atom+xml', 'cache-control': 'no-cache' },
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return { kind: 'unavailable', message: timedOut ? 'timed out' : 'could not connect' };
  }
  let body: string;
  try {
    body = await response.text();
  } catch {
    return { kind: 'unavailable', message: `the answer (${response.status}) broke off` };
  }
  if (response.status === 404) return { kind: 'not-found', message: firstLine(body) };
  if (response.status === 400) return { kind: 'bad-request', message: firstLine(body) };
  if (!response.ok) return { kind: 'unavailable', message: `answered ${response.status}` };
  if (body.length > MAX_FEED_BYTES) return { kind: 'unavailable', message: 'the answer is too large' };
  return parseAtom(body) ?? { kind: 'unavailable', message: 'the answer is not an Atom feed' };
}
