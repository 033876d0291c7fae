import { describe, expect, it } from 'vitest';
import { formatClock } from './format-clock';

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [0.4, '0:00'],
    [9, '0:09'],
    [59.6, '1:00'],
    [220, '3:40'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [100 * 3600, '100:00:00'],
    [null, '–'],
    [Number.POSITIVE_INFINITY, '–'],
    [-5, '–'],
  ])('writes %s s as %s', (seconds, expected) => {
    expect(formatClock(seconds)).toBe(expected);
  });
});
