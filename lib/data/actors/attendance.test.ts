import { describe, expect, it } from 'vitest';
import { attendance, known, median, present } from './attendance';

describe('attendance', () => {
  it('is the share of ballots with a known choice not marked Fravær', () => {
    const c = { for: 5, against: 3, abstain: 2, absent: 10 };
    expect(present(c)).toBe(10);
    expect(known(c)).toBe(20);
    expect(attendance(c)).toBe(0.5);
    expect(attendance({ for: 0, against: 0, abstain: 0, absent: 4 })).toBe(0);
    expect(attendance({ for: 0, against: 0, abstain: 0, absent: 0 })).toBeNull();
  });
});

describe('median', () => {
  it.each([
    [[], null],
    [[0.5], 0.5],
    [[0.9, 0.1, 0.5], 0.5],
    [[0.2, 0.8, 0.4, 0.6], 0.5],
    [[1, 1, 0], 1],
  ])('of %j is %j', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('leaves its input in its order', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});
