import { describe, expect, it } from 'vitest';
import { contentRange, ifRangeAllows, noneMatch, parseRange } from './byte-range';

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', 1000, { kind: 'part', start: 0, end: 99 }],
    ['bytes=100-', 1000, { kind: 'part', start: 100, end: 999 }],
    ['bytes=-10', 1000, { kind: 'part', start: 990, end: 999 }],
    ['bytes=-5000', 1000, { kind: 'part', start: 0, end: 999 }],
    ['bytes=990-5000', 1000, { kind: 'part', start: 990, end: 999 }],
    ['bytes=999-999', 1000, { kind: 'part', start: 999, end: 999 }],
    ['Bytes = 5 - 9 ', 1000, { kind: 'part', start: 5, end: 9 }],
  ] as const)('reads %s of %i bytes', (header, size, answer) => {
    expect(parseRange(header, size)).toEqual(answer);
  });

  it.each([
    ['bytes=1000-', 1000],
    ['bytes=1000-2000', 1000],
    ['bytes=-0', 1000],
    ['bytes=0-', 0],
    ['bytes=-1', 0],
    ['bytes=99999999999999999999-', 1000],
  ] as const)('answers %s of %i bytes as unsatisfiable', (header, size) => {
    expect(parseRange(header, size)).toEqual({ kind: 'unsatisfiable' });
  });

  it.each([
    [undefined],
    [''],
    ['bytes=0-1,5-9'],
    ['items=0-9'],
    ['bytes=9-5'],
    ['bytes=-'],
    ['bytes=a-b'],
    ['bytes 0-9'],
  ] as const)('gives the whole file for %s', (header) => {
    expect(parseRange(header, 1000)).toEqual({ kind: 'whole' });
  });
});

describe('ifRangeAllows', () => {
  const etag = '"abc"';
  const modified = new Date('2026-11-29T03:00:00.500Z');

  it('lets a range through without If-Range, or with the same strong tag or the exact date', () => {
    expect(ifRangeAllows(null, etag, modified)).toBe(true);
    expect(ifRangeAllows('"abc"', etag, modified)).toBe(true);
    expect(ifRangeAllows(modified.toUTCString(), etag, modified)).toBe(true);
  });

  it('sends the whole file for another tag, a weak tag, another date or nonsense', () => {
    expect(ifRangeAllows('"abd"', etag, modified)).toBe(false);
    expect(ifRangeAllows('W/"abc"', etag, modified)).toBe(false);
    expect(ifRangeAllows('Sat, 28 Nov 2026 03:00:00 GMT', etag, modified)).toBe(false);
    expect(ifRangeAllows('yesterday', etag, modified)).toBe(false);
  });
});

describe('noneMatch', () => {
  it('matches the tag among others, weakly, and *', () => {
    expect(noneMatch('"x", "abc"', '"abc"')).toBe(true);
    expect(noneMatch('W/"abc"', '"abc"')).toBe(true);
    expect(noneMatch('*', '"abc"')).toBe(true);
    expect(noneMatch('"abd"', '"abc"')).toBe(false);
    expect(noneMatch(null, '"abc"')).toBe(false);
  });
});

describe('contentRange', () => {
  it('writes a part and the size of an unsatisfiable request', () => {
    expect(contentRange({ kind: 'part', start: 0, end: 99 }, 1000)).toBe('bytes 0-99/1000');
    expect(contentRange({ kind: 'unsatisfiable' }, 1000)).toBe('bytes */1000');
    expect(contentRange({ kind: 'whole' }, 1000)).toBeNull();
  });
});
