import type { ParsedSitting } from '@/lib/referat/types';

/**
 * A demo sitting ready to be written as a transcript file: what the parser must read back (`sitting`, whose `era` is
 * the form the file is written in) and what a file carries beside it that the parser does not return.
 */
export interface SittingDraft {
  readonly sitting: ParsedSitting;
  /** `TitelGruppe`'s text, e.g. "3. møde". */
  readonly title: string;
  /** `PunktTekst` of each item (same index as `sitting.items`). */
  readonly itemTexts: readonly string[];
  /** How many `Aktivitet` elements each item's entries are spread over (same index; at least 1). */
  readonly activities: readonly number[];
  /** `LastModified` of every segment. */
  readonly lastModified: string;
}
