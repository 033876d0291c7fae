import { describe, expect, it } from 'vitest';
import { nextCycleIn } from './run';
import { probeWindow, sameWindow } from './set-changes';

describe('probeWindow', () => {
  it('reads the recent rows and one more, from the oldest future row on', () => {
    expect(probeWindow(0, 0)).toEqual({ skip: 0, top: 1 });
    expect(probeWindow(0, 3)).toEqual({ skip: 0, top: 4 });
    expect(probeWindow(809, 0)).toEqual({ skip: 808, top: 2 });
    expect(probeWindow(809, 5)).toEqual({ skip: 808, top: 7 });
  });
  it('gives up past one page (then the changes are paged)', () => {
    expect(probeWindow(10, 98)).toEqual({ skip: 9, top: 100 });
    expect(probeWindow(10, 99)).toBeNull();
  });
});

describe('sameWindow', () => {
  const local = [
    { id: 7, opdateringsdato: '2026-11-25T10:00:00.5' },
    { id: 3, opdateringsdato: '2026-11-24T09:00:00' },
  ];
  it('matches the same ids and stamps in the same order only', () => {
    expect(
      sameWindow(
        [
          { id: 7, opdateringsdato: '2026-11-25T10:00:00.5' },
          { id: 3, opdateringsdato: '2026-11-24T09:00:00' },
        ],
        local,
      ),
    ).toBe(true);
    expect(
      sameWindow(
        [
          { id: 7, opdateringsdato: '2026-11-25T10:00:00.53' },
          { id: 3, opdateringsdato: '2026-11-24T09:00:00' },
        ],
        local,
      ),
    ).toBe(false);
    expect(sameWindow([{ id: 3, opdateringsdato: '2026-11-24T09:00:00' }], local)).toBe(false);
    expect(sameWindow([{ id: 3, opdateringsdato: null }], [{ id: 3, opdateringsdato: null }])).toBe(true);
  });
});

describe('nextCycleIn', () => {
  it('pauses the interval less two cycles, never less than nothing', () => {
    expect(nextCycleIn(300_000, 4_000)).toBe(292_000);
    expect(nextCycleIn(20_000, 12_000)).toBe(0);
  });
});
