import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './outbox';

describe('retryDelayMs', () => {
  it('doubles from a minute, with ±20 % jitter', () => {
    expect(retryDelayMs(0, () => 0.5)).toBe(60_000);
    expect(retryDelayMs(1, () => 0.5)).toBe(120_000);
    expect(retryDelayMs(3, () => 0.5)).toBe(480_000);
    expect(retryDelayMs(0, () => 0)).toBe(48_000);
    expect(retryDelayMs(0, () => 1)).toBe(72_000);
  });

  it('waits at most six hours (plus jitter), however many attempts', () => {
    expect(retryDelayMs(9, () => 0.5)).toBe(6 * 3_600_000);
    expect(retryDelayMs(40, () => 1)).toBe(25_920_000);
  });
});
