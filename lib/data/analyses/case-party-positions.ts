import 'server-only';
import { cache } from 'react';
import { readStore } from '@/lib/data/store-read';
import type { CasePartyPositions } from './case-party-positions-shape';

export type {
  CasePartyPositions,
  CasePositionVote,
  PartyCasePosition,
  PositionChange,
  PositionChangeKind,
} from './case-party-positions-shape';

import { loadCasePartyPositions } from './case-party-positions-load';

export { changedParties } from './case-party-positions-shape';

/**
 * The parties' positions along each of the given cases — their votes in order, each party's side on each, and who
 * changed position (the rule: lib/data/analyses/case-party-positions-shape.ts) — one entry per distinct id, in the order
 * given. Up to 200 ids per call (case-party-positions-load.ts). Memoised per request by the ids.
 */
const positionsByKey = cache(
  async (key: string): Promise<CasePartyPositions[]> =>
    readStore(loadCasePartyPositions, key.split(',').map(Number)),
);

export function getCasePartyPositions(caseIds: readonly number[]): Promise<CasePartyPositions[]> {
  if (caseIds.length === 0) return Promise.resolve([]);
  return positionsByKey(caseIds.join(','));
}

/** One case's positions (see {@link getCasePartyPositions}). */
export async function getOneCasePartyPositions(caseId: number): Promise<CasePartyPositions> {
  const [positions] = await getCasePartyPositions([caseId]);
  return positions ?? { caseId, votes: [], parties: [] };
}
