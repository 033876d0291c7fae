import { nonBlank, toIsoLocalDateTime } from '@/lib/data/oda-values';
import { toVoteChoice } from '@/lib/data/votes/vote-breakdown';
import { INDEPENDENTS } from '@/lib/model/oda-ids';
import type { ActorVoteRow } from '@/lib/store/actor-votes';
import { type GroupTally, majorityOf } from '@/lib/store/party-majority';
import type { ActorVote } from './types';

/** A party group's present ballots on a vote, as the voting index gives them (lib/store/actor-voting-index.ts). */
export type TallyOf = (voteId: number, groupId: number) => GroupTally | undefined;

/** A vote line of the store as one of the member's votes, with their party group's ballots on it (`tallyOf`). */
export function toActorVote(row: ActorVoteRow, tallyOf: TallyOf): ActorVote {
  const independent = row.gruppe_kode?.trim() === INDEPENDENTS;
  const tally = row.gruppe_id === null || independent ? undefined : tallyOf(row.afstemning_id, row.gruppe_id);
  return {
    voteId: row.afstemning_id,
    nummer: row.nummer,
    date: toIsoLocalDateTime(row.dato),
    adopted: row.vedtaget === 1,
    voteType: nonBlank(row.afstemningstype),
    caseId: row.sag_id,
    caseNumber: nonBlank(row.sag_nummer),
    caseTitle: nonBlank(row.sag_titelkort) ?? nonBlank(row.sag_titel),
    choice: toVoteChoice(row.stemmetype_id),
    party: nonBlank(row.gruppe_kode),
    partyCounts: tally ? { for: tally.for, against: tally.against, abstain: tally.abstain } : null,
    partyMajority: tally ? presentChoice(majorityOf(tally)) : null,
    stepTitle: nonBlank(row.sagstrin_titel),
  };
}

/** A majority's Stemmetype id as a choice (a majority is never Fravær). */
function presentChoice(stemmetypeId: number | null): ActorVote['partyMajority'] {
  const choice = toVoteChoice(stemmetypeId);
  return choice === 'absent' ? null : choice;
}
