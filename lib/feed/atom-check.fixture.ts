import Parser from 'rss-parser';

/*
 * Reads an Atom document as a feed reader does — rss-parser, whose XML parser stops at the first error — and checks
 * what RFC 4287 requires of it, so a test fails when XML is broken or a required element is missing: the feed's id,
 * title, updated, self and alternate links and an author (its own or every entry's); each entry's id, title,
 * updated and link; ids that are absolute IRIs, unique within the feed; dates in RFC 3339.
 */

export interface CheckedEntry {
  readonly id: string;
  /** The title as HTML text, entities decoded. */
  readonly title: string;
  readonly link: string;
  readonly updated: string;
  readonly summary: string;
  readonly author: string | null;
}

export interface CheckedFeed {
  readonly id: string;
  readonly title: string;
  readonly updated: string;
  readonly self: string;
  readonly alternate: string;
  readonly author: string | null;
  readonly entries: readonly CheckedEntry[];
}

type Item = Record<string, unknown>;

const parser = new Parser<Item, Item>({
  customFields: { feed: ['id', 'updated', 'author'], item: ['updated'] },
});

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
const IRI = /^(?:tag:[^\s,]+,\d{4}(?:-\d{2}(?:-\d{2})?)?:\S+|https?:\/\/\S+)$/;

/** HTML text as a reader shows it (the few entities the writer makes). */
const htmlText = (html: string): string =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The author's name of an `atom:author` as the parser gives it (a string, or `{ name: [..] }`). */
function authorName(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  const name = (value as { name?: unknown[] } | undefined)?.name?.[0];
  return typeof name === 'string' && name.trim() ? name.trim() : null;
}

/** The parsed feed; throws naming every problem found. */
export async function checkAtom(xml: string): Promise<CheckedFeed> {
  const parsed = await parser.parseString(xml);
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  const feed = parsed as unknown as Item;
  const id = text(feed.id);
  const updated = text(feed.updated);
  need(IRI.test(id), `feed id is not an absolute IRI: "${id}"`);
  need(text(parsed.title) !== '', 'feed title missing');
  need(RFC3339.test(updated), `feed updated is not RFC 3339: "${updated}"`);
  need(/^https?:\/\//.test(text(parsed.feedUrl)), 'feed link rel="self" missing');
  need(/^https?:\/\//.test(text(parsed.link)), 'feed link rel="alternate" missing');
  const feedAuthor = authorName(feed.author);
  const seen = new Set<string>();
  const entries = parsed.items.map((item, i): CheckedEntry => {
    const entry = {
      id: text(item.id),
      title: htmlText(text(item.title)),
      link: text(item.link),
      updated: text(item.updated),
      summary: htmlText(text(item.summary)),
      author: authorName(item.author),
    };
    need(IRI.test(entry.id), `entry ${i}: id is not an absolute IRI: "${entry.id}"`);
    need(!seen.has(entry.id), `entry ${i}: id ${entry.id} is not unique`);
    seen.add(entry.id);
    need(entry.title !== '', `entry ${i}: title missing`);
    need(/^https?:\/\//.test(entry.link), `entry ${i}: link missing`);
    need(RFC3339.test(entry.updated), `entry ${i}: updated is not RFC 3339: "${entry.updated}"`);
    need(feedAuthor !== null || entry.author !== null, `entry ${i}: no author, and the feed has none`);
    return entry;
  });
  if (problems.length > 0) throw new Error(`Not a valid Atom feed:\n${problems.join('\n')}`);
  return {
    id,
    title: text(parsed.title),
    updated,
    self: text(parsed.feedUrl),
    alternate: text(parsed.link),
    author: feedAuthor,
    entries,
  };
}
