import { type CaseVoteRow, selectAllCaseVotes } from '@/lib/store/case-votes';
import { oncePerStore } from '@/lib/store/prepared';
import type { Store } from '@/lib/store/store';
import { type CasePositionVote, toCasePositionVote } from './case-party-positions-shape';

/**
 * Every case's votes in the case timeline's order, read once per store connection in a page-pool thread (one
 * SQL pass over Afstemning: about 10,000 rows at full scale), for the analyses that look at all cases at once —
 * a party's changed positions and its record by topic. Only cases with votes are in it.
 */
export const caseVotesIndex = oncePerStore((db: Store): ReadonlyMap<number, readonly CasePositionVote[]> => {
  const byCase = new Map<number, CasePositionVote[]>();
  for (const row of selectAllCaseVotes(db) as CaseVoteRow[]) {
    const list = byCase.get(row.sagid);
    const vote = toCasePositionVote(row);
    if (list) list.push(vote);
    else byCase.set(row.sagid, [vote]);
  }
  return byCase;
});
