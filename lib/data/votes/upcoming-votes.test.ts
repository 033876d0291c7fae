import { describe, expect, it } from 'vitest';
import { openedStore } from '@/lib/store/store-hooks.fixture';
import type { UpcomingStepRow } from '@/lib/store/upcoming-votes';
import { buildUpcomingStore } from './upcoming-store.fixture';
import { EXPECTED_VOTE_STEP_TYPES, expectedVote } from './upcoming-vote-rule';
import { loadUpcomingVotes } from './upcoming-votes-load';
import {
  countByKind,
  expectedVoteSteps,
  MAX_UPCOMING_CASES,
  onlyKind,
  type UpcomingVoteMeeting,
} from './upcoming-votes-shape';

describe('expectedVote', () => {
  it.each([
    [17, 3, 'final'],
    [17, 5, 'final'],
    [17, null, 'final'],
    [10, 5, 'final'],
    [10, 3, null],
    [3, 2, 'motions'],
    [3, 11, null],
    [8, 3, null],
    [14, 5, null],
  ] as const)('step type %s on case type %s: %s', (step, caseType, expected) => {
    expect(expectedVote(step, caseType)).toBe(expected);
  });

  it('asks the store for the three step types once each', () => {
    expect([...EXPECTED_VOTE_STEP_TYPES].sort((a, b) => a - b)).toEqual([3, 10, 17]);
  });
});

describe('loadUpcomingVotes', () => {
  const db = openedStore('upcoming', buildUpcomingStore);
  const later = openedStore('upcoming-later', (file) => buildUpcomingStore(file, '2025-05-01'));

  it('lists the expected votes of the chamber’s sittings from today on, by meeting and agenda number', () => {
    const upcoming = loadUpcomingVotes(db());
    expect(upcoming.today).toBe('2025-04-01');
    expect(upcoming.truncated).toBe(false);
    expect(
      upcoming.meetings.map((m) => [
        m.id,
        m.votes.map((v) => [v.agendaNumber, v.caseNumber, v.stepTitle, v.expected, v.caseType]),
      ]),
    ).toEqual([
      [10, [['10', 'L 20', '3. behandling', 'final', 'Lovforslag']]],
      [
        11,
        [
          ['3', 'B 21', '2. behandling', 'final', 'Beslutningsforslag'],
          ['12', 'F 22', 'Forhandling', 'motions', 'Forespørgsel'],
        ],
      ],
    ]);
  });

  it('gives each case its last four votes so far, with the parties by side on each', () => {
    const [l20] = loadUpcomingVotes(db()).meetings[0]?.votes ?? [];
    expect(l20?.caseTitle).toBe('Kystbeskyttelse');
    expect(l20?.earlierVoteCount).toBe(5);
    expect(l20?.earlierVotes.map((e) => e.vote.id)).toEqual([21, 22, 23, 24]);
    expect(l20?.earlierVotes[0]?.vote.ballotCounts).toEqual({ for: 4, against: 2, abstain: 0, absent: 0 });
    expect(l20?.earlierVotes[3]?.sides).toEqual({
      for: ['S', 'V'],
      against: ['SF'],
      abstain: [],
      split: [],
      absent: [],
    });
  });

  it('leaves the cases without votes with none', () => {
    const meeting = loadUpcomingVotes(db()).meetings[1];
    expect(meeting?.votes.map((v) => [v.earlierVoteCount, v.earlierVotes])).toEqual([
      [0, []],
      [0, []],
    ]);
  });

  it('names the next sitting, and is empty when no vote is expected', () => {
    expect(loadUpcomingVotes(db()).nextSitting?.id).toBe(10);
    const none = loadUpcomingVotes(later());
    expect(none.meetings).toEqual([]);
    expect(none.nextSitting).toBeNull();
  });
});

describe('expectedVoteSteps', () => {
  const row = (sagId: number, stepTypeId: number, caseTypeId: number) =>
    ({ sag_id: sagId, sagstrinstype_id: stepTypeId, sagstype_id: caseTypeId }) as UpcomingStepRow;

  it('keeps the expected steps only, and at most MAX_UPCOMING_CASES cases', () => {
    const rows = [
      row(1, 8, 3),
      ...Array.from({ length: MAX_UPCOMING_CASES + 1 }, (_, k) => row(k + 2, 17, 3)),
    ];
    const { rows: kept, truncated } = expectedVoteSteps(rows);
    expect(truncated).toBe(true);
    expect(kept).toHaveLength(MAX_UPCOMING_CASES);
    expect(kept[0]).toMatchObject({ sag_id: 2, expected: 'final' });
  });

  it('counts a case on two agendas once', () => {
    const rows = Array.from({ length: MAX_UPCOMING_CASES + 1 }, (_, k) => row(k === 1 ? 1 : k + 1, 17, 3));
    expect(expectedVoteSteps(rows)).toMatchObject({ truncated: false });
  });
});

describe('countByKind and onlyKind', () => {
  const meeting = (id: number, kinds: readonly ('final' | 'motions')[]) =>
    ({
      id,
      votes: kinds.map((expected, k) => ({ agendaItemId: id * 10 + k, expected })),
    }) as unknown as UpcomingVoteMeeting;
  const meetings = [meeting(1, ['final', 'motions']), meeting(2, ['motions'])];

  it('counts the votes of each kind', () => {
    expect(countByKind(meetings)).toEqual({ final: 1, motions: 2 });
  });

  it('keeps the votes of one kind and drops meetings left empty', () => {
    expect(onlyKind(meetings, 'final').map((m) => [m.id, m.votes.length])).toEqual([[1, 1]]);
    expect(onlyKind(meetings, 'motions').map((m) => [m.id, m.votes.length])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(onlyKind(meetings, null)).toEqual(meetings);
  });
});
