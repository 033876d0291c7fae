import { describe, expect, it } from 'vitest';
import { hemicycleLayout } from './hemicycle';

describe('hemicycleLayout', () => {
  it.each([1, 2, 7, 100, 175, 179, 180])('places exactly %i seats inside the half disc', (total) => {
    const { seats, seatRadius } = hemicycleLayout(total);
    expect(seats).toHaveLength(total);
    expect(seatRadius).toBeGreaterThan(0);
    for (const s of seats) {
      expect(Math.hypot(s.x, s.y)).toBeLessThanOrEqual(1 + 1e-9);
      expect(s.y).toBeLessThanOrEqual(1e-9);
    }
  });

  it('keeps seats of 179 apart', () => {
    const { seats, seatRadius } = hemicycleLayout(179);
    let closest = Number.POSITIVE_INFINITY;
    seats.forEach((a, i) => {
      for (const b of seats.slice(i + 1)) closest = Math.min(closest, Math.hypot(a.x - b.x, a.y - b.y));
    });
    expect(closest).toBeGreaterThan(2 * seatRadius);
  });

  it('orders seats from left to right', () => {
    const { seats } = hemicycleLayout(179);
    const angles = seats.map((s) => Math.atan2(-s.y, s.x));
    for (let i = 1; i < angles.length; i++)
      expect(angles[i]).toBeLessThanOrEqual((angles[i - 1] ?? 0) + 1e-9);
    expect(seats[0]?.x).toBeLessThan(0);
    expect(seats.at(-1)?.x).toBeGreaterThan(0);
  });

  it('is empty for no seats', () => {
    expect(hemicycleLayout(0).seats).toEqual([]);
  });
});
