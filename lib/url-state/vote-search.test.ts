import { describe, expect, it } from 'vitest';
import { MAX_CASE_NUMBER, MAX_VOTE_TEXT, parseCaseNumberFilter, VoteSearch } from './vote-search';

describe('VoteSearch', () => {
  it('defaults to every vote, page 1, at the bare path', () => {
    const s = VoteSearch.fromUrl('');
    expect(s).toMatchObject({
      text: null,
      caseNumber: null,
      period: null,
      voteTypeId: null,
      outcome: null,
      rebels: false,
      page: 1,
      hasFilters: false,
    });
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
      text: null,
      caseNumber: null,
      rebels: false,
      page: 2,
    });
    expect(VoteSearch.fromUrl('q=bolig&sag=L123').toFilters()).toMatchObject({
      text: 'bolig',
      caseNumber: 'L 123',
    });
    expect(VoteSearch.fromUrl('q=bolig').hasFilters).toBe(true);
    expect(VoteSearch.fromUrl('sag=F%202').hasFilters).toBe(true);
  });

  it('reads the rebels filter as brud=ja, round-trips it after the outcome, and clears it with the others', () => {
    const s = VoteSearch.fromUrl('side=3&brud=ja&samling=20241');
    expect(s).toMatchObject({ rebels: true, period: '20241', page: 3, hasFilters: true });
    expect(s.toUrl()).toBe('/afstemninger?samling=20241&brud=ja&side=3');
    expect(VoteSearch.fromUrl(s.toUrl())).toEqual(s);
    expect(s.toFilters()).toMatchObject({ rebels: true, period: '20241', page: 3 });
    expect(VoteSearch.fromUrl('brud=JA').rebels).toBe(true);
    expect(VoteSearch.fromUrl('brud=ja').hasFilters).toBe(true);
    expect(VoteSearch.fromUrl('resultat=vedtaget&brud=ja').toUrl()).toBe(
      '/afstemninger?resultat=vedtaget&brud=ja',
    );
    expect(s.withRebels(false).toUrl()).toBe('/afstemninger?samling=20241');
    expect(VoteSearch.EMPTY.withRebels(true).toUrl()).toBe('/afstemninger?brud=ja');
    expect(s.withPeriod(null)).toMatchObject({ rebels: true, page: 1 });
    expect(s.withPage(2).toUrl()).toBe('/afstemninger?samling=20241&brud=ja&side=2');
    expect(s.withoutFilters()).toBe(VoteSearch.EMPTY);
  });

  it.each(['nej', '1', 'true', '', 'ja ja'])('reads brud=%j as every vote', (value) => {
    const s = VoteSearch.fromUrl({ brud: value });
    expect(s.rebels).toBe(false);
    expect(s.hasFilters).toBe(false);
    expect(s.toUrl()).toBe('/afstemninger');
  });

  it('reads the text filter as the words typed, cleaned, and round-trips it first in the URL', () => {
    const s = VoteSearch.fromUrl('samling=20241&q=%20%20udsatte%20%0A%20boligomr%C3%A5der%20&side=2');
    expect(s.text).toBe('udsatte boligområder');
    expect(s.toUrl()).toBe('/afstemninger?q=udsatte+boligomr%C3%A5der&samling=20241&side=2');
    expect(VoteSearch.fromUrl(s.toUrl())).toEqual(s);
    expect(VoteSearch.fromUrl('q=%20%20').text).toBeNull();
    expect(VoteSearch.fromUrl('q=a%00b').text).toBe('a b');
    expect(VoteSearch.fromUrl(`q=${'x'.repeat(150)}`).text).toHaveLength(MAX_VOTE_TEXT);
  });

  it.each([
    ['L 123', 'L 123'],
    ['l123', 'L 123'],
    ['  b   12 ', 'B 12'],
    ['f 2', 'F 2'],
    ['aktstk 5', 'Aktstk. 5'],
    ['L 0123', 'L 123'],
    ['KOM (2024) 0123', 'KOM (2024) 0123'],
    ['xyz', 'xyz'],
  ])('reads the case filter %j as %j', (raw, expected) => {
    expect(VoteSearch.fromUrl({ sag: raw }).caseNumber).toBe(expected);
    expect(parseCaseNumberFilter(raw)).toBe(expected);
  });

  it('reads a blank case filter as none and cuts a long one', () => {
    expect(VoteSearch.fromUrl('sag=').caseNumber).toBeNull();
    expect(VoteSearch.fromUrl('sag=%20').caseNumber).toBeNull();
    expect(VoteSearch.fromUrl(`sag=${'L'.repeat(50)}`).caseNumber).toHaveLength(MAX_CASE_NUMBER);
  });

  it('goes back to page 1 when the text or case changes, and clears both with the other filters', () => {
    const s = VoteSearch.fromUrl('q=bolig&sag=F%202&side=3');
    expect(s.withText('skat')).toMatchObject({ text: 'skat', caseNumber: 'F 2', page: 1 });
    expect(s.withText(null).text).toBeNull();
    expect(s.withText('   ').text).toBeNull();
    expect(s.withCaseNumber('l 5')).toMatchObject({ caseNumber: 'L 5', text: 'bolig', page: 1 });
    expect(s.withCaseNumber(null).toUrl()).toBe('/afstemninger?q=bolig');
    expect(s.withPage(2).toUrl()).toBe('/afstemninger?q=bolig&sag=F+2&side=2');
    expect(s.withoutFilters()).toBe(VoteSearch.EMPTY);
  });
});
