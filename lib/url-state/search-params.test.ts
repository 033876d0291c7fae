import { describe, expect, it } from 'vitest';
import { parsePeriodCode, setsFilter } from './search-params';

describe('parsePeriodCode', () => {
  it.each([
    ['20241', '20241'],
    ['2024', null],
    ['202411', null],
    ['2024a', null],
    ['', null],
  ])('reads %j as %j', (raw, code) => {
    expect(parsePeriodCode(raw)).toBe(code);
  });
});

describe('setsFilter', () => {
  it('counts every parameter but those that choose a page or a view', () => {
    expect(setsFilter(new URLSearchParams('side=2&tid=tidligere'), ['side', 'tid'])).toBe(false);
    expect(setsFilter(new URLSearchParams('side=2&samling=20241'), ['side', 'tid'])).toBe(true);
    expect(setsFilter(new URLSearchParams(''))).toBe(false);
    expect(setsFilter(new URLSearchParams('storkreds=fyn'))).toBe(true);
  });
});
