import { describe, expect, it } from 'vitest';
import { Random } from '@/lib/dataset/random';
import {
  addDays,
  danishLongDate,
  danishNumericDate,
  danishShortDate,
  danishSlashDate,
  randomDate,
  yearOf,
} from './dates';

describe('Danish date formats', () => {
  it('formats the long form used in betænkning titles', () => {
    expect(danishLongDate('2025-05-07')).toBe('7. maj 2025');
    expect(danishLongDate('2022-11-01T10:00:00')).toBe('1. november 2022');
  });

  it('formats the short, slash and numeric forms', () => {
    expect(danishShortDate('2007-11-13')).toBe('13. nov 2007');
    expect(danishSlashDate('2024-03-12')).toBe('12/3-24');
    expect(danishSlashDate('2005-10-04')).toBe('4/10-05');
    expect(danishNumericDate('1984-05-02')).toBe('02-05-1984');
    expect(yearOf('1999-12-31')).toBe(1999);
  });

  it('rejects text that is not an ISO date', () => {
    expect(() => danishLongDate('7. maj 2025')).toThrow(RangeError);
    expect(() => danishLongDate('2025-13-01')).toThrow(RangeError);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });

  it('draws random dates inside the range, reproducibly', () => {
    const a = new Random(7);
    const b = new Random(7);
    for (let i = 0; i < 200; i++) {
      const d = randomDate(a, '2014-01-01', '2014-01-31');
      expect(d >= '2014-01-01' && d <= '2014-01-31').toBe(true);
      expect(randomDate(b, '2014-01-01', '2014-01-31')).toBe(d);
    }
  });
});
