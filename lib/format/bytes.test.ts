import { describe, expect, it } from 'vitest';
import { formatBytes, formatExactBytes } from './bytes';

describe('formatBytes', () => {
  it.each([
    [812, '812 bytes', '812 bytes'],
    [1000, '1 kB', '1 kB'],
    [1_234_567, '1,2 MB', '1.2 MB'],
    [148_400_000, '148 MB', '148 MB'],
    [999_960, '1 MB', '1 MB'],
    [2_046_000_000, '2 GB', '2 GB'],
    [12_345_678_901, '12,3 GB', '12.3 GB'],
  ])('writes %i bytes as %s and %s', (bytes, da, en) => {
    expect(formatBytes('da', bytes)).toBe(da);
    expect(formatBytes('en', bytes)).toBe(en);
  });

  it('writes the exact count with the language’s grouping', () => {
    expect(formatExactBytes('da', 1_234_567)).toBe('1.234.567 bytes');
    expect(formatExactBytes('en', 1_234_567)).toBe('1,234,567 bytes');
  });
});
