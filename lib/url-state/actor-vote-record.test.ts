import { describe, expect, it } from 'vitest';
import { ActorVoteRecord } from './actor-vote-record';

describe('ActorVoteRecord', () => {
  it('reads every parameter and writes it back in a fixed order', () => {
    const state = ActorVoteRecord.fromUrl(
      2335,
      'side=3&sortering=aeldste&emne=12&partilinje=imod&stemme=Imod&samling=20251',
    );
    expect(state.toFilter()).toEqual({
      period: '20251',
      choice: 'against',
      againstParty: true,
      topic: 12,
      sort: 'oldest',
    });
    expect(state.page).toBe(3);
    expect(state.hasFilters).toBe(true);
    expect(state.toUrl()).toBe(
      '/aktoer/2335/afstemninger?samling=20251&stemme=imod&partilinje=imod&emne=12&sortering=aeldste&side=3',
    );
  });

  it('gives the download the same filters and order, without the page', () => {
    const state = ActorVoteRecord.fromUrl(7, { samling: '20241', stemme: 'fravaer', side: '5' });
    expect(state.csvUrl()).toBe('/aktoer/7/stemmer.csv?samling=20241&stemme=fravaer');
    expect(ActorVoteRecord.fromUrl(7, state.csvUrl()).toFilter()).toEqual(state.toFilter());
    expect(ActorVoteRecord.of(7).csvUrl()).toBe('/aktoer/7/stemmer.csv');
  });

  it('reads anything invalid as the defaults, which the URL leaves out', () => {
    const state = ActorVoteRecord.fromUrl(
      9,
      'samling=2024&stemme=ja&partilinje=med&emne=0&sortering=tilfaeldig&side=-2',
    );
    expect(state.toFilter()).toEqual({
      period: null,
      choice: null,
      againstParty: false,
      topic: null,
      sort: 'newest',
    });
    expect(state.page).toBe(1);
    expect(state.hasFilters).toBe(false);
    expect(state.toUrl()).toBe('/aktoer/9/afstemninger');
  });

  it('takes the first valid value of a repeated parameter (what a GET form may send)', () => {
    const state = ActorVoteRecord.fromUrl(1, 'samling=&samling=20231&stemme=&stemme=for&emne=x&emne=4');
    expect([state.period, state.choice, state.topic]).toEqual(['20231', 'for', 4]);
  });

  it('goes back to page 1 when a filter or the order changes, and keeps the order when filters are reset', () => {
    const state = ActorVoteRecord.fromUrl(3, 'samling=20251&sortering=aeldste&side=4');
    expect(state.withChoice('abstain').toUrl()).toBe(
      '/aktoer/3/afstemninger?samling=20251&stemme=hverken&sortering=aeldste',
    );
    expect(state.withSort('newest').toUrl()).toBe('/aktoer/3/afstemninger?samling=20251');
    expect(state.withAgainstParty(true).page).toBe(1);
    expect(state.withTopic(8).topic).toBe(8);
    expect(state.withPeriod('bad').period).toBeNull();
    expect(state.withPage(0).page).toBe(1);
    expect(state.withPage(2).toUrl()).toBe('/aktoer/3/afstemninger?samling=20251&sortering=aeldste&side=2');
    expect(state.withoutFilters().toUrl()).toBe('/aktoer/3/afstemninger?sortering=aeldste');
  });

  it('is immutable', () => {
    const state = ActorVoteRecord.of(1);
    expect(Object.isFrozen(state)).toBe(true);
    expect(state.withPage(2)).not.toBe(state);
    expect(state.page).toBe(1);
  });
});
