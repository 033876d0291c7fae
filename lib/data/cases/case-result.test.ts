import { describe, expect, it } from 'vitest';
import { openedStore } from '@/lib/store/store-hooks.fixture';
import { decideCaseResult, resultVoteOf, toResultVote } from './case-result';
import { loadCaseResult, loadCaseResults } from './case-result-load';
import { buildResultStore } from './result-store.fixture';
import type { CaseResult } from './types';

const db = openedStore('result', buildResultStore);

function result(id: number): CaseResult {
  const found = loadCaseResult(db(), id);
  if (!found) throw new Error(`no case ${id}`);
  return found;
}

/** The result narrowed to one kind, failing the test when it is another. */
function ofKind<K extends CaseResult['kind']>(id: number, kind: K): Extract<CaseResult, { kind: K }> {
  const r = result(id);
  expect(r.kind).toBe(kind);
  return r as Extract<CaseResult, { kind: K }>;
}

describe('a lovforslag or beslutningsforslag: its final vote', () => {
  it('is the last final vote, never an amendment taken before it', () => {
    const r = ofKind(10, 'final-vote');
    expect(r.basis).toBe('final');
    expect(r.vote.id).toBe(1002);
    expect(r.vote.adopted).toBe(true);
    expect(r.vote.stepTitle).toBe('3. behandling');
    expect(r.vote.counts).toEqual({ for: 3, against: 1, abstain: 0 });
    expect(r.vote.countsFrom).toBe('ballots');
  });

  it('is not yet voted while only amendments have been voted and the status is under way', () => {
    const r = ofKind(11, 'not-yet-voted');
    expect(r.rule).toBe('final-vote');
    expect(r.status).toBe('2. beh./Direkte til 3. beh.');
  });

  it('says a withdrawn bill ended without a vote, from its status', () => {
    const r = ofKind(12, 'closed-without-vote');
    expect(r.status).toBe('Tilbagetaget');
    expect(r.statusGroup).toBe('lapsed');
  });

  it('shows a status that contradicts the final vote instead of choosing', () => {
    const r = ofKind(13, 'disagreement');
    expect(r.issue).toMatchObject({
      about: 'status',
      status: 'Stadfæstet',
      vote: { id: 1301, adopted: false },
    });
  });

  it('shows a final vote whose records disagree: vedtaget against the konklusion and the ballots', () => {
    const r = ofKind(14, 'disagreement');
    expect(r.issue.about).toBe('vote-records');
    if (r.issue.about !== 'vote-records') return;
    expect(r.issue.vote.outcomes).toEqual({
      vedtaget: 'vedtaget',
      konklusion: 'forkastet',
      ballots: 'forkastet',
    });
  });

  it('reads a beslutningsforslag’s final vote at its second reading, counted from the konklusion without ballots', () => {
    const r = ofKind(20, 'final-vote');
    expect(r.vote).toMatchObject({
      id: 2001,
      adopted: false,
      stepTitle: '2. behandling',
      countsFrom: 'konklusion',
    });
    expect(r.vote.counts).toEqual({ for: 1, against: 3, abstain: 0 });
  });
});

describe('a forespørgsel: the motion adopted at the end of its debate', () => {
  it('names the adopted motion, its proposers and counts, with every motion tabled', () => {
    const r = ofKind(30, 'motion-adopted');
    expect(r.motion).toMatchObject({
      caseId: 32,
      label: 'V 2',
      proposers: ['S', 'V', 'M'],
      status: 'Vedtaget',
    });
    expect(r.motion.vote.counts).toEqual({ for: 3, against: 1, abstain: 0 });
    // In the order voted on, the lapsed one last.
    expect(r.motions.map((m) => [m.label, m.vote?.adopted ?? null])).toEqual([
      ['V 1', false],
      ['V 2', true],
      ['V 3', null],
    ]);
    expect(r.motions[0]?.proposers).toEqual(['EL']);
  });

  it('is "none adopted" when every motion voted on fell', () => {
    const r = ofKind(34, 'no-motion-adopted');
    expect(r.motions.map((m) => m.label)).toEqual(['V 4', 'V 5']);
  });

  it('counts motion votes on the debate’s own step, without a number', () => {
    const r = ofKind(37, 'motion-adopted');
    expect(r.motion).toMatchObject({ caseId: null, label: null, proposers: [] });
    expect(r.motion.vote.id).toBe(3702);
    expect(r.motions).toHaveLength(2);
  });

  it('is not yet voted before the debate', () => {
    const r = ofKind(38, 'not-yet-voted');
    expect(r.rule).toBe('motions');
    expect(r.motions).toEqual([]);
  });

  it('shows two motions recorded as adopted in one debate instead of choosing', () => {
    const r = ofKind(39, 'disagreement');
    expect(r.issue.about).toBe('several-adopted');
    if (r.issue.about !== 'several-adopted') return;
    expect(r.issue.adopted.map((m) => m.label)).toEqual(['V 6', 'V 7']);
  });

  it('reads a redegørelse’s debate the same way: debated, no motion voted on', () => {
    const r = ofKind(42, 'closed-without-vote');
    expect(r.rule).toBe('motions');
    expect(r.status).toBe('Forhandlet');
  });
});

describe('a forslag til vedtagelse: its own fate and how its debate ended', () => {
  it('is adopted, with the debate it ended', () => {
    const r = ofKind(32, 'motion');
    expect(r.fate).toBe('adopted');
    expect(r.motion).toMatchObject({ label: 'V 2', proposers: ['S', 'V', 'M'] });
    expect(r.debate).toMatchObject({ id: 30, number: 'F 30', result: { kind: 'motion-adopted' } });
  });

  it('lapsed when another motion was adopted first (its status says so; it has no vote)', () => {
    const r = ofKind(33, 'motion');
    expect(r.fate).toBe('lapsed');
    expect(r.motion.vote).toBeNull();
    expect(r.debate?.result.kind).toBe('motion-adopted');
  });

  it('rejected, in a debate where none was adopted', () => {
    const r = ofKind(35, 'motion');
    expect(r.fate).toBe('rejected');
    expect(r.debate?.result.kind).toBe('no-motion-adopted');
  });
});

describe('types the Folketing does not decide by vote', () => {
  it('say so for a § 20-spørgsmål and an Alm. del case', () => {
    expect(ofKind(50, 'no-votes-expected').status).toBe('Besvaret, endeligt');
    expect(ofKind(51, 'no-votes-expected').rule).toBe('none');
  });

  it('show a vote such a case has all the same as its latest vote', () => {
    const r = ofKind(52, 'final-vote');
    expect(r).toMatchObject({ rule: 'none', basis: 'latest', vote: { id: 5201 } });
  });
});

describe('loadCaseResults', () => {
  it('reads many cases at once, the same as one by one, leaving unknown ids out', () => {
    const ids = [10, 11, 12, 13, 14, 20, 30, 32, 33, 34, 37, 38, 39, 42, 50, 51, 52, 999];
    const all = loadCaseResults(db(), ids);
    expect(all.has(999)).toBe(false);
    for (const id of ids.slice(0, -1)) expect(all.get(id)).toEqual(result(id));
  });
});

describe('resultVoteOf', () => {
  it('is the final vote or the adopted motion, else null', () => {
    expect(resultVoteOf(result(10))?.id).toBe(1002);
    expect(resultVoteOf(result(30))?.id).toBe(3201);
    expect(resultVoteOf(result(34))).toBeNull();
    expect(resultVoteOf(result(14))).toBeNull();
    expect(resultVoteOf(result(50))).toBeNull();
  });
});

describe('decideCaseResult on records that state less', () => {
  const vote = {
    id: 1,
    nummer: 1,
    typeId: 1,
    type: 'Endelig vedtagelse',
    stepTitle: '3. behandling',
    date: '2025-01-01T12:00:00',
    adopted: true,
    statedOutcome: null,
    ballots: null,
    statedCounts: null,
  };
  const bill = {
    id: 1,
    typeId: 3,
    number: 'L 1',
    title: null,
    status: null,
    proposers: [],
    votes: [vote],
    motions: [],
    debate: null,
  };

  it('takes a record that states nothing (an empty konklusion, no ballots) as no disagreement', () => {
    const r = decideCaseResult(bill);
    expect(r.kind).toBe('final-vote');
    expect(resultVoteOf(r)?.counts).toBeNull();
  });

  it('gives counts from the konklusion only when it states both for and against', () => {
    expect(toResultVote({ ...vote, statedCounts: { for: 3, against: null, abstain: 0 } }).counts).toBeNull();
    expect(toResultVote({ ...vote, statedCounts: { for: 3, against: 1, abstain: null } }).counts).toEqual({
      for: 3,
      against: 1,
      abstain: 0,
    });
  });

  it('marks counts that differ between the konklusion and the ballots without calling the outcome in doubt', () => {
    const v = toResultVote({
      ...vote,
      statedOutcome: 'vedtaget',
      ballots: { for: 3, against: 1, abstain: 0, absent: 0 },
      statedCounts: { for: 4, against: 1, abstain: 0 },
    });
    expect(v.countsDisagree).toBe(true);
    expect(
      decideCaseResult({
        ...bill,
        votes: [{ ...vote, ballots: { for: 3, against: 1, abstain: 0, absent: 0 } }],
      }).kind,
    ).toBe('final-vote');
  });

  it('treats an unknown case type like the types not decided by vote', () => {
    expect(decideCaseResult({ ...bill, typeId: 99, votes: [] }).kind).toBe('no-votes-expected');
  });
});
