import { describe, expect, it } from 'vitest';
import { ACTOR_TYPE_FILTERS, ActorSearch, normaliseQuery } from './actor-search';

describe('ActorSearch', () => {
  it('defaults to members of the Folketing, every name, party and samling, page 1', () => {
    const s = ActorSearch.fromUrl('');
    expect(s).toEqual(ActorSearch.DEFAULT);
    expect(s).toMatchObject({ query: null, type: 'medlemmer', party: null, period: null, page: 1 });
    expect(s.typeId).toBe(5);
    expect(s.hasFilters).toBe(false);
    expect(s.toUrl()).toBe('/aktoerer');
  });

  it('reads every parameter and writes them back in a fixed order', () => {
    const s = ActorSearch.fromUrl('/aktoerer?side=3&samling=20241&parti=S&type=udvalg&q=S%C3%B8ren');
    expect(s).toMatchObject({ query: 'Søren', type: 'udvalg', party: 'S', period: '20241', page: 3 });
    expect(s.toUrl()).toBe('/aktoerer?q=S%C3%B8ren&type=udvalg&parti=S&samling=20241&side=3');
    expect(ActorSearch.fromUrl(s.toUrl())).toEqual(s);
  });

  it('accepts Next’s searchParams record, URLSearchParams and URL alike', () => {
    const expected = ActorSearch.fromUrl('q=ib&parti=UFG');
    expect(ActorSearch.fromUrl({ q: 'ib', parti: 'UFG' })).toEqual(expected);
    expect(ActorSearch.fromUrl(new URLSearchParams('q=ib&parti=UFG'))).toEqual(expected);
    expect(ActorSearch.fromUrl(new URL('https://x.dk/aktoerer?q=ib&parti=UFG'))).toEqual(expected);
    expect(ActorSearch.fromUrl({ q: ['', 'ib'], parti: ['<script>', 'UFG'] })).toEqual(expected);
  });

  it.each([
    ['type=personer', { type: 'medlemmer' }],
    ['type=ALLE', { type: 'alle' }],
    ['type=__proto__', { type: 'medlemmer' }],
    ['type=toString', { type: 'medlemmer' }],
    ['samling=2024', { period: null }],
    ['samling=20241x', { period: null }],
    ['parti=Grøn%C3%B8l.', { party: 'Grønøl.' }],
    ['parti=Fredspolitisk+folkeparti', { party: 'Fredspolitisk folkeparti' }],
    ['parti=%22%3E', { party: null }],
    ['side=0', { page: 1 }],
    ['side=-2', { page: 1 }],
    ['side=2.5', { page: 1 }],
    ['side=1e3', { page: 1 }],
    ['side=99999999', { page: 1 }],
    ['q=+++', { query: null }],
    ['q=%20Anne%20%20Sofie%09', { query: 'Anne Sofie' }],
  ])('reads %s as a valid state', (query, expected) => {
    expect(ActorSearch.fromUrl(query)).toMatchObject(expected);
  });

  it('caps the search text', () => {
    expect(normaliseQuery('å'.repeat(500))).toHaveLength(100);
  });

  it('goes back to page 1 when a filter changes, and keeps the rest', () => {
    const s = ActorSearch.fromUrl('q=an&parti=V&status=alle&side=4');
    expect(s.withQuery('ib')).toMatchObject({ query: 'ib', party: 'V', page: 1 });
    expect(s.withType('udvalg')).toMatchObject({ type: 'udvalg', query: 'an', page: 1 });
    expect(s.withParty(null)).toMatchObject({ party: null, page: 1 });
    expect(s.withPeriod('20131')).toMatchObject({ period: '20131', page: 1 });
    expect(s.withPage(7)).toMatchObject({ page: 7, query: 'an', party: 'V' });
    expect(s.withPage(0).page).toBe(1);
    expect(s.withoutFilters()).toEqual(ActorSearch.DEFAULT);
    expect(s.withPeriod('nonsense').period).toBeNull();
    expect(s.withStatus('tidligere')).toMatchObject({ status: 'tidligere', query: 'an', page: 1 });
  });

  it('is immutable', () => {
    const s = ActorSearch.fromUrl('q=an');
    expect(Object.isFrozen(s)).toBe(true);
    s.withQuery('ib');
    expect(s.query).toBe('an');
  });

  it('has an Aktørtype for every type word but "alle"', () => {
    expect(Object.entries(ACTOR_TYPE_FILTERS).filter(([, id]) => id === null)).toEqual([['alle', null]]);
    for (const word of Object.keys(ACTOR_TYPE_FILTERS)) {
      expect(ActorSearch.fromUrl({ type: word }).toUrl()).toBe(
        word === 'medlemmer' ? '/aktoerer' : `/aktoerer?type=${word}`,
      );
    }
  });
});

describe('ActorSearch member status', () => {
  it('opens on the Folketing now, grouped by party, and writes other statuses into the URL', () => {
    expect(ActorSearch.DEFAULT).toMatchObject({
      status: 'nuvaerende',
      memberStatus: 'current',
      groupedByParty: true,
    });
    const former = ActorSearch.fromUrl('status=tidligere&q=an');
    expect(former).toMatchObject({ status: 'tidligere', memberStatus: 'former', groupedByParty: false });
    expect(former.toUrl()).toBe('/aktoerer?q=an&status=tidligere');
    expect(former.hasFilters).toBe(true);
    expect(ActorSearch.fromUrl('status=alle').memberStatus).toBeNull();
    expect(ActorSearch.fromUrl('status=ALLE').status).toBe('alle');
    expect(ActorSearch.fromUrl('status=nonsense')).toEqual(ActorSearch.DEFAULT);
  });

  it('has no page 2 of the Folketing now, and pages the other lists', () => {
    expect(ActorSearch.fromUrl('side=3').page).toBe(1);
    expect(ActorSearch.fromUrl('side=3&status=alle').page).toBe(3);
    expect(ActorSearch.DEFAULT.withStatus('tidligere').withPage(2).toUrl()).toBe(
      '/aktoerer?status=tidligere&side=2',
    );
  });

  it('drops the status for other types and keeps the other filters when it changes', () => {
    const committees = ActorSearch.fromUrl('type=udvalg&status=tidligere');
    expect(committees).toMatchObject({
      type: 'udvalg',
      status: 'nuvaerende',
      memberStatus: null,
      groupedByParty: false,
    });
    expect(committees.toUrl()).toBe('/aktoerer?type=udvalg');
    expect(ActorSearch.fromUrl('q=an&parti=V').withStatus('alle')).toMatchObject({
      query: 'an',
      party: 'V',
      status: 'alle',
    });
  });
});
