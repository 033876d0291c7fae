import { fold } from './search-text';

/**
 * Relevance for case hits: a case whose titles hold the search words comes before one that holds them only in its
 * resume. In a title, a word found whole counts more than one found at the start of a title word ("skat" in
 * "skattelettelser"), which counts more than one found inside a word ("ejendomsskat"); at the same place, the short
 * title (what the case is called) counts more than the long one. Ties keep the newest first. (A case number is
 * looked up apart and comes alone: search-terms.ts.)
 */

/** How well a word sits in a title: whole word 3, start of a word 2, inside a word 1, not there 0. */
export type TitlePlace = 0 | 1 | 2 | 3;

const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const isWordCharacter = (ch: string | undefined): boolean => ch !== undefined && WORD_CHARACTER.test(ch);

/** The best place of a folded word in a folded text (see search-text.ts for folding). */
export function titlePlace(text: string, word: string): TitlePlace {
  if (word.length === 0) return 0;
  let best: TitlePlace = 0;
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    const starts = !isWordCharacter(text[at - 1]);
    const ends = !isWordCharacter(text[at + word.length]);
    const place: TitlePlace = starts ? (ends ? 3 : 2) : 1;
    if (place > best) best = place;
    if (best === 3) break;
  }
  return best;
}

/** The titles of a case as the ranking reads them. */
export interface RankedTitles {
  readonly id: number;
  readonly titel: string | null;
  readonly titelkort: string | null;
}

/**
 * A case's title score: the sum over the words of each word's best place, doubled, plus one when the short title
 * has it there (whole word in the short title 7, in the long title only 6, start of a word 5 or 4, inside 3 or 2).
 */
export function titleScore(row: RankedTitles, words: readonly string[]): number {
  return foldedTitleScore(row, words.map(fold));
}

function foldedTitleScore(row: RankedTitles, folded: readonly string[]): number {
  const short = fold(row.titelkort ?? '');
  const long = fold(row.titel ?? '');
  return folded.reduce((sum, w) => {
    const inShort = titlePlace(short, w);
    const inLong = titlePlace(long, w);
    return sum + (inShort >= inLong ? inShort * 2 + (inShort > 0 ? 1 : 0) : inLong * 2);
  }, 0);
}

/** The ids of the cases with a word in a title, best score first, then newest (highest id) first. */
export function rankTitleHits(rows: readonly RankedTitles[], words: readonly string[]): number[] {
  const folded = words.map(fold);
  return rows
    .map((row) => ({ id: row.id, score: foldedTitleScore(row, folded) }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || b.id - a.id)
    .map((r) => r.id);
}

/**
 * A list of matching case ids (newest first) in relevance order: the title hits among `titles` ranked, then every
 * other id in the list's own order.
 */
export function rankCaseIds(
  ids: readonly number[],
  titles: readonly RankedTitles[],
  words: readonly string[],
): number[] {
  const inList = new Set(ids);
  const ranked = rankTitleHits(
    titles.filter((t) => inList.has(t.id)),
    words,
  );
  const first = new Set(ranked);
  return [...ranked, ...ids.filter((id) => !first.has(id))];
}
