import { describe, expect, it } from 'vitest';
import { formatDanishDate, toCalendarDate } from './danish-date';

describe('formatDanishDate', () => {
  it.each([
    ['2025-03-12', '12. marts 2025'],
    ['2025-03-12T23:59:59', '12. marts 2025'],
    ['2014-09-22T15:44:12.123', '22. september 2014'],
    ['2000-01-01T00:00:00', '1. januar 2000'],
  ])('formats %s as %s', (input, expected) => {
    expect(formatDanishDate(input)).toBe(expected);
  });

  it.each(['', 'i går', '2025-02-30', '12-03-2025'])('returns null for %j', (input) => {
    expect(formatDanishDate(input)).toBeNull();
  });
});

describe('toCalendarDate', () => {
  it('keeps the local calendar date of a date-time', () => {
    expect(toCalendarDate('2025-03-12T00:30:00')).toBe('2025-03-12');
  });
});
