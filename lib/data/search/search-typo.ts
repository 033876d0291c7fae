import { allOf, anyOf, type FtsQuery, phrase } from '@/lib/store/fts-query';
import { spellings } from './search-terms';
import { fold } from './search-text';

/**
 * Tolerating a small typo: a search word of {@link MIN_TYPO_LENGTH}+ letters that no case holds is read as the word
 * one edit away (a letter left out, added, changed, or two swapped) that the cases hold most often. The trigram
 * index cannot look up "one edit away" itself, so {@link typoMatchQuery} asks it for every case holding the
 * pieces such a word must contain, and {@link pickCorrection} finds the words among those cases' text.
 */

export const MIN_TYPO_LENGTH = 5;
/** A piece of the word shorter than this finds too much to be worth asking for. */
const MIN_PIECE = 4;

/**
 * A full-text query for the cases that may hold a word one edit from `word` (folded): the word with a letter left
 * out or two letters swapped (exact phrases), and, for a letter changed or added at each place, the text before and
 * after that place (both required, each of at least three letters; see search-text.ts for the folding) — any of
 * these. Null when the word is too short.
 */
export function typoMatchQuery(word: string): FtsQuery | null {
  const w = [...fold(word)];
  if (w.length < MIN_TYPO_LENGTH) return null;
  const clauses: FtsQuery[] = [];
  const piece = (letters: readonly string[]) => anyOf(spellings(letters.join('')).map(phrase));
  const add = (clause: FtsQuery | null) => {
    if (clause) clauses.push(clause);
  };
  for (let i = 0; i < w.length; i++) add(piece([...w.slice(0, i), ...w.slice(i + 1)]));
  for (let i = 0; i + 1 < w.length; i++) {
    add(piece([...w.slice(0, i), w[i + 1] ?? '', w[i] ?? '', ...w.slice(i + 2)]));
  }
  for (let i = 0; i <= w.length; i++) {
    for (const after of [w.slice(i + 1), w.slice(i)]) {
      const pieces = [w.slice(0, i), after].filter((p) => p.length >= 3);
      if (pieces.reduce((n, p) => n + p.length, 0) < MIN_PIECE) continue;
      add(allOf(pieces.map(piece).filter((p): p is FtsQuery => p !== null)));
    }
  }
  return anyOf(clauses);
}

/** Is `a` at most one edit from `b` (a letter left out, added, changed, or two neighbours swapped)? */
export function withinOneEdit(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  if (i === x.length && i === y.length) return true;
  const rest = (p: number, q: number) => x.slice(p).join('') === y.slice(q).join('');
  if (x.length === y.length) {
    return rest(i + 1, i + 1) || (x[i] === y[i + 1] && x[i + 1] === y[i] && rest(i + 2, i + 2));
  }
  return x.length > y.length ? rest(i + 1, i) : rest(i, i + 1);
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The word one edit from `word` that the texts hold most often (ties: the first met), lower-cased as written; null
 * when none is. Compared folded (search-text.ts), and also with 'å' read as one letter, so "boligomrder" finds
 * "boligområder".
 */
export function pickCorrection(word: string, texts: readonly (string | null)[]): string | null {
  const target = fold(word);
  const short = (w: string) => fold(w.replaceAll('å', 'a').replaceAll('Å', 'A'));
  const targetShort = short(word);
  const seen = new Map<string, number>();
  for (const text of texts) {
    for (const found of text?.match(WORD) ?? []) {
      const lower = found.toLowerCase();
      if (seen.has(lower)) {
        seen.set(lower, (seen.get(lower) ?? 0) + 1);
        continue;
      }
      const folded = fold(lower);
      if (folded === target) continue;
      if (withinOneEdit(folded, target) || withinOneEdit(short(lower), targetShort)) seen.set(lower, 1);
    }
  }
  let best: string | null = null;
  let most = 0;
  for (const [candidate, n] of seen) {
    if (n > most) {
      best = candidate;
      most = n;
    }
  }
  return best;
}
