import { describe, expect, it } from 'vitest';
import { loadPartyChangedPositions } from '@/lib/data/analyses/party-changed-positions-load';
import { loadPartyTopics } from '@/lib/data/analyses/party-topics-load';
import { buildPositionsStore } from '@/lib/data/analyses/positions-store.fixture';
import { openedStore } from '@/lib/store/store-hooks.fixture';

const db = openedStore('party-record', buildPositionsStore);

describe('loadPartyTopics', () => {
  it('counts a subject’s cases by the party’s side on each deciding vote, with the cases, biggest subject first', () => {
    const s = loadPartyTopics(db(), 'S', null, 10, null);
    expect(s.period).toBeNull();
    expect(s.topics.map((t) => [t.word, t.n, t.for, t.against, t.abstain])).toEqual([
      ['miljø og natur', 3, 2, 1, 0],
      ['skatter og afgifter', 1, 1, 0, 0],
    ]);
    // Case 12's deciding vote is its final vote (5), not the later amendment vote (6); newest deciding vote first.
    expect(s.topics[0]?.cases.map((c) => [c.caseId, c.side, c.vote.id])).toEqual([
      [12, 'against', 5],
      [11, 'for', 4],
      [10, 'for', 3],
    ]);
    expect(s.topics[0]?.cases[0]).toMatchObject({
      caseNumber: 'L 12',
      caseTitle: 'Forslag til lov om skovrejsning',
    });
  });

  it('leaves out cases where the party was split or absent, and subjects that are not a Sagsområde', () => {
    const v = loadPartyTopics(db(), 'V', null, 10, null);
    expect(v.topics.map((t) => [t.word, t.n, t.for, t.against])).toEqual([
      ['miljø og natur', 2, 1, 1],
      ['skatter og afgifter', 1, 1, 0],
    ]);
    expect(loadPartyTopics(db(), 'XX', null, 10, null).topics).toEqual([]);
  });

  it('covers one samling when asked, all for an unknown code, and lists every case of the full topic only', () => {
    const one = loadPartyTopics(db(), 'SF', '20241', 1, 1);
    expect(one.period).toEqual({ code: '20241', title: '2024-25' });
    expect(one.periods).toEqual([{ code: '20241', title: '2024-25' }]);
    expect(one.topics.map((t) => [t.word, t.for, t.against, t.cases.length])).toEqual([
      ['miljø og natur', 1, 2, 3],
      ['skatter og afgifter', 1, 0, 1],
    ]);
    expect(loadPartyTopics(db(), 'SF', '19991', 1, null).period).toBeNull();
    expect(loadPartyTopics(db(), 'SF', null, 1, null).topics[0]?.cases).toHaveLength(1);
  });
});

describe('loadPartyChangedPositions', () => {
  it('lists the cases where the party changed sides between votes, with the two votes', () => {
    const sf = loadPartyChangedPositions(db(), 'SF', 'votes', 1, 10);
    expect(sf.byKind).toEqual({ votes: 1, amendment: 0, motion: 0 });
    expect(sf.items.map((c) => [c.caseId, c.caseNumber, c.change.first.id, c.change.later.id])).toEqual([
      [10, 'L 10', 2, 3],
    ]);
  });

  it('keeps the amendment-only changes in their own kind, and none for a party that never changed', () => {
    const s = loadPartyChangedPositions(db(), 'S', 'votes', 1, 10);
    expect(s.byKind).toEqual({ votes: 0, amendment: 1, motion: 0 });
    expect(s.items).toEqual([]);
    expect(s.total).toBe(0);
    expect(loadPartyChangedPositions(db(), 'S', 'amendment', 1, 10).items.map((c) => c.caseId)).toEqual([10]);
    expect(loadPartyChangedPositions(db(), 'V', 'amendment', 1, 10).total).toBe(0);
  });

  it('clamps the page to the last', () => {
    const page = loadPartyChangedPositions(db(), 'SF', 'votes', 9, 10);
    expect([page.page, page.pageCount, page.items.length]).toEqual([1, 1, 1]);
  });
});
