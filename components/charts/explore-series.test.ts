import { describe, expect, it } from 'vitest';
import { clampRange, periodTick } from './explore-series';

describe('periodTick', () => {
  it('shortens a numbered samling and leaves a plain one', () => {
    expect(periodTick('2022-23 (1. samling)')).toBe('2022-23 (1)');
    expect(periodTick('2019-20')).toBe('2019-20');
  });
});

describe('clampRange', () => {
  it('keeps a valid range, swaps a reversed one and clamps to the ends', () => {
    expect(clampRange(2, 5, 8)).toEqual({ from: 2, to: 5 });
    expect(clampRange(5, 2, 8)).toEqual({ from: 2, to: 5 });
    expect(clampRange(-3, 99, 8)).toEqual({ from: 0, to: 7 });
    expect(clampRange(Number.NaN, 3, 8)).toEqual({ from: 0, to: 3 });
  });

  it('gives the one period, or none, as a range from 0', () => {
    expect(clampRange(0, 0, 1)).toEqual({ from: 0, to: 0 });
    expect(clampRange(0, -1, 0)).toEqual({ from: 0, to: 0 });
  });
});
