import { describe, expect, it } from 'vitest';
import { getVote } from '@/lib/data/votes/vote';
import { voteRebels } from '@/lib/data/votes/vote-rebels';
import { getVotes } from '@/lib/data/votes/votes';
import { storeAsOdaDb } from '@/lib/store/store-hooks.fixture';
import { getRebellionFilterOptions, getRebellions } from './rebellions';
import { buildRebellionsStore, REBELLION_MEMBERS as M } from './rebellions-store.fixture';
import type { RebellionFilters } from './types';

storeAsOdaDb('rebellions', buildRebellionsStore);

const all: RebellionFilters = { party: null, period: null, actorId: null, page: 1 };

/** The page's breaks as [vote, member, party, choice, majority]. */
async function breaks(filters: Partial<RebellionFilters> = {}) {
  const page = await getRebellions({ ...all, ...filters });
  return page.items.map((r) => [r.vote.id, r.actorId, r.party, r.choice, r.majority]);
}

describe('getRebellions', () => {
  it('lists every member who voted against their party’s majority, newest vote first, then by party and name', async () => {
    expect(await breaks()).toEqual([
      [11, M.bo, 'S', 'against', 'for'],
      [11, M.gitte, 'V', 'for', 'against'],
      [14, M.cecilie, 'S', 'abstain', 'against'],
      [14, M.gitte, 'S', 'for', 'against'],
      [15, M.cecilie, 'S', 'against', 'for'],
    ]);
  });

  it('leaves out members who voted with their party, were absent, were alone, tied or sat as independents', async () => {
    const listed = new Set((await breaks()).map(([vote, member]) => `${vote}:${member}`));
    // Vote 11: Anna and Cecilie voted with S, Dan and Eva with V; Hans was KF's only member; Finn is UFG.
    for (const member of [M.anna, M.cecilie, M.dan, M.eva, M.hans, M.finn])
      expect(listed).not.toContain(`11:${member}`);
    // Vote 13: Bo was absent and S's present members tied (Anna for, Cecilie neither): no majority to break.
    expect([...listed].filter((k) => k.startsWith('13:'))).toEqual([]);
    // Vote 14: V tied (Dan for, Eva against).
    expect(listed).not.toContain(`14:${M.dan}`);
    expect(listed).not.toContain(`14:${M.eva}`);
  });

  it('names the same members as the vote page’s "Brød med partiet", vote by vote', async () => {
    const listed = await getRebellions(all);
    for (const id of [11, 12, 13, 14, 15]) {
      const vote = await getVote(id);
      const onPage = voteRebels(vote?.ballots ?? [], vote?.parties ?? []).parties.flatMap((p) =>
        p.members.map((m) => `${m.actorId} ${p.party} ${m.choice} ${p.majority}`),
      );
      const inList = listed.items
        .filter((r) => r.vote.id === id)
        .map((r) => `${r.actorId} ${r.party} ${r.choice} ${r.majority}`);
      expect(inList.sort(), `vote ${id}`).toEqual(onPage.sort());
    }
  });

  it('gives each break its member, party, the party’s ballots and the vote as a list line', async () => {
    const [first] = (await getRebellions(all)).items;
    expect(first).toMatchObject({
      actorId: M.bo,
      name: 'Bo Berg',
      party: 'S',
      partyName: 'Socialdemokratiet',
      choice: 'against',
      majority: 'for',
      partyCounts: { for: 2, against: 1, abstain: 0 },
      vote: {
        id: 11,
        caseNumber: 'L 5',
        caseTitle: 'Ændring af skibsfartsloven',
        stepTitle: '3. behandling',
        date: '2025-03-12T13:00:00',
        rebelCount: 2,
      },
    });
  });

  it('filters by the party on the vote date, the samling and the member', async () => {
    expect(await breaks({ party: 'V' })).toEqual([[11, M.gitte, 'V', 'for', 'against']]);
    expect((await breaks({ party: 'S' })).map(([vote, member]) => [vote, member])).toEqual([
      [11, M.bo],
      [14, M.cecilie],
      [14, M.gitte],
      [15, M.cecilie],
    ]);
    expect(await breaks({ period: '20231' })).toEqual([[15, M.cecilie, 'S', 'against', 'for']]);
    // Gitte Grøn broke with S before she moved to V, and with V after.
    expect(await breaks({ actorId: M.gitte })).toEqual([
      [11, M.gitte, 'V', 'for', 'against'],
      [14, M.gitte, 'S', 'for', 'against'],
    ]);
    expect(await breaks({ party: 'S', period: '20241', actorId: M.cecilie })).toEqual([
      [14, M.cecilie, 'S', 'abstain', 'against'],
    ]);
  });

  it('matches nothing for an unknown party, samling or member, and names the member filtered to', async () => {
    expect(await getRebellions({ ...all, party: 'XX' })).toMatchObject({ items: [], total: 0, pageCount: 1 });
    expect((await getRebellions({ ...all, period: '19991' })).total).toBe(0);
    expect(await getRebellions({ ...all, actorId: M.anna })).toMatchObject({
      items: [],
      total: 0,
      member: { id: M.anna, name: 'Anna Andersen' },
    });
    expect((await getRebellions({ ...all, actorId: 99999 })).member).toEqual({ id: 99999, name: null });
    expect((await getRebellions(all)).member).toBeNull();
  });

  it('gives an empty page past the end, still with the total, and reads a bad page as page 1', async () => {
    expect(await getRebellions({ ...all, page: 2 })).toMatchObject({
      items: [],
      total: 5,
      page: 2,
      pageCount: 1,
    });
    expect((await getRebellions({ ...all, page: -1 })).page).toBe(1);
  });
});

describe('getRebellionFilterOptions', () => {
  it('offers the parties and samlinger with at least one break', async () => {
    expect(await getRebellionFilterOptions()).toEqual({
      parties: [
        { code: 'S', name: 'Socialdemokratiet' },
        { code: 'V', name: 'Venstre, Danmarks Liberale Parti' },
      ],
      periods: [
        { code: '20241', title: '2024-25' },
        { code: '20231', title: '2023-24' },
      ],
    });
  });
});

describe('the vote list’s rebels filter', () => {
  it('keeps the votes with a break, each with its number of breaks, and counts nothing unfiltered', async () => {
    const filters = { period: null, voteTypeId: null, outcome: null, text: null, caseNumber: null, page: 1 };
    const page = await getVotes({ ...filters, rebels: true });
    expect(page.items.map((v) => [v.id, v.rebelCount])).toEqual([
      [11, 2],
      [14, 2],
      [15, 1],
    ]);
    // Unfiltered, the list does not wait for the voting index: nothing is counted.
    const every = await getVotes({ ...filters, rebels: false });
    expect(every.items.map((v) => [v.id, v.rebelCount])).toEqual([
      [12, null],
      [11, null],
      [13, null],
      [14, null],
      [15, null],
    ]);
  });
});
