import { describe, expect, it } from 'vitest';
import { MEETING_LIST_PATH } from '@/lib/routes';
import { MeetingSearch } from './meeting-search';

describe('MeetingSearch', () => {
  it('defaults to upcoming meetings of any type and session, page 1, with a bare path', () => {
    const search = MeetingSearch.fromUrl('');
    expect(search).toEqual(MeetingSearch.DEFAULT);
    expect(search).toMatchObject({ tense: 'upcoming', typeId: null, period: null, page: 1 });
    expect(search.toUrl()).toBe(MEETING_LIST_PATH);
    expect(search.hasFilters).toBe(false);
  });

  it('reads every parameter and writes them back in a fixed order', () => {
    const search = MeetingSearch.fromUrl('/moeder?side=3&samling=20261&type=2&tid=tidligere');
    expect(search).toMatchObject({ tense: 'past', typeId: 2, period: '20261', page: 3 });
    expect(search.toUrl()).toBe('/moeder?tid=tidligere&type=2&samling=20261&side=3');
    expect(search.hasFilters).toBe(true);
  });

  it("accepts Next's searchParams record, URLSearchParams and a URL", () => {
    const expected = { tense: 'past', typeId: 1, period: null, page: 2 };
    expect(MeetingSearch.fromUrl({ tid: 'tidligere', type: '1', side: '2' })).toMatchObject(expected);
    expect(MeetingSearch.fromUrl(new URLSearchParams('tid=tidligere&type=1&side=2'))).toMatchObject(expected);
    expect(MeetingSearch.fromUrl(new URL('http://x/moeder?tid=tidligere&type=1&side=2'))).toMatchObject(
      expected,
    );
  });

  it('round-trips every state through its URL', () => {
    const states = [
      MeetingSearch.DEFAULT,
      MeetingSearch.DEFAULT.withTense('past'),
      MeetingSearch.DEFAULT.withType(3).withPage(7),
      MeetingSearch.DEFAULT.withTense('past').withPeriod('20131').withType(2).withPage(40),
    ];
    for (const state of states) expect(MeetingSearch.fromUrl(state.toUrl())).toEqual(state);
  });

  it.each([
    ['tid=igaar', { tense: 'upcoming' }],
    ['tid=TIDLIGERE', { tense: 'past' }],
    ['type=0', { typeId: null }],
    ['type=-2', { typeId: null }],
    ['type=02', { typeId: null }],
    ['type=1.5', { typeId: null }],
    ['type=99999999999', { typeId: null }],
    ['samling=2026', { period: null }],
    ['samling=2026-27', { period: null }],
    ['side=0', { page: 1 }],
    ['side=abc', { page: 1 }],
    ['side=1e3', { page: 1 }],
    ['side=99999999', { page: 1 }],
  ])('reads invalid %s as the default', (query, expected) => {
    expect(MeetingSearch.fromUrl(query)).toMatchObject(expected);
  });

  it('takes the first valid value of a repeated parameter and trims blanks', () => {
    expect(MeetingSearch.fromUrl('type=x&type=2&type=3').typeId).toBe(2);
    expect(MeetingSearch.fromUrl({ samling: ['', ' 20251 '] }).period).toBe('20251');
  });

  it('goes back to page 1 when the tense or a filter changes', () => {
    const onPage5 = MeetingSearch.fromUrl('type=2&side=5');
    expect(onPage5.withTense('past').page).toBe(1);
    expect(onPage5.withType(3).page).toBe(1);
    expect(onPage5.withPeriod('20251').page).toBe(1);
    expect(onPage5.withoutFilters()).toMatchObject({
      tense: 'upcoming',
      typeId: null,
      period: null,
      page: 1,
    });
    expect(onPage5.withTense('past').withoutFilters().tense).toBe('past');
  });

  it('keeps the filters when the tense changes', () => {
    expect(MeetingSearch.fromUrl('type=2&samling=20251').withTense('past').toUrl()).toBe(
      '/moeder?tid=tidligere&type=2&samling=20251',
    );
  });

  it('clamps pages and ignores invalid filter values given to with…', () => {
    expect(MeetingSearch.DEFAULT.withPage(0).page).toBe(1);
    expect(MeetingSearch.DEFAULT.withPage(2.5).page).toBe(1);
    expect(MeetingSearch.DEFAULT.withPage(5_000_000).page).toBe(1_000_000);
    expect(MeetingSearch.DEFAULT.withType(-1).typeId).toBeNull();
    expect(MeetingSearch.DEFAULT.withPeriod('x').period).toBeNull();
  });

  it('is immutable', () => {
    const search = MeetingSearch.fromUrl('type=2');
    expect(Object.isFrozen(search)).toBe(true);
    expect(search.withType(3)).not.toBe(search);
    expect(search.typeId).toBe(2);
    expect(search.tenseSlug).toBe('kommende');
    expect(search.withTense('past').tenseSlug).toBe('tidligere');
  });

  it('links the calendar file with the type and session filters only', () => {
    expect(MeetingSearch.DEFAULT.toCalendarUrl()).toBe('/moeder/kalender.ics');
    const search = MeetingSearch.fromUrl('tid=tidligere&type=2&samling=20261&side=3');
    expect(search.toCalendarUrl()).toBe('/moeder/kalender.ics?type=2&samling=20261');
    expect(MeetingSearch.fromUrl(new URL(`https://x${search.toCalendarUrl()}`))).toMatchObject({
      typeId: 2,
      period: '20261',
      tense: 'upcoming',
      page: 1,
    });
  });
});
