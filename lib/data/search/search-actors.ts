import { nonBlank } from '@/lib/data/oda-values';
import type { Store } from '@/lib/store/open-store';
import { type ActorRow, selectAllActors } from '@/lib/store/search-actors';
import type { ParsedSearchText } from './search-terms';
import { fold } from './search-text';
import type { ActorHit } from './types';

interface IndexedActor {
  readonly hit: ActorHit;
  readonly haystack: string;
  readonly code: string | null;
}

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
      return [{ hit, haystack: fold(`${name} ${code ?? ''}`), code: code ? fold(code) : null }];
    });
    indexes.set(rows, index);
  }
  return index;
}

/**
 * Actors whose name (or group code) holds every word, persons first; a lone short word ('S', 'EL') matches a group
 * code exactly, which is what such a text usually is. Nothing for other texts.
 */
export function matchActors(db: Store, text: ParsedSearchText): ActorHit[] {
  if (text.mode === 'words') {
    const needles = text.terms.map(fold);
    return actorIndex(db)
      .filter((a) => needles.every((n) => a.haystack.includes(n)))
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
