import type { Paged } from '@/lib/data/types';
import type { PositionChange, PositionChangeKind } from './case-party-positions-shape';

/** A case on which a party changed position (the rule: lib/data/analyses/case-party-positions-shape.ts), with the two votes. */
export interface PartyChangedCase {
  readonly caseId: number;
  /** `Sag.nummer`, e.g. 'L 10'. */
  readonly caseNumber: string | null;
  /** `Sag.titelkort`, else `titel`. */
  readonly caseTitle: string | null;
  readonly change: PositionChange;
}

/** One page of a party's changed positions of one kind, newest first (by the later of the two votes), with the totals of every kind. */
export interface PartyChangedPositions extends Paged<PartyChangedCase> {
  /** The party's changed positions on all pages by kind (lib/data/analyses/case-party-positions-shape.ts). */
  readonly byKind: Readonly<Record<PositionChangeKind, number>>;
}
