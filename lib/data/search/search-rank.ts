import { SAGSTYPE } from '@/lib/model/oda-ids';
import { fold } from './search-text';

/**
 * Relevance for case hits: a case whose titles hold the search words comes before one that holds them only in its
 * resume. What the case is called (its short title, or its title when it has none) counts first: a word there
 * says what the case is about, while a bill's long title often lists every law it amends, and a committee's
 * general folder (Alm. del) is titled by the committee's name ("Klima-, Energi- og Forsyningsudvalget, alm. del"),
 * which merely contains a topic word. Such folders therefore come after every other title hit. In a title, a word
 * found whole or at the start of a title word ("skat" in "skattelettelser") counts more than one found inside a word
 * ("ejendomsskat"). Ties keep the newest first: a journalist wants this year's question before one from 2015. (A case number is looked up
 * apart and comes alone: search-terms.ts.)
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

/** The titles and type of a case as the ranking reads them. */
export interface RankedTitles {
  readonly id: number;
  readonly titel: string | null;
  readonly titelkort: string | null;
  /** `Sagstype` id: a committee's general folder (Alm. del) ranks after the other title hits. */
  readonly typeid: number | null;
}

/**
 * How much a word's place in a title weighs: found whole or at the start of a title word alike (Danish builds
 * compounds: "klimaloven" is about "klima" as much as "Om klima" is), inside a word ("ejendomsskat") less.
 */
const PLACE_WEIGHT: Readonly<Record<TitlePlace, number>> = { 0: 0, 1: 1, 2: 2, 3: 2 };

/**
 * A case's title score: the sum over the words of the word's weight in what the case is called (its short title,
 * else its title) times two; a word the short title lacks counts by its weight in the long title alone. So a word
 * in the short title always outweighs the same word in the long title only, and cases whose titles hold the words
 * alike tie (and the newest comes first).
 */
export function titleScore(row: RankedTitles, words: readonly string[]): number {
  return foldedTitleScore(row, words.map(fold));
}

function foldedTitleScore(row: RankedTitles, folded: readonly string[]): number {
  const long = fold(row.titel ?? '');
  const short = row.titelkort?.trim() ? fold(row.titelkort) : long;
  return folded.reduce((sum, w) => {
    const inShort = PLACE_WEIGHT[titlePlace(short, w)];
    return sum + (inShort > 0 ? inShort * 2 : PLACE_WEIGHT[titlePlace(long, w)]);
  }, 0);
}

/** Is the case a committee's general folder (Alm. del)? */
export const isGeneralFolder = (row: Pick<RankedTitles, 'typeid'>): boolean => row.typeid === SAGSTYPE.almDel;

/**
 * The ids of the cases with a word in a title: general folders last, then best score first, then newest (highest
 * id) first.
 */
export function rankTitleHits(rows: readonly RankedTitles[], words: readonly string[]): number[] {
  const folded = words.map(fold);
  return rows
    .map((row) => ({ id: row.id, folder: isGeneralFolder(row), score: foldedTitleScore(row, folded) }))
    .filter((r) => r.score > 0)
    .sort((a, b) => Number(a.folder) - Number(b.folder) || b.score - a.score || b.id - a.id)
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
