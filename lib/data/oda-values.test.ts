import { describe, expect, it } from 'vitest';
import { daysBetween, httpUrl, nextDay, nonBlank, toIsoLocalDateTime } from './oda-values';

describe('ODA values', () => {
  it('treats blank text as missing', () => {
    expect(nonBlank('  ')).toBeNull();
    expect(nonBlank(null)).toBeNull();
    expect(nonBlank(' L 1 ')).toBe('L 1');
  });

  it.each([
    ['2014-09-22T15:44:12.58', '2014-09-22T15:44:12'],
    ['2014-09-22', '2014-09-22T00:00:00'],
    ['2014-09-22 15:44', '2014-09-22T15:44:00'],
    ['i går', null],
    [null, null],
  ])('reads the ODA date-time %j', (value, expected) => {
    expect(toIsoLocalDateTime(value)).toBe(expected);
  });

  it('keeps only absolute http(s) links', () => {
    expect(httpUrl('https://www.ft.dk/a.pdf')).toBe('https://www.ft.dk/a.pdf');
    expect(httpUrl('javascript:alert(1)')).toBeNull();
    expect(httpUrl('/relative/path')).toBeNull();
    expect(httpUrl('')).toBeNull();
    expect(httpUrl(' http://oda.ft.dk ')).toBe('http://oda.ft.dk');
    expect(httpUrl('ftp://x')).toBeNull();
    expect(httpUrl('//evil')).toBeNull();
    expect(httpUrl(null)).toBeNull();
  });

  it('counts calendar days, whatever the time of day', () => {
    expect(daysBetween('2024-10-09T00:00:00', '2024-12-12T23:59:00')).toBe(64);
    expect(daysBetween('2024-03-30', '2024-03-31')).toBe(1);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2024-02-30', '2024-03-01')).toBeNull();
  });

  it('gives the next calendar day', () => {
    expect(nextDay('2024-12-31')).toBe('2025-01-01');
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
    expect(nextDay('x')).toBeNull();
  });
});
