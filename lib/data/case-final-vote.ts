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
  return decidingVote(votes, ({ vote }) => vote.voteTypeId);
}

/**
 * The rule of {@link finalVote} over any list of a case's votes in the order they were taken (each vote's
 * Afstemningstype id by `typeOf`): the last final vote, else the last vote; null for none.
 */
export function decidingVote<T>(votes: readonly T[], typeOf: (vote: T) => number | null): T | null {
  return votes.findLast((v) => typeOf(v) === AFSTEMNINGSTYPE.endeligVedtagelse) ?? votes.at(-1) ?? null;
}
