import { Feed } from 'feed';

export { ATOM_MEDIA_TYPE } from './media-type';

/*
 * Atom feeds (RFC 4287) written with the `feed` package — the one place that imports it. The package writes the
 * XML; this module keeps what ODA's texts may hold from breaking it:
 * - characters XML 1.0 does not allow (control characters, lone surrogates) are dropped from every text;
 * - entry titles and summaries go out as `type="html"` in CDATA, so their text is HTML-escaped first (`&`, `<`,
 *   `>`): a reader shows 'L 12 <udkast>' as written, and no ']]>' can end the CDATA early;
 * - plain elements (feed title, subtitle, names) are escaped by the package, which first turns every '&amp;' back
 *   into '&'; an '&' is written as '&amp;' here so the text a reader gets is the text given.
 * Entries are written newest first (by `updated`; the given order among equals), and every date is given: the
 * package's default for a missing feed `updated` — the time of writing — is never used.
 */

/** A person or body an entry or feed is by (`atom:author`). */
export interface AtomPerson {
  readonly name: string;
  /** An absolute URL. */
  readonly uri?: string;
}

export interface AtomEntry {
  /** A permanent IRI: a tag URI (lib/feed/feed-ids.ts). */
  readonly id: string;
  readonly title: string;
  /** The absolute URL of our page for the entry. */
  readonly link: string;
  /** From ODA's dates (each feed says which), never the time of writing. */
  readonly updated: Date;
  readonly summary: string;
  readonly authors?: readonly AtomPerson[];
}

export interface AtomFeed {
  readonly id: string;
  readonly title: string;
  readonly subtitle?: string;
  /** The newest entry's `updated`, or for an empty feed an ODA date the feed names. */
  readonly updated: Date;
  /** The absolute URL of the page the feed follows (`link rel="alternate"`). */
  readonly alternate: string;
  /** The feed's own absolute URL (`link rel="self"`). */
  readonly self: string;
  /** The feed's author: every entry without its own has this one (RFC 4287 §4.1.1). */
  readonly author: AtomPerson;
  readonly entries: readonly AtomEntry[];
}

/** Characters XML 1.0 allows (§2.2): tab, newline, carriage return and everything from space up, minus U+FFFE/F. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** The text without characters XML cannot carry. */
export const xmlSafe = (text: string): string => text.replace(NOT_XML, '');

/** Text for a `type="html"` element: XML-safe and HTML-escaped. */
const asHtml = (text: string): string =>
  xmlSafe(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text for a plain element the package escapes (see the note above on '&amp;'). */
const asText = (text: string): string => xmlSafe(text).replace(/&/g, '&amp;');

const person = (p: AtomPerson) => ({ name: asText(p.name), ...(p.uri ? { link: p.uri } : {}) });

/** Entries newest first; the sort is stable, so equal dates keep the order given. */
export function newestFirst(entries: readonly AtomEntry[]): AtomEntry[] {
  return [...entries].sort((a, b) => b.updated.getTime() - a.updated.getTime());
}

/** The feed as an Atom document (UTF-8 XML). */
export function writeAtom(atom: AtomFeed): string {
  const feed = new Feed({
    id: asText(atom.id),
    title: asText(atom.title),
    ...(atom.subtitle ? { description: asText(atom.subtitle) } : {}),
    updated: atom.updated,
    generator: false,
    link: atom.alternate,
    feedLinks: { atom: atom.self },
    author: person(atom.author),
  });
  for (const entry of newestFirst(atom.entries)) {
    feed.addItem({
      id: entry.id,
      title: asHtml(entry.title),
      link: entry.link,
      date: entry.updated,
      description: asHtml(entry.summary),
      ...(entry.authors && entry.authors.length > 0 ? { author: entry.authors.map(person) } : {}),
    });
  }
  return `${feed.atom1()}\n`;
}
