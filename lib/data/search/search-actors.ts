import { nonBlank } from '@/lib/data/oda-values';
import type { Store } from '@/lib/store/open-store';
import { type ActorRow, selectAllActors } from '@/lib/store/search-actors';
import type { ParsedSearchText } from './search-terms';
import { fold } from './search-text';
import { withinOneEdit } from './search-typo';
import type { ActorHit } from './types';

interface IndexedActor {
  readonly hit: ActorHit;
  readonly haystack: string;
  /** The folded words of the name, for a misspelt name. */
  readonly words: readonly string[];
  readonly code: string | null;
}

const NAME_WORD = /[\p{L}\p{N}]+/gu;

const indexes = new WeakMap<readonly ActorRow[], readonly IndexedActor[]>();

/** Every actor with its folded name, built once per store (about 18,000 actors in the real data). */
function actorIndex(db: Store): readonly IndexedActor[] {
  const rows = selectAllActors(db);
  let index = indexes.get(rows);
  if (!index) {
    index = rows.flatMap((row) => {
      const name = nonBlank(row.navn) ?? nonBlank([row.fornavn, row.efternavn].filter(Boolean).join(' '));
      if (!name) return [];
      const code = nonBlank(row.gruppenavnkort);
      const hit: ActorHit = {
        id: row.id,
        name,
        type: nonBlank(row.aktørtype),
        groupCode: code,
        period: nonBlank(row.periode_titel),
      };
      const haystack = fold(`${name} ${code ?? ''}`);
      return [{ hit, haystack, words: fold(name).match(NAME_WORD) ?? [], code: code ? fold(code) : null }];
    });
    indexes.set(rows, index);
  }
  return index;
}

/**
 * Actors whose name (or group code) holds every word, persons first (the most recently active first, see
 * lib/store/search-actors.ts); when none does, those whose name has a word at most one edit from each word of
 * {@link MIN_NAME_TYPO_LENGTH}+ letters ("Lief Damgaard" finds Leif Damgaard). A lone short word ('S', 'EL') matches a
 * group code exactly, which is what such a text usually is. Nothing for other texts.
 */
export function matchActors(db: Store, text: ParsedSearchText): ActorHit[] {
  if (text.mode === 'words') {
    const needles = text.terms.map(fold);
    const index = actorIndex(db);
    const found = index.filter((a) => needles.every((n) => a.haystack.includes(n)));
    if (found.length > 0) return found.map((a) => a.hit);
    return index
      .filter((a) => needles.every((n) => a.haystack.includes(n) || nearWord(a.words, n)))
      .map((a) => a.hit);
  }
  const [only] = text.ignored;
  if (text.mode === 'short' && text.ignored.length === 1 && only) {
    const code = fold(only);
    return actorIndex(db)
      .filter((a) => a.code === code)
      .map((a) => a.hit);
  }
  return [];
}

/** Names are short: a misspelt first name ("Lief") has four letters. Shorter words must be spelt right. */
const MIN_NAME_TYPO_LENGTH = 4;

/** Does a name hold a word one edit from `needle` (a needle of {@link MIN_NAME_TYPO_LENGTH}+ letters)? */
const nearWord = (words: readonly string[], needle: string): boolean =>
  [...needle].length >= MIN_NAME_TYPO_LENGTH && words.some((w) => withinOneEdit(w, needle));
