import { AFSTEMNINGSTYPE } from '@/lib/model/oda-ids';
import type { CaseStep, CaseStepVote, CaseTimeline } from './types';

/** A case's vote with the step it was taken at. */
export interface CaseVoteAt {
  readonly step: CaseStep;
  readonly vote: CaseStepVote;
}

/**
 * The vote a case's result is read from: its last final vote ('Endelig vedtagelse'), else — for cases decided by
 * other votes, such as a forespørgsel's motions — its last vote; null when the case has none. The timeline's steps
 * are in date order and each step's votes in the order they were taken.
 */
export function finalVote(timeline: CaseTimeline): CaseVoteAt | null {
  const votes = timeline.steps.flatMap((step) => step.votes.map((vote) => ({ step, vote })));
  return (
    votes.findLast(({ vote }) => vote.voteTypeId === AFSTEMNINGSTYPE.endeligVedtagelse) ??
    votes.at(-1) ??
    null
  );
}
