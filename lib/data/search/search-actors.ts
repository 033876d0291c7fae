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

/** Every actor, and every distinct folded word of their names (a few thousand: what a misspelt word is held to). */
interface ActorIndex {
  readonly actors: readonly IndexedActor[];
  readonly nameWords: readonly string[];
}

const indexes = new WeakMap<readonly ActorRow[], ActorIndex>();

/** Every actor with its folded name, built once per store (about 18,000 actors in the real data). */
function actorIndex(db: Store): ActorIndex {
  const rows = selectAllActors(db);
  let index = indexes.get(rows);
  if (!index) {
    const actors: IndexedActor[] = rows.flatMap((row) => {
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
    index = { actors, nameWords: [...new Set(actors.flatMap((a) => a.words))] };
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
    const { actors, nameWords } = actorIndex(db);
    const found = actors.filter((a) => needles.every((n) => a.haystack.includes(n)));
    if (found.length > 0) return found;
    // A misspelt name: each word no name holds is read as the name words one edit from it.
    const near = needles.map((n) => new Set(nearWords(nameWords, n)));
    // A word that no name holds, nor one edit from a name's word: no actor matches (the common case, cheaply).
    if (needles.some((n, i) => near[i]?.size === 0 && !actors.some((a) => a.haystack.includes(n)))) return [];
    return actors.filter((a) =>
      needles.every((n, i) => a.haystack.includes(n) || a.words.some((w) => near[i]?.has(w))),
    );
  }
  const [only] = text.ignored;
  if (text.mode === 'short' && text.ignored.length === 1 && only) {
    const code = fold(only);
    return actorIndex(db).actors.filter((a) => a.code === code);
  }
  return [];
}

/** Names are short: a misspelt first name ("Lief") has four letters. Shorter words must be spelt right. */
const MIN_NAME_TYPO_LENGTH = 4;

/** The name words one edit from `needle` (none for a needle under {@link MIN_NAME_TYPO_LENGTH} letters). */
function nearWords(nameWords: readonly string[], needle: string): string[] {
  if ([...needle].length < MIN_NAME_TYPO_LENGTH) return [];
  return nameWords.filter((w) => Math.abs(w.length - needle.length) <= 2 && withinOneEdit(w, needle));
}
