import { describe, expect, it } from 'vitest';
import { MAX_PAGE, MAX_QUERY_LENGTH, SearchState } from './search';
import { speechFilterProblem } from './speech-filter-problem';

describe('SearchState.fromUrl', () => {
  it('reads every parameter', () => {
    const state = SearchState.fromUrl(
      '?q=klima&vis=dokumenter&samling=20241&sagstype=3&status=vedtaget&fra=2024-01-01&til=2024-12-31&sorter=nyeste&side=3',
    );
    expect(state.q).toBe('klima');
    expect(state.scope).toBe('dokumenter');
    expect(state.filters).toEqual({
      samling: '20241',
      sagstype: 3,
      status: 'adopted',
      fra: '2024-01-01',
      til: '2024-12-31',
      person: null,
      parti: null,
      sag: null,
    });
    expect(state.page).toBe(3);
    expect(state.sort).toBe('nyeste');
  });

  it('gives the defaults for an empty URL', () => {
    const state = SearchState.fromUrl('');
    expect(state).toEqual(SearchState.EMPTY);
    expect(state.q).toBe('');
    expect(state.scope).toBe('sager');
    expect(state.hasFilters).toBe(false);
    expect(state.page).toBe(1);
    expect(state.sort).toBe('relevans');
  });

  it('sorts by relevance unless newest first is asked for', () => {
    expect(SearchState.fromUrl({ sorter: 'nyeste' }).sort).toBe('nyeste');
    expect(SearchState.fromUrl({ sorter: 'relevans' }).toUrl()).toBe('/soeg');
    expect(SearchState.fromUrl({ sorter: 'ældste' }).sort).toBe('relevans');
    const newest = SearchState.fromUrl({ q: 'skat', side: '3' }).withSort('nyeste');
    expect(newest.toUrl()).toBe('/soeg?q=skat&sorter=nyeste');
    expect(newest.withQuery('klima').sort).toBe('nyeste');
    expect(newest.withFilters({ sagstype: 3 }).sort).toBe('nyeste');
  });

  it('accepts a URL, URLSearchParams and Next-style searchParams alike', () => {
    const fromUrl = SearchState.fromUrl(new URL('http://x/soeg?q=skat&side=2'));
    const fromParams = SearchState.fromUrl(new URLSearchParams('q=skat&side=2'));
    const fromRecord = SearchState.fromUrl({ q: ['skat', 'ignored'], side: '2', other: undefined });
    expect(fromParams.equals(fromUrl)).toBe(true);
    expect(fromRecord.equals(fromUrl)).toBe(true);
  });

  it('normalises the search text: whitespace collapsed, trimmed, cut to the maximum length', () => {
    expect(SearchState.fromUrl({ q: '  klima \n  energi\t' }).q).toBe('klima energi');
    expect([...SearchState.fromUrl({ q: 'æ'.repeat(500) }).q]).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('reads control characters in the search text as spaces', () => {
    expect(SearchState.fromUrl('q=abc%00def%01%7F%C2%85x').q).toBe('abc def x');
    expect(SearchState.fromUrl('q=%00%00').toUrl()).toBe('/soeg');
  });

  it.each([
    ['vis', 'alt', 'scope', 'sager'],
    ['side', '0', 'page', 1],
    ['side', '-2', 'page', 1],
    ['side', '2.5', 'page', 1],
    ['side', 'abc', 'page', 1],
  ] as const)('falls back to the default for %s=%s', (param, value, field, expected) => {
    expect(SearchState.fromUrl({ [param]: value })[field]).toBe(expected);
  });

  it('caps the page', () => {
    expect(SearchState.fromUrl({ side: '999999' }).page).toBe(MAX_PAGE);
  });

  it.each([
    ['samling', '2024'],
    ['samling', '2024-25'],
    ['sagstype', 'lovforslag'],
    ['sagstype', '0'],
    ['status', '1e3'],
    ['status', '11'],
    ['status', 'Vedtaget '],
    ['fra', '2024-02-30'],
    ['fra', '24-01-01'],
    ['til', '2024-13-01'],
    ['til', 'i går'],
  ] as const)('ignores a malformed filter %s=%s', (param, value) => {
    expect(SearchState.fromUrl({ [param]: value }).hasFilters).toBe(false);
  });

  it('reads a reversed date range the way it was meant', () => {
    const state = SearchState.fromUrl({ fra: '2025-06-01', til: '2024-01-01' });
    expect(state.filters.fra).toBe('2024-01-01');
    expect(state.filters.til).toBe('2025-06-01');
  });
});

describe('SearchState.toUrl', () => {
  it('leaves defaults out, so the empty state is the bare path', () => {
    expect(SearchState.EMPTY.toUrl()).toBe('/soeg');
    expect(SearchState.fromUrl({ vis: 'sager', side: '1' }).toUrl()).toBe('/soeg');
  });

  it('writes parameters in a fixed order whatever order they came in', () => {
    const state = SearchState.fromUrl(
      'side=2&sorter=nyeste&til=2024-12-31&status=forkastet&q=klima&vis=aktoerer&samling=20241',
    );
    expect(state.toUrl()).toBe(
      '/soeg?q=klima&vis=aktoerer&samling=20241&status=forkastet&til=2024-12-31&sorter=nyeste&side=2',
    );
  });

  it('encodes the search text', () => {
    expect(SearchState.EMPTY.withQuery('børn & unge').toUrl()).toBe('/soeg?q=b%C3%B8rn+%26+unge');
  });

  it('round-trips through the URL', () => {
    const state = SearchState.EMPTY.withQuery('fiskeri kvoter')
      .withScope('dokumenter')
      .withFilters({ samling: '20231', fra: '2023-10-03', til: '2024-06-01' })
      .withPage(4);
    const again = SearchState.fromUrl(new URL(state.toUrl(), 'http://localhost'));
    expect(again).toEqual(state);
    expect(again.toUrl()).toBe(state.toUrl());
  });

  it('takes another base path', () => {
    expect(SearchState.EMPTY.withQuery('skat').toUrl('/soeg/resultater')).toBe('/soeg/resultater?q=skat');
  });
});

describe('SearchState changes', () => {
  const base = SearchState.fromUrl({ q: 'klima', samling: '20241', side: '5' });

  it('is immutable: every change is a new state', () => {
    const next = base.withQuery('energi');
    expect(next).not.toBe(base);
    expect(base.q).toBe('klima');
    expect(base.page).toBe(5);
  });

  it('starts again at page 1 on a new text, scope or filter', () => {
    expect(base.withQuery('energi').page).toBe(1);
    expect(base.withScope('aktoerer').page).toBe(1);
    expect(base.withFilters({ sagstype: 3 }).page).toBe(1);
    expect(base.withoutFilters().page).toBe(1);
  });

  it('keeps the other filters when one changes, and clears one with null', () => {
    const next = base.withFilters({ sagstype: 3 }).withFilters({ samling: null });
    expect(next.filters).toEqual({
      samling: null,
      sagstype: 3,
      status: null,
      fra: null,
      til: null,
      person: null,
      parti: null,
      sag: null,
    });
  });

  it('checks changed values as fromUrl does', () => {
    const next = base.withFilters({ samling: 'x', sagstype: -1, fra: '2024-02-31' });
    expect(next.filters.samling).toBeNull();
    expect(next.filters.sagstype).toBeNull();
    expect(next.filters.fra).toBeNull();
  });

  it('clears every filter but keeps text and scope', () => {
    const next = base.withScope('dokumenter').withoutFilters();
    expect(next.hasFilters).toBe(false);
    expect(next.q).toBe('klima');
    expect(next.scope).toBe('dokumenter');
  });

  it('clamps pages', () => {
    expect(base.withPage(0).page).toBe(1);
    expect(base.withPage(Number.NaN).page).toBe(1);
    expect(base.withPage(MAX_PAGE + 5).page).toBe(MAX_PAGE);
  });

  it('compares by URL', () => {
    expect(base.equals(SearchState.fromUrl('side=5&samling=20241&q=klima'))).toBe(true);
    expect(base.equals(base.withPage(4))).toBe(false);
  });
});

describe('the speech filters', () => {
  it('reads the speeches tab, speaker, party and case, and writes them back in a fixed order', () => {
    const state = SearchState.fromUrl('?sag=70&parti=EL&person=12345&vis=taler&q=skat');
    expect(state.scope).toBe('taler');
    expect(state.filters).toMatchObject({ person: 12345, parti: 'EL', sag: 70 });
    expect(state.hasFilters).toBe(true);
    expect(state.toUrl()).toBe('/soeg?q=skat&vis=taler&person=12345&parti=EL&sag=70');
  });

  it('reads a malformed speaker, party or case as not set, and the JSON route’s check names it', () => {
    const query = '?vis=taler&person=abc&parti=S%3B--&sag=0';
    expect(SearchState.fromUrl(query).filters).toMatchObject({ person: null, parti: null, sag: null });
    expect(speechFilterProblem(query)).toMatch(/^The person parameter must be/);
    expect(speechFilterProblem('?parti=S%3B--')).toMatch(/^The parti parameter must be/);
    expect(speechFilterProblem('?sag=1e3')).toMatch(/^The sag parameter must be/);
    expect(speechFilterProblem('?person=7&parti=KrF&sag=70')).toBeNull();
    expect(speechFilterProblem('?q=skat')).toBeNull();
  });

  it('checks changed values as fromUrl does, and clears them with the other filters', () => {
    const state = SearchState.fromUrl('?vis=taler').withFilters({ person: 7, parti: 'DF', sag: -1 });
    expect(state.filters).toMatchObject({ person: 7, parti: 'DF', sag: null });
    expect(state.withoutFilters().hasFilters).toBe(false);
  });
});
