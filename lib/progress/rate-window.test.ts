import { describe, expect, it } from 'vitest';
import { RateWindow } from './rate-window';

describe('RateWindow', () => {
  it('has no rate without samples or before a second of history', () => {
    const w = new RateWindow();
    expect(w.perSecond(0)).toBeNull();
    w.add(0, 0);
    w.add(500, 400);
    expect(w.perSecond(500)).toBeNull();
    expect(w.perSecond(1000)).toBe(400);
  });

  it('measures the rate since the start while the history is shorter than the window', () => {
    const w = new RateWindow();
    w.add(0, 0);
    w.add(1000, 1000);
    w.add(2000, 3000);
    expect(w.perSecond(2000)).toBe(1500);
  });

  it('forgets progress older than the window', () => {
    const w = new RateWindow(5000);
    w.add(0, 0);
    for (let t = 1000; t <= 3000; t += 1000) w.add(t, t * 10); // 10,000 rows/s for three seconds
    for (let t = 4000; t <= 20000; t += 1000) w.add(t, 30000 + (t - 3000)); // then 1,000 rows/s
    expect(w.perSecond(20000)).toBe(1000);
  });

  it('falls while nothing happens', () => {
    const w = new RateWindow(5000);
    for (let t = 0; t <= 10000; t += 1000) w.add(t, t);
    expect(w.perSecond(10000)).toBe(1000);
    // No samples for 2.5 s: the window's anchor is the sample at 7 s (the newest at or before 12.5 - 5 s).
    expect(w.perSecond(12500)).toBe((3000 / 5500) * 1000);
    // Nothing for longer than the window: the last sample is the anchor, so the rate is zero.
    expect(w.perSecond(16000)).toBe(0);
  });

  it('merges samples closer together than the step, keeping the anchor', () => {
    const w = new RateWindow(5000, 1000, 100);
    w.add(0, 0);
    for (let t = 1; t <= 2000; t += 1) w.add(t, t * 2);
    expect(w.perSecond(2000)).toBe(2000);
    expect((w as unknown as { samples: unknown[] }).samples.length).toBeLessThanOrEqual(22);
  });
});
