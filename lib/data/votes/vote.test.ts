import { describe, expect, it } from 'vitest';
import { storeAsOdaDb } from '@/lib/store/store-hooks.fixture';
import type { VoteDetail } from './types';
import { getVote } from './vote';
import { voteRebels } from './vote-rebels';
import { buildVoteStore } from './vote-store.fixture';
import { getMeetingVoteList, getVoteFilterOptions, getVotes, VOTE_PAGE_SIZE } from './votes';

storeAsOdaDb('vote', buildVoteStore);

async function vote(id: number): Promise<VoteDetail> {
  const found = await getVote(id);
  if (!found) throw new Error(`no vote ${id}`);
  return found;
}

const partyOf = (v: VoteDetail, name: string) => v.ballots.find((b) => b.name === name)?.party;

describe('getVote', () => {
  it('is null for an unknown id', async () => {
    expect(await getVote(999)).toBeNull();
    expect(await getVote(0)).toBeNull();
    expect(await getVote(Number.NaN)).toBeNull();
  });

  it('maps the vote with its case, step, meeting and session', async () => {
    const v = await vote(1);
    expect(v).toMatchObject({
      id: 1,
      nummer: 40,
      voteTypeId: 4,
      voteType: 'Ændringsforslag',
      adopted: true,
      comment: null,
      date: '2025-02-15T00:00:00',
      case: {
        id: 10,
        number: 'L 123',
        title: 'Forslag til lov om ændring af lov om fiskeri',
        shortTitle: 'Ændring af fiskeriloven',
      },
      step: { id: 100, title: '2. behandling', type: '2. behandling' },
      meeting: { id: 1, title: '50. møde', date: '2025-02-15T10:00:00' },
      period: { id: 163, code: '20241', title: '2024-25' },
      stemmeCounts: { for: 3, against: 1, abstain: 0, absent: 2 },
      discrepancies: [],
    });
  });

  it('parses the konklusion and links a named member to their ballot', async () => {
    const v = await vote(1);
    expect(v.konklusion).toEqual({
      text: 'Forslaget blev vedtaget. For stemte 3 (S og Dorte Dahl (UFG)), imod stemte 1 (V), hverken for eller imod stemte 0.',
      outcome: 'vedtaget',
      for: { count: 3, parties: ['S'], members: [{ name: 'Dorte Dahl', party: 'UFG', actorId: 4 }] },
      against: { count: 1, parties: ['V'], members: [] },
      abstain: { count: 0, parties: [], members: [] },
      remark: null,
    });
  });

  it('lists every member by name, with a name built from first and last name when navn is missing', async () => {
    const v = await vote(1);
    expect(v.ballots).toEqual([
      { actorId: 1, name: 'Anna Andersen', party: 'S', choice: 'for' },
      { actorId: 2, name: 'Bo Berg', party: 'S', choice: 'for' },
      { actorId: 3, name: 'Carl Clausen', party: 'V', choice: 'against' },
      { actorId: 4, name: 'Dorte Dahl', party: 'UFG', choice: 'for' },
      { actorId: 5, name: 'Erik Eriksen', party: 'S', choice: 'absent' },
      { actorId: 6, name: 'Frida Fisker', party: null, choice: 'absent' },
    ]);
  });

  it('counts each member in the party they belonged to on the vote date', async () => {
    // Bo Berg left S for V on 1 March 2025; a committee seat with the same role is not a party.
    expect(partyOf(await vote(1), 'Bo Berg')).toBe('S');
    expect(partyOf(await vote(2), 'Bo Berg')).toBe('V');
    expect(partyOf(await vote(4), 'Bo Berg')).toBe('S');
    // A membership with no start date is open towards the past.
    expect(partyOf(await vote(5), 'Carl Clausen')).toBe('V');
  });

  it('breaks the ballots down per party, largest first, members without a party last', async () => {
    const v = await vote(2);
    expect(v.parties).toEqual([
      {
        party: 'S',
        partyName: 'Socialdemokratiet',
        counts: { for: 2, against: 0, abstain: 0, absent: 0 },
        unknown: 0,
        members: 2,
      },
      {
        party: 'V',
        partyName: 'Venstre, Danmarks Liberale Parti',
        counts: { for: 0, against: 2, abstain: 0, absent: 0 },
        unknown: 0,
        members: 2,
      },
      {
        party: 'UFG',
        partyName: 'Uden for folketingsgrupperne',
        counts: { for: 1, against: 0, abstain: 0, absent: 0 },
        unknown: 0,
        members: 1,
      },
      {
        party: null,
        partyName: null,
        counts: { for: 0, against: 0, abstain: 0, absent: 1 },
        unknown: 0,
        members: 1,
      },
    ]);
  });

  it('reports where konklusion, vedtaget and the Stemme rows disagree, with every value', async () => {
    const v = await vote(2);
    expect(v.adopted).toBe(false);
    expect(v.comment).toBe('Omafstemning');
    expect(v.discrepancies).toEqual([
      { kind: 'outcome', konklusion: 'vedtaget', vedtaget: 'forkastet', stemmer: 'vedtaget' },
      { kind: 'count', choice: 'for', konklusion: 4, stemmer: 3 },
    ]);
  });

  it('renders a vote without Stemme rows from its konklusion', async () => {
    const v = await vote(3);
    expect(v).toMatchObject({
      case: null,
      step: null,
      date: '2025-03-12T10:00:00',
      voteType: 'Udvalgsindstilling',
      ballots: [],
      parties: [],
      stemmeCounts: null,
      discrepancies: [],
    });
    expect(v.konklusion.outcome).toBe('forkastet');
    expect(v.konklusion.against).toEqual({ count: 4, parties: ['S', 'V'], members: [] });
    // No ballots to link the named member to.
    expect(v.konklusion.for.members).toEqual([{ name: 'Dorte Dahl', party: 'UFG', actorId: null }]);
  });

  it('keeps an empty konklusion as null and a Stemme without a type as an unknown choice', async () => {
    const v = await vote(4);
    expect(v.konklusion).toMatchObject({ text: null, outcome: null, for: { count: null } });
    expect(v.ballots.find((b) => b.name === 'Dorte Dahl')?.choice).toBeNull();
    expect(v.stemmeCounts).toEqual({ for: 3, against: 0, abstain: 1, absent: 1 });
    expect(v.parties.find((p) => p.party === 'UFG')).toMatchObject({ unknown: 1, members: 1 });
    expect(v.discrepancies).toEqual([]);
  });

  it('returns plain serialisable data', async () => {
    const v = await vote(2);
    expect(JSON.parse(JSON.stringify(v))).toEqual(v);
  });
});

describe('getVotes', () => {
  const all = {
    period: null,
    voteTypeId: null,
    outcome: null,
    text: null,
    caseNumber: null,
    rebels: false,
    page: 1,
  } as const;

  it('lists votes newest first with the total', async () => {
    const page = await getVotes(all);
    expect(page.items.map((v) => v.id)).toEqual([3, 2, 1, 4, 5]);
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: VOTE_PAGE_SIZE, pageCount: 1 });
  });

  it('filters by session, vote type and outcome', async () => {
    expect((await getVotes({ ...all, period: '20231' })).items.map((v) => v.id)).toEqual([5]);
    expect((await getVotes({ ...all, voteTypeId: 4 })).items.map((v) => v.id)).toEqual([1, 4, 5]);
    expect((await getVotes({ ...all, outcome: 'forkastet' })).items.map((v) => v.id)).toEqual([3, 2]);
    const combined = await getVotes({ ...all, period: '20241', voteTypeId: 4, outcome: 'vedtaget' });
    expect(combined.items.map((v) => v.id)).toEqual([1, 4]);
    expect(combined.total).toBe(2);
  });

  it('says of each vote what was voted on: type, step and place in it, texts and counts', async () => {
    const { items: votes } = await getVotes(all);
    expect(votes.find((v) => v.id === 1)).toEqual({
      id: 1,
      nummer: 40,
      date: '2025-02-15T00:00:00',
      adopted: true,
      voteTypeId: 4,
      voteType: 'Ændringsforslag',
      stepTitle: '2. behandling',
      stepPosition: { index: 1, of: 1 },
      comment: null,
      votedFor: ['S', 'Dorte Dahl (UFG)'],
      statedOutcome: 'vedtaget',
      ballotCounts: { for: 3, against: 1, abstain: 0, absent: 2 },
      statedCounts: { for: 3, against: 1, abstain: 0 },
      caseId: 10,
      caseNumber: 'L 123',
      caseTitle: 'Ændring af fiskeriloven',
      meetingId: 1,
      meetingTitle: '50. møde',
      // Counted only in the list filtered to votes with breaks (below).
      rebelCount: null,
    });
    // Recorded as rejected while its konklusion says adopted; a re-vote.
    expect(votes.find((v) => v.id === 2)).toMatchObject({
      adopted: false,
      statedOutcome: 'vedtaget',
      comment: 'Omafstemning',
      stepTitle: '3. behandling',
    });
    // A committee recommendation: no step, no case, no ballots — but the konklusion's counts.
    expect(votes.find((v) => v.id === 3)).toMatchObject({
      stepTitle: null,
      stepPosition: null,
      caseId: null,
      ballotCounts: null,
      statedCounts: { for: 1, against: 4, abstain: 0 },
      votedFor: ['Dorte Dahl (UFG)'],
      rebelCount: null,
    });
    // Ballots but an empty konklusion; a ballot without a type counts in none of the choices.
    expect(votes.find((v) => v.id === 4)).toMatchObject({
      ballotCounts: { for: 3, against: 0, abstain: 1, absent: 1 },
      statedCounts: null,
      votedFor: [],
      rebelCount: null,
    });
  });

  it('filters to the votes where a member broke with their party, as the vote page names them', async () => {
    // Vote 4: S's present members Anna and Bo voted for, Erik Eriksen abstained (a break). Vote 1: S for, Erik
    // absent (no break); V's Carl alone present (no majority to break). Vote 3 has no ballots.
    const page = await getVotes({ ...all, rebels: true });
    expect(page.items.map((v) => [v.id, v.rebelCount])).toEqual([[4, 1]]);
    expect(page.total).toBe(1);
    const detail = await getVote(4);
    expect(
      voteRebels(detail?.ballots ?? [], detail?.parties ?? []).parties.flatMap((p) =>
        p.members.map((m) => m.actorId),
      ),
    ).toEqual([5]);
    expect((await getVotes({ ...all, rebels: true, period: '20231' })).total).toBe(0);
  });

  it('filters by words in the case, the step and the vote texts, all words, regardless of case', async () => {
    const ids = async (text: string) => (await getVotes({ ...all, text })).items.map((v) => v.id);
    expect(await ids('omafstemning')).toEqual([2]);
    expect(await ids('FISKERILOVEN ændring')).toEqual([2, 1, 4]);
    expect(await ids('l 123')).toEqual([2, 1, 4]);
    expect(await ids('Dahl')).toEqual([3, 2, 1]);
    expect(await ids('3. behandling')).toEqual([2]);
    expect(await ids('fiskeri laks')).toEqual([]);
  });

  it('filters by case number regardless of case and spacing', async () => {
    const page = await getVotes({ ...all, caseNumber: 'l  123' });
    expect(page.items.map((v) => v.id)).toEqual([2, 1, 4]);
    expect(page.total).toBe(3);
    expect((await getVotes({ ...all, caseNumber: 'L 124' })).total).toBe(0);
    expect(
      (await getVotes({ ...all, caseNumber: 'L 123', outcome: 'forkastet' })).items.map((v) => v.id),
    ).toEqual([2]);
  });

  it('gives an empty page past the end, still with the total', async () => {
    const page = await getVotes({ ...all, page: 3 });
    expect(page).toMatchObject({ items: [], total: 5, page: 3, pageCount: 1 });
  });

  it('reads an unknown session as no match and a bad page as page 1', async () => {
    expect(await getVotes({ ...all, period: '19991' })).toMatchObject({ items: [], total: 0, pageCount: 1 });
    expect((await getVotes({ ...all, page: -2 })).page).toBe(1);
  });
});

describe('getMeetingVoteList', () => {
  it('lists a meeting’s votes in the order they were taken, and nothing for a meeting without votes', async () => {
    expect((await getMeetingVoteList(2)).map((v) => [v.id, v.nummer])).toEqual([
      [2, 45],
      [3, 46],
    ]);
    expect(await getMeetingVoteList(999)).toEqual([]);
  });
});

describe('getVoteFilterOptions', () => {
  it('offers the sessions with votes, newest first, and every vote type', async () => {
    expect(await getVoteFilterOptions()).toEqual({
      periods: [
        { code: '20241', title: '2024-25' },
        { code: '20231', title: '2023-24' },
      ],
      voteTypes: [
        { id: 1, name: 'Endelig vedtagelse' },
        { id: 2, name: 'Udvalgsindstilling' },
        { id: 3, name: 'Forslag til vedtagelse' },
        { id: 4, name: 'Ændringsforslag' },
      ],
    });
  });
});
