import { describe, expect, it } from 'vitest';
import { PartProgress } from './part-progress';

describe('PartProgress', () => {
  it('shows the share, the recent rate and the time left while running', () => {
    const part = new PartProgress('Stemme', 0, 0, 1_800_000);
    part.update(10_000, 40_500, 1_800_000);
    part.update(15_000, 81_000, 1_800_000);
    expect(part.view(15_000)).toEqual({
      name: 'Stemme',
      done: 81_000,
      total: 1_800_000,
      fraction: 0.045,
      perSecond: 8100,
      seconds: (1_800_000 - 81_000) / 8100,
      complete: false,
    });
  });

  it('has no share or time left while the total is unknown', () => {
    const part = new PartProgress('Sag', 0, 0, null);
    part.update(2000, 500, null);
    expect(part.view(2000)).toMatchObject({ fraction: null, perSecond: 250, seconds: null });
  });

  it('has no time left once all is done, even before a rate is known', () => {
    const part = new PartProgress('Sambehandlinger', 0, 0, 1);
    part.update(10, 1, 1);
    expect(part.view(10)).toMatchObject({ perSecond: null, seconds: 0, complete: false });
  });

  it('counts a part with nothing to do as all done', () => {
    expect(new PartProgress('Periode', 0, 0, 0).view(0).fraction).toBe(1);
  });

  it('once complete shows what was done as the total, the average rate and the time taken', () => {
    const part = new PartProgress('Aktør', 1000, 100, 20_000);
    part.update(3000, 19_100, 20_000);
    part.complete(5000);
    part.update(6000, 1, 1);
    expect(part.view(9000)).toEqual({
      name: 'Aktør',
      done: 19_100,
      total: 19_100,
      fraction: 1,
      perSecond: 19_000 / 4,
      seconds: 4,
      complete: true,
    });
  });

  it('is active between its first row and its completion', () => {
    const part = new PartProgress('Dokument', 0, 0, 10);
    expect(part.isActive).toBe(false);
    part.update(1, 1, 10);
    expect(part.isActive).toBe(true);
    part.complete(2);
    expect(part.isActive).toBe(false);
  });
});
