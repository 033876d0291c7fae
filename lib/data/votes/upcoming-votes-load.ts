import { loadCasePartyPositions } from '@/lib/data/analyses/case-party-positions-load';
import { toMeetingSummary } from '@/lib/data/meetings/meeting-load';
import { datasetToday } from '@/lib/data/site/dataset-today';
import { storeReads } from '@/lib/data/store-read-source';
import { MOEDETYPE } from '@/lib/model/oda-ids';
import { selectMeetingList } from '@/lib/store/meetings';
import type { Store } from '@/lib/store/store';
import { selectUpcomingSteps } from '@/lib/store/upcoming-votes';
import type { VoteSummary } from './types';
import { EXPECTED_VOTE_STEP_TYPES } from './upcoming-vote-rule';
import {
  EARLIER_VOTES_SHOWN,
  expectedVoteSteps,
  toUpcomingMeetings,
  type UpcomingVotes,
} from './upcoming-votes-shape';
import { loadVoteList, MAX_LISTED_VOTES } from './votes-load';

/**
 * The votes expected at the upcoming sittings of the Folketing (lib/data/votes/upcoming-vote-rule.ts), by meeting, each
 * case with its latest votes so far and the parties' sides on them; and the next sitting, for when none is
 * expected. A store read (lib/data/store-read-source.ts): one query for the agendas, the positions read for the cases'
 * votes and sides, the vote list for their counts.
 */
export function loadUpcomingVotes(db: Store): UpcomingVotes {
  const today = datasetToday(db);
  const { rows, truncated } = expectedVoteSteps(selectUpcomingSteps(db, today, EXPECTED_VOTE_STEP_TYPES));
  const caseIds = [...new Set(rows.map((r) => r.sag_id))];
  const positions = new Map(loadCasePartyPositions(db, caseIds).map((p) => [p.caseId, p]));
  const voteIds = [...positions.values()].flatMap((p) =>
    p.votes.slice(-EARLIER_VOTES_SHOWN).map((v) => v.id),
  );
  const votes = new Map<number, VoteSummary>();
  for (let i = 0; i < voteIds.length; i += MAX_LISTED_VOTES) {
    for (const vote of loadVoteList(db, voteIds.slice(i, i + MAX_LISTED_VOTES))) votes.set(vote.id, vote);
  }
  const [next] = selectMeetingList(db, {
    tense: 'upcoming',
    today,
    typeId: MOEDETYPE.salen,
    periodCode: null,
    limit: 1,
    offset: 0,
  });
  return {
    today,
    meetings: toUpcomingMeetings(rows, positions, votes),
    truncated,
    nextSitting: next ? toMeetingSummary(next) : null,
  };
}

storeReads('lib/data/votes/upcoming-votes-load.ts', { loadUpcomingVotes });
