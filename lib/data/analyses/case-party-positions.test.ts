import { describe, expect, it } from 'vitest';
import { openedStore } from '@/lib/store/store-hooks.fixture';
import { loadCasePartyPositions, MAX_POSITION_CASES } from './case-party-positions-load';
import { type CasePositionVote, changedParties, positionChange } from './case-party-positions-shape';
import { buildPositionsStore } from './positions-store.fixture';

const db = openedStore('positions', buildPositionsStore);

const one = (id: number) => {
  const [positions] = loadCasePartyPositions(db(), [id]);
  if (!positions) throw new Error(`no entry for case ${id}`);
  return positions;
};

describe('loadCasePartyPositions', () => {
  it('lists a case’s votes in the timeline’s order with type, step, date and outcome', () => {
    expect(one(10).votes).toEqual([
      {
        id: 1,
        nummer: 3,
        typeId: 4,
        type: 'Ændringsforslag',
        step: '2. behandling',
        date: '2025-02-10T00:00:00',
        adopted: false,
      },
      {
        id: 2,
        nummer: 4,
        typeId: 2,
        type: 'Udvalgsindstilling',
        step: '2. behandling',
        date: '2025-02-10T00:00:00',
        adopted: true,
      },
      {
        id: 3,
        nummer: 7,
        typeId: 1,
        type: 'Endelig vedtagelse',
        step: '3. behandling',
        date: '2025-02-20T00:00:00',
        adopted: true,
      },
    ]);
  });

  it('gives each party’s side per vote: abstain, split and absent included', () => {
    const sides = Object.fromEntries(one(10).parties.map((p) => [p.party, p.sides]));
    expect(sides).toEqual({
      S: ['against', 'for', 'for'],
      V: ['abstain', 'for', 'split'],
      SF: ['absent', 'for', 'against'],
    });
  });

  it('finds the party that changed between two votes other than amendments, with the two votes', () => {
    const sf = one(10).parties.find((p) => p.party === 'SF');
    expect(sf?.change).toMatchObject({
      first: { id: 2 },
      firstSide: 'for',
      later: { id: 3 },
      kind: 'votes',
      forCount: 1,
      againstCount: 1,
    });
  });

  it('marks a change only across an amendment as such: against the amendment, for the bill', () => {
    const s = one(10).parties.find((p) => p.party === 'S');
    expect(s?.change).toMatchObject({
      first: { id: 1 },
      firstSide: 'against',
      later: { id: 3 },
      kind: 'amendment',
      forCount: 2,
      againstCount: 1,
    });
  });

  it('does not count abstaining, a split party or absence as a change', () => {
    expect(changedParties(one(10)).map((p) => p.party)).toEqual(['S', 'SF']);
    expect(one(10).parties.find((p) => p.party === 'V')?.change).toBeNull();
  });

  it('finds no change on a case with one vote, and none where a later vote has no ballots', () => {
    expect(changedParties(one(11))).toEqual([]);
    expect(one(12).votes.map((v) => v.id)).toEqual([5, 6]);
    expect(one(12).parties.find((p) => p.party === 'S')?.sides).toEqual(['against', 'absent']);
    expect(changedParties(one(12))).toEqual([]);
  });

  it('reads several cases at once, one entry per distinct id in the order given, unknown ids empty', () => {
    const many = loadCasePartyPositions(db(), [13, 10, 999, 13]);
    expect(many.map((p) => [p.caseId, p.votes.length])).toEqual([
      [13, 1],
      [10, 3],
      [999, 0],
    ]);
    expect(many[2]?.parties).toEqual([]);
  });

  it('refuses more cases than one read takes', () => {
    const ids = Array.from({ length: MAX_POSITION_CASES + 1 }, (_, i) => i + 1);
    expect(() => loadCasePartyPositions(db(), ids)).toThrow(RangeError);
  });
});

describe('positionChange', () => {
  const vote = (id: number, typeId: number): CasePositionVote => ({
    id,
    nummer: id,
    typeId,
    type: null,
    step: 'Forhandling',
    date: null,
    adopted: true,
  });

  it('marks for one motion for a resolution and against another as a motion change, not a change of sides', () => {
    const motions = [vote(1, 3), vote(2, 3), vote(3, 3)];
    expect(positionChange(motions, ['against', 'for', 'against'])).toMatchObject({
      first: { id: 2 },
      firstSide: 'for',
      later: { id: 3 },
      kind: 'motion',
    });
  });

  it('is a change between votes when a committee recommendation and the final vote differ, amendments aside', () => {
    const votes = [vote(1, 4), vote(2, 2), vote(3, 4), vote(4, 1)];
    expect(positionChange(votes, ['for', 'against', 'against', 'for'])).toMatchObject({
      first: { id: 2 },
      later: { id: 4 },
      kind: 'votes',
    });
  });

  it('is no change when the party only abstained, split or was absent besides one side', () => {
    expect(positionChange([vote(1, 2), vote(2, 1), vote(3, 1)], ['abstain', 'for', 'split'])).toBeNull();
  });
});
