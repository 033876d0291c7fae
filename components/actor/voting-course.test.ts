import { describe, expect, it } from 'vitest';
import { ATTENDANCE_FILL, WITH_PARTY_FILL } from '@/components/charts/ShareBar';
import type { VotingPeriod } from '@/lib/data/actors/types';
import { ballotSegments, courseExploreData, courseRows, extremes } from './voting-course';

const period = (id: number, present: number, absent: number, withParty: number, againstParty: number) =>
  ({
    period: { id, code: `${id}`, title: `20${id}-${id + 1}` },
    counts: { for: present, against: 0, abstain: 0, absent },
    unknown: 0,
    loyalty: { withParty, againstParty, noMajority: 0, outsideGroup: 0 },
  }) satisfies VotingPeriod;

describe('courseRows', () => {
  it('gives each samling its votes, attendance and share with the party', () => {
    const rows = courseRows([period(13, 90, 10, 80, 20), { ...period(14, 0, 5, 0, 0), period: null }]);
    expect(rows).toEqual([
      { key: '13', title: '2013-14', votes: 100, attendance: 0.9, withParty: 0.8, decided: 100 },
      { key: 'ukendt', title: null, votes: 5, attendance: 0, withParty: null, decided: 0 },
    ]);
  });
});

describe('extremes', () => {
  const rows = courseRows([
    period(13, 90, 10, 90, 0),
    period(14, 50, 50, 40, 10),
    period(15, 1, 0, 1, 0),
    period(16, 70, 30, 70, 0),
  ]);
  it('finds the highest and lowest share among samlinger with enough votes', () => {
    const found = extremes(
      rows,
      (r) => r.attendance,
      (r) => r.votes,
    );
    expect(found?.high.key).toBe('13');
    expect(found?.low.key).toBe('14');
  });

  it('leaves out samlinger with few votes behind the share, and needs two to compare', () => {
    expect(
      extremes(
        rows,
        (r) => r.withParty,
        (r) => r.decided,
      )?.low.key,
    ).toBe('14');
    expect(
      extremes(
        rows.slice(2),
        (r) => r.attendance,
        (r) => r.votes,
      ),
    ).toBeNull();
  });
});

describe('ballotSegments', () => {
  it('places the non-empty choices one after another along the bar', () => {
    expect(ballotSegments({ for: 6, against: 0, abstain: 2, absent: 2 })).toEqual([
      { choice: 'for', count: 6, share: 0.6, start: 0 },
      { choice: 'abstain', count: 2, share: 0.2, start: 0.6 },
      { choice: 'absent', count: 2, share: 0.2, start: 0.8 },
    ]);
    expect(ballotSegments({ for: 0, against: 0, abstain: 0, absent: 0 })).toEqual([]);
  });
});

describe('courseExploreData', () => {
  const rows = courseRows([
    period(13, 90, 10, 80, 20),
    { ...period(14, 3, 1, 0, 0), period: { id: 14, code: '20141', title: '2014-15 (1. samling)' } },
    { ...period(15, 0, 5, 0, 0), period: null },
  ]);
  const data = courseExploreData(rows, {
    attendance: 'Fremmøde',
    withParty: 'Med partiet',
    period: (title) => `«${title}»`,
    point: (share, n) => (share === null ? `none of ${n}` : `${Math.round(share * 100)} of ${n}`),
  });

  it('puts the samlinger with a title on the axis; the unknown samling stays in the table', () => {
    expect(data.periods).toEqual([
      { title: '«2013-14»', tick: '2013-14' },
      { title: '«2014-15 (1. samling)»', tick: '2014-15 (1)' },
    ]);
  });

  it('draws attendance dashed in grey and votes with the party in violet, each share with its count', () => {
    const [present, withParty] = data.series;
    expect(present).toMatchObject({
      id: 'fremmoede',
      label: 'Fremmøde',
      colour: ATTENDANCE_FILL,
      dashed: true,
    });
    expect(present?.points).toEqual([
      { value: 0.9, text: '90 of 100' },
      { value: 0.75, text: '75 of 4' },
    ]);
    expect(withParty).toMatchObject({ id: 'med-partiet', label: 'Med partiet', colour: WITH_PARTY_FILL });
    expect(withParty?.dashed).toBeUndefined();
    expect(withParty?.points).toEqual([
      { value: 0.8, text: '80 of 100' },
      { value: null, text: 'none of 0' },
    ]);
  });
});
