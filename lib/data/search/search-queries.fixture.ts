import type Database from 'better-sqlite3';
import { Random } from '@/lib/dataset/random';

/**
 * Search texts made from a store's own text, as readers type them: a few words of a case's title, short title or
 * resume, of a document's title or an actor's name, or a case number — in many shapes (accents kept or stripped,
 * 'æ', 'ø', 'å' spelt 'ae', 'oe', 'aa', mixed case, quotes, hyphens, digits, punctuation and the words FTS5 reads as
 * operators). Drawn with a seed, so a run always makes the same texts.
 */

/** Where a query's words come from. */
export type QuerySource =
  | 'case-title'
  | 'case-short-title'
  | 'case-resume'
  | 'document-title'
  | 'actor-name'
  | 'case-number';

/** What was done to the words; `kept` shapes keep each word whole, so the text's own row must be found. */
export type QueryShape =
  | 'as-written'
  | 'accents-stripped'
  | 'spelt-out'
  | 'upper-case'
  | 'mixed-case'
  | 'quoted'
  | 'quoted-word'
  | 'edge-punctuation'
  | 'hyphenated'
  | 'unbalanced-quote'
  | 'with-digits'
  | 'with-operators'
  | 'with-symbols';

export interface DrawnQuery {
  readonly q: string;
  readonly source: QuerySource;
  readonly shape: QueryShape;
  /** Whether every word of the source is still whole in `q` (only case, accents, spelling or edges changed). */
  readonly wordsKept: boolean;
}

const KEEPING: readonly QueryShape[] = [
  'as-written',
  'accents-stripped',
  'spelt-out',
  'upper-case',
  'mixed-case',
  'quoted',
  'quoted-word',
  'edge-punctuation',
];
const BREAKING: readonly QueryShape[] = [
  'hyphenated',
  'unbalanced-quote',
  'with-digits',
  'with-operators',
  'with-symbols',
];

/** The case numbers a reader looks a case up by (lib/data/search/search-terms.ts reads them as numbers). */
const LOOKED_UP = /^(?:[LBRSFV]|Aktstk\.) \d{1,4}$|^KOM \(\d{4}\) \d{4}$/;
const SPELT: Readonly<Record<string, string>> = { æ: 'ae', ø: 'oe', å: 'aa', Æ: 'Ae', Ø: 'Oe', Å: 'Aa' };
const OPERATORS = ['OR', 'AND', 'NOT', 'NEAR', 'near(', '*', '^', ':', '+', '-', '{', '}', '(', ')'];
const SYMBOLS = ['§', '&', '%', '/', '€', '–', '…', '«»', '’', '"', '""', '?', '!', ',', ';', '.'];

function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

function spellOut(text: string): string {
  return [...text].map((ch) => SPELT[ch] ?? ch).join('');
}

function mixedCase(text: string, random: Random): string {
  return [...text].map((ch) => (random.chance(0.5) ? ch.toUpperCase() : ch.toLowerCase())).join('');
}

/** `words` in `shape`. */
function shaped(words: readonly string[], shape: QueryShape, random: Random): string {
  const text = words.join(' ');
  switch (shape) {
    case 'as-written':
      return text;
    case 'accents-stripped':
      return stripAccents(text);
    case 'spelt-out':
      return spellOut(text);
    case 'upper-case':
      return text.toUpperCase();
    case 'mixed-case':
      return mixedCase(text, random);
    case 'quoted':
      return `"${text}"`;
    case 'quoted-word': {
      const at = random.int(0, words.length - 1);
      return words.map((w, i) => (i === at ? `"${w}"` : w)).join(' ');
    }
    case 'edge-punctuation':
      return words
        .map((w) => `${random.pick(['(', '«', '', '“'])}${w}${random.pick([',', '.', ')', '?', ''])}`)
        .join(' ');
    case 'hyphenated':
      return words.join(random.pick(['-', '–', '/']));
    case 'unbalanced-quote':
      return random.chance(0.5) ? `"${text}` : `${text} "`;
    case 'with-digits':
      return (
        words.map((w) => (random.chance(0.5) ? `${w}${random.int(0, 2030)}` : w)).join(' ') +
        ` ${random.int(1, 999)}`
      );
    case 'with-operators':
      return (
        words.flatMap((w, i) => (i === 0 ? [w] : [random.pick(OPERATORS), w])).join(' ') +
        (random.chance(0.3) ? ` ${random.pick(OPERATORS)}` : '')
      );
    case 'with-symbols':
      return words.map((w) => (random.chance(0.5) ? `${w}${random.pick(SYMBOLS)}` : w)).join(' ');
  }
}

/** Up to five consecutive words of a text, starting at a random word. */
function someWords(text: string, random: Random): string[] {
  const words = text.split(/\s+/).filter((w) => w.length > 0);
  if (words.length === 0) return [];
  const n = Math.min(words.length, random.int(1, 5));
  const start = random.int(0, words.length - n);
  return words.slice(start, start + n);
}

/** The store's texts of each source, read once (about 2,000 of each at most, spread over the table). */
function readSources(db: Database.Database): Record<QuerySource, string[]> {
  const texts = (sql: string) =>
    (db.prepare(sql).pluck().all() as (string | null)[]).filter((t): t is string => !!t?.trim());
  return {
    'case-title': texts(`SELECT titel FROM "Sag" ORDER BY id`),
    'case-short-title': texts(`SELECT titelkort FROM "Sag" ORDER BY id`),
    'case-resume': texts(`SELECT resume FROM "Sag" ORDER BY id`),
    'document-title': texts(`SELECT titel FROM "Dokument" ORDER BY id`),
    'actor-name': texts(`SELECT navn FROM "Aktør" ORDER BY id`),
    'case-number': texts(`SELECT nummer FROM "Sag" ORDER BY id`),
  };
}

const SOURCES: readonly QuerySource[] = [
  'case-title',
  'case-short-title',
  'case-resume',
  'document-title',
  'actor-name',
  'case-number',
];

/**
 * `count` search texts drawn from the store with `seed`: sources in turn, about two in three with every word kept,
 * the rest broken up (hyphens, digits, operators, symbols, an unbalanced quote). A case number is written as
 * stored, run together ('L123'), in lower case, or followed by a word of some case's title.
 */
export function drawSearchQueries(db: Database.Database, seed: number, count: number): DrawnQuery[] {
  const random = new Random(seed);
  const sources = readSources(db);
  const queries: DrawnQuery[] = [];
  for (let i = 0; queries.length < count; i++) {
    const source = SOURCES[i % SOURCES.length] ?? 'case-title';
    const texts = sources[source];
    if (texts.length === 0) continue;
    const text = random.pick(texts);
    if (source === 'case-number') {
      const title = random.pick(sources['case-title']).split(/\s+/)[1] ?? '';
      const [written, whole] = random.pick([
        [text, true],
        [text.replace(/\s+/g, ''), true],
        [text.toLowerCase(), true],
        [`${text} ${title}`, false],
      ] as const);
      // Committees' general parts ('MOF Alm.del') and council meetings ('Rådsmøde 1234 - Miljø') are no numbers a
      // reader looks a case up by: only answered, not necessarily found.
      queries.push({ q: written, source, shape: 'as-written', wordsKept: whole && LOOKED_UP.test(text) });
      continue;
    }
    const words = someWords(text, random);
    if (words.length === 0) continue;
    const keep = random.chance(2 / 3);
    const shape = random.pick(keep ? KEEPING : BREAKING);
    // A dash between a folder and its number ('SAU alm. del - spørgsmål 12') is no word: on its own nothing to find.
    const findable = words.some((w) => /[\p{L}\p{N}]/u.test(w));
    queries.push({ q: shaped(words, shape, random), source, shape, wordsKept: keep && findable });
  }
  return queries;
}
