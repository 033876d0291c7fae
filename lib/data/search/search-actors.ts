import { nonBlank } from '@/lib/data/oda-values';
import { AKTOERTYPE } from '@/lib/model/oda-ids';
import type { Store } from '@/lib/store/open-store';
import { type ActorRow, selectAllActors } from '@/lib/store/search-actors';
import type { ParsedSearchText } from './search-terms';
import { fold } from './search-text';
import { withinOneEdit } from './search-typo';
import type { ActorHit } from './types';

interface IndexedActor {
  readonly hit: ActorHit;
  readonly person: boolean;
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
      const words = fold(name).match(NAME_WORD) ?? [];
      const person = row.typeid === AKTOERTYPE.person;
      return [{ hit, person, haystack, words, code: code ? fold(code) : null }];
    });
    indexes.set(rows, index);
  }
  return index;
}

/** The matching actors, and the persons among them (for the politicians shown beside case hits). */
export interface ActorMatches {
  readonly all: readonly ActorHit[];
  readonly persons: readonly ActorHit[];
}

/**
 * Actors whose name (or group code) holds every word, persons first (the most recently active first, see
 * lib/store/search-actors.ts); when none does, those whose name has a word at most one edit from each word of
 * {@link MIN_NAME_TYPO_LENGTH}+ letters ("Lief Damgaard" finds Leif Damgaard). A lone short word ('S', 'EL') matches a
 * group code exactly, which is what such a text usually is. Nothing for other texts.
 */
export function matchActors(db: Store, text: ParsedSearchText): ActorMatches {
  const found = matching(db, text);
  return { all: found.map((a) => a.hit), persons: found.filter((a) => a.person).map((a) => a.hit) };
}

function matching(db: Store, text: ParsedSearchText): readonly IndexedActor[] {
  if (text.mode === 'words') {
    const needles = text.terms.map(fold);
    const index = actorIndex(db);
    const found = index.filter((a) => needles.every((n) => a.haystack.includes(n)));
    if (found.length > 0) return found;
    return index.filter((a) => needles.every((n) => a.haystack.includes(n) || nearWord(a.words, n)));
  }
  const [only] = text.ignored;
  if (text.mode === 'short' && text.ignored.length === 1 && only) {
    const code = fold(only);
    return actorIndex(db).filter((a) => a.code === code);
  }
  return [];
}

/** Names are short: a misspelt first name ("Lief") has four letters. Shorter words must be spelt right. */
const MIN_NAME_TYPO_LENGTH = 4;

/** Does a name hold a word one edit from `needle` (a needle of {@link MIN_NAME_TYPO_LENGTH}+ letters)? */
const nearWord = (words: readonly string[], needle: string): boolean =>
  [...needle].length >= MIN_NAME_TYPO_LENGTH && words.some((w) => withinOneEdit(w, needle));
