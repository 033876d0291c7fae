import { describe, expect, it } from 'vitest';
import type { PartView } from './part-progress';
import { plainDoneLine, plainProgressLine, plainStartLine } from './plain-lines';

const running: PartView = {
  name: 'Stemme',
  done: 120_000,
  total: 1_800_000,
  fraction: 120_000 / 1_800_000,
  perSecond: 8100,
  seconds: 220,
  complete: false,
};

describe('plain lines', () => {
  it('says a part started, with its counts when there are any', () => {
    expect(plainStartLine({ ...running, done: 0 })).toBe('Stemme started: 0/1,800,000');
    expect(plainStartLine({ ...running, done: 0, total: null })).toBe('Stemme started');
    expect(plainStartLine({ ...running, total: null })).toBe('Stemme started: 120,000');
  });

  it('writes a running part with share, rate and time left', () => {
    expect(plainProgressLine(running, 'rows')).toBe('Stemme 120,000/1,800,000 (6.7%) 8,100 rows/s ETA 3:40');
  });

  it('leaves out what is not known yet', () => {
    expect(
      plainProgressLine({ ...running, total: null, fraction: null, perSecond: null, seconds: null }, 'rows'),
    ).toBe('Stemme 120,000 – rows/s ETA –');
  });

  it('writes a complete part with its time taken and average rate', () => {
    const view = { ...running, done: 1_800_000, total: 1_800_000, fraction: 1, seconds: 222, complete: true };
    expect(plainDoneLine(view, 'rows')).toBe('Stemme done: 1,800,000 rows in 3:42 (8,100 rows/s)');
    expect(plainDoneLine({ ...view, perSecond: null, seconds: 0 }, 'steps')).toBe(
      'Stemme done: 1,800,000 steps in 0:00',
    );
  });
});
