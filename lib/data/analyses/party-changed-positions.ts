import 'server-only';
import { cache } from 'react';
import { readStore } from '@/lib/data/store-read';
import type { PositionChangeKind } from './case-party-positions-shape';
import { loadPartyChangedPositions } from './party-changed-positions-load';
import type { PartyChangedPositions } from './party-changed-positions-shape';

export type { PartyChangedCase, PartyChangedPositions } from './party-changed-positions-shape';

/** Cases per page in a party's changed positions. */
export const CHANGED_POSITIONS_PAGE_SIZE = 20;

/**
 * One page (1-based, clamped) of the cases where a party (its code) changed position in the given way (the rule:
 * lib/data/analyses/case-party-positions-shape.ts), newest first, with the totals of every kind.
 */
export const getPartyChangedPositions = cache(
  async (party: string, kind: PositionChangeKind, page: number): Promise<PartyChangedPositions> =>
    readStore(loadPartyChangedPositions, party, kind, page, CHANGED_POSITIONS_PAGE_SIZE),
);
