import { allOf, anyOf, type FtsQuery, inColumns, phrase } from '@/lib/store/fts-query';
import { fold } from './search-text';
import type { SearchMode } from './types';

/**
 * How the search text is read. The store's full-text indexes are trigram indexes: they find any substring of
 * three or more characters, case- and accent-insensitively, but nothing shorter. So:
 * - words of 3+ characters are searched (all must occur, in any of the indexed columns) — mode `words`;
 * - shorter words next to them are left out, and the page says so (`ignored`); so is a word whose Danish letters,
 *   written as letters, make it shorter ('paa' is also 'på', which the index cannot find);
 * - a text of only short words (`EU`, `S`) cannot use the index: mode `short`. Cases and documents then ask for
 *   more characters; actors are matched by their exact group code (`S`, `EL`), which is what such a text usually is;
 * - a case number (`L 123`, `b12`, `Aktstk. 5`, `KOM (2016) 0794`) is looked up by number — mode `case-number`.
 */
export interface ParsedSearchText {
  readonly mode: SearchMode;
  /** Words of 3+ characters, without duplicates, at most {@link MAX_TERMS}. */
  readonly terms: readonly string[];
  /** Words shorter than 3 characters. */
  readonly ignored: readonly string[];
  /** The normalised case number ('L 123') in `case-number` mode. */
  readonly caseNumber: string | null;
}

export const MIN_TERM_LENGTH = 3;
export const MAX_TERMS = 8;

/** ODA's case number prefixes (docs/oda.md#case-types: L, B, R, S, F; V for forslag til vedtagelse; Aktstk.). */
const CASE_NUMBER = /^(aktstk\.?|[lbrsfv])\s*(\d{1,4})$/i;
/** The EU Commission documents' numbers as ODA writes them ('KOM (2016) 0794'), with or without spaces and brackets. */
const EU_NUMBER = /^kom\s*\(?\s*(\d{4})\s*\)?\s*(\d{1,4})$/i;
/** 'ae', 'oe' and 'aa', each also a letter of its own (see {@link spellings}). */
const DANISH_PAIR = /ae|oe|aa/g;
/** Punctuation and symbols around a word ("(klima)," → "klima"); inside a word they stay ("EU's", "§20-spm"). */
const EDGE_PUNCTUATION = /^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu;

/** Control characters (C0, DEL, C1): never part of a search, and a NUL would end SQLite's reading of a MATCH. */
const CONTROL = /\p{Cc}/gu;
/** Control characters other than whitespace (tab, line breaks): no form or search box sends them. */
const NON_SPACE_CONTROL = /(?!\s)\p{Cc}/u;

/** The text with every control character read as a space (the word breaks there), in NFC. */
export function withoutControlCharacters(text: string): string {
  return text.normalize('NFC').replace(CONTROL, ' ');
}

/**
 * Why a search text cannot be taken as sent, or null when it can: a control character other than whitespace
 * (`%00`) is no search. Pages read it as a space (see {@link withoutControlCharacters}); the JSON route says so.
 */
export function searchTextProblem(q: string): string | null {
  const found = NON_SPACE_CONTROL.exec(q);
  if (!found) return null;
  const code = found[0].codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0');
  return `The search text (q) holds a control character (U+${code}); leave it out.`;
}

export function parseSearchText(q: string): ParsedSearchText {
  const text = withoutControlCharacters(q).trim();
  const number = CASE_NUMBER.exec(text);
  if (number) {
    const [, prefix = '', digits = ''] = number;
    const normalised = /^aktstk/i.test(prefix) ? 'Aktstk.' : prefix.toUpperCase();
    return { mode: 'case-number', terms: [], ignored: [], caseNumber: `${normalised} ${Number(digits)}` };
  }
  const eu = EU_NUMBER.exec(text);
  if (eu) {
    const [, year = '', digits = ''] = eu;
    return {
      mode: 'case-number',
      terms: [],
      ignored: [],
      caseNumber: `KOM (${year}) ${digits.padStart(4, '0')}`,
    };
  }
  const words = text
    .split(/\s+/)
    .map((w) => w.replaceAll('"', '').replace(EDGE_PUNCTUATION, ''))
    .filter((w) => w.length > 0);
  const terms: string[] = [];
  const ignored: string[] = [];
  const seen = new Set<string>();
  for (const word of words) {
    const key = fold(word);
    if (seen.has(key)) continue;
    seen.add(key);
    // Its shortest spelling: each 'ae', 'oe', 'aa' as one letter.
    if ([...key.replace(DANISH_PAIR, 'æ')].length >= MIN_TERM_LENGTH) {
      if (terms.length < MAX_TERMS) terms.push(word);
    } else ignored.push(word);
  }
  const mode: SearchMode = terms.length > 0 ? 'words' : ignored.length > 0 ? 'short' : 'empty';
  return { mode, terms, ignored, caseNumber: null };
}

/** The two-letter spellings of the Danish letters, and the letters (see search-text.ts). */
const SPELT_OUT: Readonly<Record<string, string>> = { ae: 'æ', oe: 'ø', aa: 'å' };
/** More spellings than this of one word are not asked for (a word with many 'ae'/'oe'/'aa'): just its two ends. */
const MAX_SPELLINGS = 8;

/**
 * Every spelling of a word the store's trigram index may hold (it lowers case and removes accents, but keeps 'æ'
 * and 'ø' and reads 'å' as 'a'): the folded word ('boligomraader', see search-text.ts) and each 'ae', 'oe', 'aa'
 * in it also written 'æ', 'ø', 'å' ('boligområder'). Spellings under three characters are left out (the index
 * cannot find them).
 */
export function spellings(word: string): string[] {
  const folded = fold(word);
  let out = [''];
  for (let i = 0; i < folded.length; ) {
    const pair = folded.slice(i, i + 2);
    const letter = SPELT_OUT[pair];
    if (letter && out.length * 2 <= MAX_SPELLINGS) {
      out = out.flatMap((v) => [v + pair, v + letter]);
      i += 2;
    } else {
      const ch = folded[i] ?? '';
      out = out.map((v) => v + ch);
      i += 1;
    }
  }
  const all =
    out.length < MAX_SPELLINGS
      ? out
      : [folded, folded.replace(/ae|oe|aa/g, (pair) => SPELT_OUT[pair] ?? pair)];
  return [...new Set(all)].filter((v) => [...v].length >= MIN_TERM_LENGTH);
}

/** Where a case's titles are in its full-text index (`Sag_fts`, lib/store/schema.ts). */
const TITLE_COLUMNS = ['titel', 'titelkort'] as const;

/** One word as a full-text query: any of its spellings (see {@link spellings}). */
export function toWordQuery(word: string): FtsQuery {
  return anyOf(spellings(word).map(phrase)) ?? phrase(fold(word));
}

/**
 * The full-text query for the terms: each term in any of its spellings (see {@link toWordQuery}), every term
 * required — `"klima" AND ("oekonomi" OR "økonomi")`; null for no terms.
 */
export function toMatchQuery(terms: readonly string[]): FtsQuery | null {
  return allOf(terms.map(toWordQuery));
}

/**
 * The cases of {@link toMatchQuery} with at least one of the terms in the title or short title (Sag_fts's
 * columns), for ranking title hits above resume hits; null for no terms.
 */
export function toTitleMatchQuery(terms: readonly string[]): FtsQuery | null {
  const words = anyOf(terms.map(toWordQuery));
  if (!words) return null;
  const inTitle = inColumns(TITLE_COLUMNS, words);
  // One word in a title is a hit already; more must each occur somewhere too.
  return terms.length === 1 ? inTitle : allOf([toMatchQuery(terms) ?? words, inTitle]);
}
