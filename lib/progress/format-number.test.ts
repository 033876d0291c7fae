import { describe, expect, it } from 'vitest';
import { formatCount, formatPercent, formatRate } from './format-number';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [120000, '120,000'],
    [1800000, '1,800,000'],
  ])('writes %d as %s', (n, expected) => {
    expect(formatCount(n)).toBe(expected);
  });
});

describe('formatPercent', () => {
  it.each([
    [0, '0.0%'],
    [120000 / 1800000, '6.7%'],
    [0.5, '50.0%'],
    [0.9999, '99.9%'],
    [1, '100.0%'],
  ])('writes %d as %s', (fraction, expected) => {
    expect(formatPercent(fraction)).toBe(expected);
  });
});

describe('formatRate', () => {
  it.each([
    [null, '–'],
    [Number.NaN, '–'],
    [Number.POSITIVE_INFINITY, '–'],
    [0, '0.0'],
    [0.66, '0.7'],
    [9.94, '9.9'],
    [10.4, '10'],
    [8100.4, '8,100'],
  ])('writes %s as %s', (rate, expected) => {
    expect(formatRate(rate)).toBe(expected);
  });
});
