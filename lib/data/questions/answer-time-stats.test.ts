import { describe, expect, it } from 'vitest';
import { answerTimeFigures, nearestRank, type TimedQuestion } from './answer-time-stats';

describe('nearestRank', () => {
  it('takes the ⌈p/100·n⌉-th smallest value, never an interpolation', () => {
    expect(nearestRank([4], 50)).toBe(4);
    expect(nearestRank([4], 90)).toBe(4);
    expect(nearestRank([1, 3], 50)).toBe(1);
    expect(nearestRank([1, 3], 90)).toBe(3);
    expect(nearestRank([1, 3, 8], 50)).toBe(3);
    expect(nearestRank([1, 3, 8, 20], 50)).toBe(3);
    expect(nearestRank([1, 3, 8, 20, 30], 50)).toBe(8);
  });

  it('is the 9th of 10 at 90 (no floating-point rank 10) and the 10th of 11', () => {
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(nearestRank(ten, 90)).toBe(9);
    expect(nearestRank([...ten, 11], 90)).toBe(10);
    expect(nearestRank(ten, 100)).toBe(10);
  });

  it('refuses no values and a percentile outside (0, 100]', () => {
    expect(() => nearestRank([], 50)).toThrow(RangeError);
    expect(() => nearestRank([1], 0)).toThrow(RangeError);
    expect(() => nearestRank([1], 101)).toThrow(RangeError);
  });
});

const question = (id: number, days: number, answered: boolean): TimedQuestion => ({
  id,
  typeId: 16,
  date: '2025-01-01',
  answered,
  days,
});

describe('answerTimeFigures', () => {
  it('lists at most five open questions, the longest open first, ties by id', () => {
    const open = [3, 9, 9, 1, 30, 12, 5].map((days, k) => question(k + 1, days, false));
    const figures = answerTimeFigures([...open, question(99, 100, true)]);
    expect(figures.slowestOpen.map((q) => [q.id, q.daysOpen])).toEqual([
      [5, 30],
      [6, 12],
      [2, 9],
      [3, 9],
      [7, 5],
    ]);
    expect(figures).toMatchObject({ received: 8, answered: 1, open: 7, answeredWithin28DaysShare: 0 });
  });
});
