import { describe, expect, it } from 'vitest';
import { VoteSearch } from './vote-search';

describe('VoteSearch', () => {
  it('defaults to every vote, page 1, at the bare path', () => {
    const s = VoteSearch.fromUrl('');
    expect(s).toMatchObject({ period: null, voteTypeId: null, outcome: null, page: 1, hasFilters: false });
    expect(s.toUrl()).toBe('/afstemninger');
    expect(s).toEqual(VoteSearch.EMPTY);
    expect(VoteSearch.fromUrl('samling=20241').withoutFilters()).toBe(VoteSearch.EMPTY);
  });

  it('reads every parameter from a URL, URLSearchParams, a query string or Next searchParams', () => {
    const expected = { period: '20241', voteTypeId: 3, outcome: 'forkastet', page: 4 };
    const query = 'samling=20241&type=3&resultat=forkastet&side=4';
    expect(VoteSearch.fromUrl(new URL(`https://tingdata.dk/afstemninger?${query}`))).toMatchObject(expected);
    expect(VoteSearch.fromUrl(new URLSearchParams(query))).toMatchObject(expected);
    expect(VoteSearch.fromUrl(`?${query}`)).toMatchObject(expected);
    expect(VoteSearch.fromUrl(`/afstemninger?${query}#top`)).toMatchObject(expected);
    expect(
      VoteSearch.fromUrl({ samling: '20241', type: ['x', '3'], resultat: 'FORKASTET', side: '4' }),
    ).toMatchObject(expected);
  });

  it('round-trips: toUrl then fromUrl gives the same state, with parameters in a fixed order', () => {
    const url = '/afstemninger?samling=20241&type=1&resultat=vedtaget&side=2';
    const s = VoteSearch.fromUrl('side=2&resultat=vedtaget&type=1&samling=20241');
    expect(s.toUrl()).toBe(url);
    expect(VoteSearch.fromUrl(url)).toEqual(s);
  });

  it.each([
    ['samling=2024', { period: null }],
    ['samling=2024-25', { period: null }],
    ['samling=', { period: null }],
    ['type=0', { voteTypeId: null }],
    ['type=-1', { voteTypeId: null }],
    ['type=1.5', { voteTypeId: null }],
    ['type=01', { voteTypeId: null }],
    ['type=99999999999', { voteTypeId: null }],
    ['resultat=ja', { outcome: null }],
    ['side=0', { page: 1 }],
    ['side=abc', { page: 1 }],
    ['side=1e3', { page: 1 }],
    ['side=99999999', { page: 1 }],
    ['side=%20%207', { page: 7 }],
  ])('reads the invalid or odd value %s as the default', (query, expected) => {
    expect(VoteSearch.fromUrl(query)).toMatchObject(expected);
  });

  it('is immutable: changes give a new value and leave the old one alone', () => {
    const s = VoteSearch.fromUrl('samling=20241&side=3');
    const t = s.withOutcome('vedtaget');
    expect(s.outcome).toBeNull();
    expect(t.outcome).toBe('vedtaget');
    expect(Object.isFrozen(s)).toBe(true);
    expect(() => {
      (s as unknown as { page: number }).page = 9;
    }).toThrow(TypeError);
  });

  it('goes back to page 1 when a filter changes, and keeps the filters when the page changes', () => {
    const s = VoteSearch.fromUrl('samling=20241&type=4&side=3');
    expect(s.withVoteType(1).toUrl()).toBe('/afstemninger?samling=20241&type=1');
    expect(s.withPeriod(null).toUrl()).toBe('/afstemninger?type=4');
    expect(s.withOutcome('forkastet').page).toBe(1);
    expect(s.withPage(4).toUrl()).toBe('/afstemninger?samling=20241&type=4&side=4');
    expect(s.withPage(0).page).toBe(1);
    expect(s.withPage(Number.NaN).page).toBe(1);
    expect(s.withPeriod('bad').period).toBeNull();
    expect(s.withoutFilters().toUrl()).toBe('/afstemninger');
  });

  it('says whether any filter is set and gives the data layer its filters', () => {
    expect(VoteSearch.fromUrl('side=2').hasFilters).toBe(false);
    expect(VoteSearch.fromUrl('resultat=vedtaget').hasFilters).toBe(true);
    expect(VoteSearch.fromUrl('samling=20231&side=2').toFilters()).toEqual({
      period: '20231',
      voteTypeId: null,
      outcome: null,
      page: 2,
    });
  });
});
