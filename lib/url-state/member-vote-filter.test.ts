import { describe, expect, it } from 'vitest';
import type { MemberBallot } from '@/lib/data/votes/types';
import { MemberVoteFilter } from './member-vote-filter';

const ballots: MemberBallot[] = [
  { actorId: 1, name: 'Østergaard, Åse', party: 'S', choice: 'for' },
  { actorId: 2, name: 'Aabo, Bent', party: 'V', choice: 'against' },
  { actorId: 3, name: 'Zeuthen, Carl', party: 'S', choice: 'absent' },
  { actorId: 4, name: 'Berg, Dorte', party: null, choice: 'abstain' },
  { actorId: 5, name: 'Æbelø, Erik', party: 'EL', choice: null },
  { actorId: 6, name: 'Berg, Dorte', party: 'V', choice: 'for' },
];
const ids = (list: readonly MemberBallot[]) => list.map((b) => b.actorId);

describe('MemberVoteFilter', () => {
  it('defaults to everyone by name A–Å, with an empty query', () => {
    const f = MemberVoteFilter.fromUrl('');
    expect(f).toMatchObject({ party: null, choice: null, sort: { key: 'name', descending: false } });
    expect(f.toQuery()).toBe('');
    expect(f.hasFilters).toBe(false);
    // Danish order: Aa… sorts as Å in Danish collation, after Z, Æ, Ø.
    expect(ids(f.apply(ballots))).toEqual([4, 6, 3, 5, 1, 2]);
  });

  it('reads party, vote and sort from the URL and writes them back in a fixed order', () => {
    const f = MemberVoteFilter.fromUrl('?sortering=-parti&stemme=imod&parti=V');
    expect(f).toMatchObject({ party: 'V', choice: 'against', sort: { key: 'party', descending: true } });
    expect(f.toQuery()).toBe('?parti=V&stemme=imod&sortering=-parti');
    expect(MemberVoteFilter.fromUrl(f.toQuery())).toEqual(f);
  });

  it.each([
    ['stemme=ja', { choice: null }],
    ['stemme=FRAVAER', { choice: 'absent' }],
    ['stemme=hverken', { choice: 'abstain' }],
    ['sortering=alder', { sort: { key: 'name', descending: false } }],
    ['sortering=--navn', { sort: { key: 'name', descending: false } }],
    ['parti=', { party: null }],
    [`parti=${'x'.repeat(41)}`, { party: null }],
  ])('reads %s leniently', (query, expected) => {
    expect(MemberVoteFilter.fromUrl(query)).toMatchObject(expected);
  });

  it('filters by party and by vote, together', () => {
    expect(ids(MemberVoteFilter.fromUrl('parti=S').apply(ballots))).toEqual([3, 1]);
    expect(ids(MemberVoteFilter.fromUrl('stemme=for').apply(ballots))).toEqual([6, 1]);
    expect(ids(MemberVoteFilter.fromUrl('parti=V&stemme=for').apply(ballots))).toEqual([6]);
    expect(ids(MemberVoteFilter.fromUrl('parti=KF').apply(ballots))).toEqual([]);
  });

  it('sorts by party or vote with ties by name, missing values last either way round', () => {
    expect(ids(MemberVoteFilter.fromUrl('sortering=parti').apply(ballots))).toEqual([5, 3, 1, 6, 2, 4]);
    expect(ids(MemberVoteFilter.fromUrl('sortering=-parti').apply(ballots))).toEqual([6, 2, 3, 1, 5, 4]);
    expect(ids(MemberVoteFilter.fromUrl('sortering=stemme').apply(ballots))).toEqual([6, 1, 2, 4, 3, 5]);
    expect(ids(MemberVoteFilter.fromUrl('sortering=-stemme').apply(ballots))).toEqual([3, 4, 2, 6, 1, 5]);
    expect(ids(MemberVoteFilter.fromUrl('sortering=-navn').apply(ballots))).toEqual([2, 1, 5, 3, 6, 4]);
  });

  it('toggles a column: ascending first, then descending; changes leave the original alone', () => {
    const f = MemberVoteFilter.EMPTY;
    expect(f.toggledSort('party').toQuery()).toBe('?sortering=parti');
    expect(f.toggledSort('party').toggledSort('party').toQuery()).toBe('?sortering=-parti');
    expect(f.toggledSort('name').toQuery()).toBe('?sortering=-navn');
    expect(f.withParty('S').withChoice('absent').toQuery()).toBe('?parti=S&stemme=fravaer');
    expect(f.toQuery()).toBe('');
    expect(Object.isFrozen(f)).toBe(true);
  });

  it('does not reorder or change the input', () => {
    const copy = structuredClone(ballots);
    MemberVoteFilter.fromUrl('sortering=-stemme').apply(ballots);
    expect(ballots).toEqual(copy);
  });
});
