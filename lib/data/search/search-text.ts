/**
 * Matching search words in text regardless of case, accents and the Danish letters' two spellings: lower case,
 * 'æ' → 'ae', 'ø' → 'oe', 'å' → 'aa', other accents removed ('é' → 'e'). So "boligomraader" matches
 * "boligområder" and "oekonomi" matches "økonomi". For checking hits, highlighting them and cutting resume
 * snippets; the store's trigram index is asked for each spelling (search-terms.ts). Pure and isomorphic: the server
 * render and the search client highlight alike.
 */

const COMBINING_MARK = /^\p{M}$/u;

/** The Danish letters and their two-letter spellings (the old orthography and keyboards without them). */
const DANISH_LETTERS: Readonly<Record<string, string>> = { æ: 'ae', ø: 'oe', å: 'aa' };

/** One character folded: lower case, Danish letters spelt out, combining marks removed (may be '' for a lone mark). */
function foldChar(ch: string): string {
  const lower = ch.toLowerCase();
  return DANISH_LETTERS[lower] ?? lower.normalize('NFD').replace(/\p{M}/gu, '');
}

/** Folded forms of the Latin letters with marks (U+00C0–U+024F), computed once: the common case, fast. */
const LATIN_FOLDS: ReadonlyMap<string, string> = new Map(
  Array.from({ length: 0x250 - 0xc0 }, (_, i) => String.fromCharCode(0xc0 + i))
    .map((ch) => [ch, foldChar(ch)] as const)
    .filter(([ch, folded]) => folded !== ch.toLowerCase()),
);
const LATIN_MARKED = /[\u00c0-\u024f]/g;
/** Combining marks (a decomposed accent). */
const COMBINING_MARKS = /\p{M}/u;
/** Anything beyond ASCII and Latin-1/Extended-A, where the general (slower) fold is needed. */
const OTHER_NON_ASCII = /[^\u0000-\u024f]/;

/**
 * A whole text folded (see {@link foldChar}): lower case, 'æ', 'ø', 'å' spelt 'ae', 'oe', 'aa', marks removed.
 * Fast for Danish text (a table for Latin letters), general for anything else; the search scans thousands of
 * resumes with it.
 */
export function fold(text: string): string {
  // Stored text is composed already; only a decomposed letter ('a' + ring) needs composing first.
  const composed = COMBINING_MARKS.test(text) ? text.normalize('NFC') : text;
  const lower = composed.toLowerCase();
  if (OTHER_NON_ASCII.test(lower)) {
    let out = '';
    for (const ch of composed) out += foldChar(ch);
    return out;
  }
  return lower.replace(LATIN_MARKED, (ch) => LATIN_FOLDS.get(ch) ?? ch);
}

/** The folded text and, for each folded code unit, the original range it came from. */
function foldWithMap(text: string): { folded: string; starts: number[]; ends: number[] } {
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const ch of text) {
    const f = foldChar(ch);
    for (let k = 0; k < f.length; k++) {
      starts.push(index);
      ends.push(index + ch.length);
    }
    folded += f;
    index += ch.length;
  }
  return { folded, starts, ends };
}

/** The ranges ([start, end) in the original text) where any of the terms occurs, merged and in order. */
export function findMatches(text: string, terms: readonly string[]): [number, number][] {
  const needles = terms.map(fold).filter((t) => t.length > 0);
  if (needles.length === 0 || text.length === 0) return [];
  const { folded, starts, ends } = foldWithMap(text);
  const ranges: [number, number][] = [];
  for (const needle of needles) {
    for (let at = folded.indexOf(needle); at !== -1; at = folded.indexOf(needle, at + 1)) {
      const start = starts[at];
      let end = ends[at + needle.length - 1];
      if (start === undefined || end === undefined) continue;
      // Marks that folded away (a decomposed 'é') belong to the matched letter.
      while (end < text.length && COMBINING_MARK.test(text[end] ?? '')) end++;
      ranges.push([start, end]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** A text cut into plain and matched pieces, for rendering matches as `<mark>` (never as HTML). */
export interface TextSegment {
  readonly text: string;
  readonly match: boolean;
}

export function highlightSegments(text: string, terms: readonly string[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const [start, end] of findMatches(text, terms)) {
    if (start > at) segments.push({ text: text.slice(at, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length || segments.length === 0) segments.push({ text: text.slice(at), match: false });
  return segments;
}

/**
 * About `maxLength` characters of `text` around the first match (else from the start), cut at word boundaries,
 * with '…' where text was left out.
 */
export function snippet(text: string, terms: readonly string[], maxLength = 220): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxLength) return clean;
  const first = findMatches(clean, terms)[0];
  let start = first ? Math.max(0, first[0] - Math.floor(maxLength / 4)) : 0;
  if (start > 0) {
    const space = clean.indexOf(' ', start);
    start = space !== -1 && space < (first?.[0] ?? start) ? space + 1 : start;
  }
  let end = Math.min(clean.length, start + maxLength);
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end);
    if (space > start + maxLength / 2) end = space;
  }
  return `${start > 0 ? '…' : ''}${clean.slice(start, end).trim()}${end < clean.length ? ' …' : ''}`;
}
