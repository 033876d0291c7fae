import { describe, expect, it } from 'vitest';
import { finalVote } from './case-final-vote';
import type { CaseStep, CaseStepVote, CaseTimeline } from './types';

/** Afstemningstype ids as ODA has them (oda-reference §2.2). */
const TYPE_IDS: Readonly<Record<string, number>> = {
  'Endelig vedtagelse': 1,
  'Forslag til vedtagelse': 3,
  Ændringsforslag: 4,
};

const vote = (id: number, voteType: string | null): CaseStepVote => ({
  id,
  nummer: id,
  voteType,
  voteTypeId: voteType === null ? null : (TYPE_IDS[voteType] ?? null),
  adopted: true,
  statedOutcome: 'vedtaget',
  outcomesDisagree: false,
  stemmeCounts: null,
  konklusionCounts: null,
  countsDisagree: false,
  comment: null,
  meetingId: 1,
});

const step = (id: number, votes: CaseStepVote[]): CaseStep => ({
  id,
  title: null,
  type: null,
  status: null,
  date: null,
  day: null,
  folketingstidendeUrl: null,
  documents: [],
  votes,
  meetings: [],
});

const timeline = (...steps: CaseStep[]): CaseTimeline => ({
  steps,
  introductionStepId: null,
  span: null,
  otherMeetings: [],
});

describe('finalVote', () => {
  it('is the last final vote, not an amendment taken after it in the same step or a later one', () => {
    const t = timeline(
      step(1, [vote(10, 'Ændringsforslag')]),
      step(2, [vote(20, 'Endelig vedtagelse'), vote(21, 'Ændringsforslag')]),
      step(3, [vote(30, 'Ændringsforslag')]),
    );
    expect(finalVote(t)?.vote.id).toBe(20);
    expect(finalVote(t)?.step.id).toBe(2);
  });

  it('is the last vote when none is a final vote (a forespørgsel’s motions)', () => {
    const t = timeline(step(1, [vote(10, 'Forslag til vedtagelse'), vote(11, null)]), step(2, []));
    expect(finalVote(t)?.vote.id).toBe(11);
  });

  it('is null for a case without votes', () => {
    expect(finalVote(timeline(step(1, []), step(2, [])))).toBeNull();
    expect(finalVote(timeline())).toBeNull();
  });
});
