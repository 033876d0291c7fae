import { describe, expect, it } from 'vitest';
import { rebellionFeedQuery } from './feed-query';
import { RebellionSearch } from './rebellion-search';

describe('RebellionSearch', () => {
  it('defaults to every break, page 1, at the bare path', () => {
    const s = RebellionSearch.fromUrl('');
    expect(s).toMatchObject({ party: null, period: null, actorId: null, page: 1, hasFilters: false });
    expect(s.toUrl()).toBe('/afstemninger/brud');
    expect(s).toEqual(RebellionSearch.EMPTY);
  });

  it('reads every parameter from a URL, a query string or Next searchParams, and round-trips in a fixed order', () => {
    const expected = { party: 'KrF', period: '20241', actorId: 123, page: 2 };
    expect(
      RebellionSearch.fromUrl(
        new URL('https://tingdata.dk/afstemninger/brud?side=2&medlem=123&samling=20241&parti=KrF'),
      ),
    ).toMatchObject(expected);
    expect(
      RebellionSearch.fromUrl({ parti: 'KrF', samling: ['x', '20241'], medlem: '123', side: '2' }),
    ).toMatchObject(expected);
    const s = RebellionSearch.fromUrl('side=2&medlem=123&samling=20241&parti=KrF');
    expect(s.toUrl()).toBe('/afstemninger/brud?parti=KrF&samling=20241&medlem=123&side=2');
    expect(RebellionSearch.fromUrl(s.toUrl())).toEqual(s);
    expect(s.hasFilters).toBe(true);
    expect(s.toFilters()).toEqual(expected);
  });

  it.each([
    ['parti=', { party: null }],
    ['parti=%3Cscript%3E', { party: null }],
    [`parti=${'S'.repeat(41)}`, { party: null }],
    ['samling=2024', { period: null }],
    ['samling=2024-25', { period: null }],
    ['medlem=0', { actorId: null }],
    ['medlem=-4', { actorId: null }],
    ['medlem=abc', { actorId: null }],
    ['medlem=99999999999', { actorId: null }],
    ['side=0', { page: 1 }],
    ['side=1e3', { page: 1 }],
  ])('reads the invalid value %s as the default', (query, expected) => {
    expect(RebellionSearch.fromUrl(query)).toMatchObject(expected);
  });

  it('goes back to page 1 when a filter changes, keeps the filters when the page changes, and is immutable', () => {
    const s = RebellionSearch.fromUrl('parti=S&side=3');
    expect(s.withPeriod('20231').toUrl()).toBe('/afstemninger/brud?parti=S&samling=20231');
    expect(s.withParty('V').page).toBe(1);
    expect(s.withParty(null).toUrl()).toBe('/afstemninger/brud');
    expect(s.withParty('bad<').party).toBeNull();
    expect(s.withMember(7).toUrl()).toBe('/afstemninger/brud?parti=S&medlem=7');
    expect(s.withMember(-1).actorId).toBeNull();
    expect(s.withPage(4).toUrl()).toBe('/afstemninger/brud?parti=S&side=4');
    expect(s.withPage(Number.NaN).page).toBe(1);
    expect(s.withoutFilters()).toBe(RebellionSearch.EMPTY);
    expect(s.party).toBe('S');
    expect(Object.isFrozen(s)).toBe(true);
  });

  it('gives its feed the filters without the page', () => {
    expect(rebellionFeedQuery(RebellionSearch.fromUrl('parti=S&samling=20241&side=5')).toString()).toBe(
      'parti=S&samling=20241',
    );
    expect(rebellionFeedQuery(RebellionSearch.EMPTY).toString()).toBe('');
  });
});
