import { describe, expect, it } from 'vitest';
import { UpcomingFilter } from './upcoming-filter';

describe('UpcomingFilter', () => {
  it('defaults to every upcoming vote, with a bare path', () => {
    const filter = UpcomingFilter.fromUrl('');
    expect(filter.kind).toBeNull();
    expect(filter.toUrl()).toBe('/kommende');
    expect(filter.passes('final') && filter.passes('motions')).toBe(true);
  });

  it('reads and writes final votes and motions', () => {
    const final = UpcomingFilter.fromUrl('/kommende?afstemning=endelig');
    expect(final.kind).toBe('final');
    expect(final.toUrl()).toBe('/kommende?afstemning=endelig');
    expect([final.passes('final'), final.passes('motions')]).toEqual([true, false]);
    expect(UpcomingFilter.fromUrl({ afstemning: 'FORSLAG' }).toUrl()).toBe('/kommende?afstemning=forslag');
  });

  it('reads an unknown value as all, and takes the first valid one', () => {
    expect(UpcomingFilter.fromUrl('afstemning=alle').kind).toBeNull();
    expect(UpcomingFilter.fromUrl('afstemning=x&afstemning=forslag').kind).toBe('motions');
  });

  it('round-trips every state through its URL', () => {
    for (const kind of [null, 'final', 'motions'] as const) {
      expect(UpcomingFilter.fromUrl(UpcomingFilter.of(kind).toUrl()).kind).toBe(kind);
    }
  });
});
