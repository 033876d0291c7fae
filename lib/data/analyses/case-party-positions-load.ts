import { storeReads } from '@/lib/data/store-read-source';
import { votingIndex } from '@/lib/store/actor-voting-index';
import { type CaseVoteRow, selectCaseVotes } from '@/lib/store/case-votes';
import type { Store } from '@/lib/store/store';
import {
  type CasePartyPositions,
  toCasePartyPositions,
  toCasePositionVote,
} from './case-party-positions-shape';

/** The most case ids one read takes (a page of /kommende, a case page's one). */
export const MAX_POSITION_CASES = 200;

/**
 * The parties' positions along each of the given cases (lib/data/analyses/case-party-positions.ts), one entry per distinct
 * id in the order given — a case without votes (or an unknown id) has no votes and no parties. A store read
 * (lib/data/store-read-source.ts): one SQL query for the votes, the ballots from the voting index.
 * @throws RangeError for more than {@link MAX_POSITION_CASES} ids.
 */
export function loadCasePartyPositions(db: Store, caseIds: readonly number[]): CasePartyPositions[] {
  const ids = [...new Set(caseIds)];
  if (ids.length > MAX_POSITION_CASES) {
    throw new RangeError(`at most ${MAX_POSITION_CASES} cases at a time, got ${ids.length}`);
  }
  const rows = selectCaseVotes(db, ids);
  if (rows.length === 0) return ids.map((caseId) => ({ caseId, votes: [], parties: [] }));
  const index = votingIndex(db);
  const byCase = new Map<number, CaseVoteRow[]>();
  for (const row of rows) {
    const list = byCase.get(row.sagid);
    if (list) list.push(row);
    else byCase.set(row.sagid, [row]);
  }
  return ids.map((caseId) =>
    toCasePartyPositions(caseId, (byCase.get(caseId) ?? []).map(toCasePositionVote), index.partyTallies),
  );
}

storeReads('lib/data/analyses/case-party-positions-load.ts', { loadCasePartyPositions });
