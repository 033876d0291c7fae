import { blank, readKonklusion } from './konklusion-parts/read';
import type { Konklusion } from './konklusion-parts/types';

export type { Konklusion, KonklusionFamily, NamedMember, Outcome, VoteSide } from './konklusion-parts/types';

/**
 * Reads an `Afstemning.konklusion` text (any era, reference section 4) into outcome, counts, group codes and
 * named members per side. Never throws: unreadable input gives `format: 'unknown'` with nulls and empty lists.
 */
export function parseKonklusion(text: string | null | undefined): Konklusion {
  if (text === null || text === undefined) return blank('empty');
  if (typeof text !== 'string') return blank('unknown');
  try {
    return readKonklusion(text);
  } catch {
    return blank('unknown');
  }
}
