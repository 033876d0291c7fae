import { describe, expect, it } from 'vitest';
import type { PartView } from './part-progress';
import { truncate, ttyLines } from './tty-lines';

const stemme: PartView = {
  name: 'Stemme',
  done: 120_000,
  total: 1_800_000,
  fraction: 120_000 / 1_800_000,
  perSecond: 8100,
  seconds: 220,
  complete: false,
};
const afstemning: PartView = {
  name: 'Afstemning',
  done: 4000,
  total: 4000,
  fraction: 1,
  perSecond: 2000,
  seconds: 2,
  complete: true,
};

describe('ttyLines', () => {
  it('aligns the columns and gives the bar the room left, up to 40 cells', () => {
    expect(ttyLines([stemme, afstemning], null, 120, 'rows')).toEqual([
      `Stemme     [##${'-'.repeat(38)}] 120,000/1,800,000   6.7% 8,100 rows/s ETA 3:40`,
      `Afstemning [${'#'.repeat(40)}]       4,000/4,000 100.0% 2,000 rows/s done 0:02`,
    ]);
  });

  it('fits the width exactly by shrinking the bar', () => {
    const lines = ttyLines([stemme, afstemning], null, 100, 'rows');
    expect(lines).toEqual([
      `Stemme     [##${'-'.repeat(37)}] 120,000/1,800,000   6.7% 8,100 rows/s ETA 3:40`,
      `Afstemning [${'#'.repeat(39)}]       4,000/4,000 100.0% 2,000 rows/s done 0:02`,
    ]);
    expect(lines[1]).toHaveLength(100);
  });

  it('cuts names before the bar gets shorter than ten cells', () => {
    expect(ttyLines([stemme, afstemning], null, 69, 'rows')).toEqual([
      `Stemme   [${'-'.repeat(10)}] 120,000/1,800,000   6.7% 8,100 rows/s ETA 3:40`,
      `Afstemn… [${'#'.repeat(10)}]       4,000/4,000 100.0% 2,000 rows/s done 0:02`,
    ]);
  });

  it('drops the bar and at last cuts the line rather than wrap', () => {
    expect(ttyLines([stemme, afstemning], null, 50, 'rows')).toEqual([
      'Stemme   120,000/1,800,000   6.7% 8,100 rows/s ET…',
      'Afstemn…       4,000/4,000 100.0% 2,000 rows/s do…',
    ]);
  });

  it('leaves out the percent column when no total is known and shows an empty bar', () => {
    const sag = { ...stemme, name: 'Sag', total: null, fraction: null, perSecond: null, seconds: null };
    expect(ttyLines([sag], null, 50, 'rows')).toEqual([`Sag [${'-'.repeat(21)}] 120,000 – rows/s ETA –`]);
  });

  it('adds the summary line, cut to the width', () => {
    expect(ttyLines([stemme], '31 parts done, 12 waiting', 20, 'rows')).toEqual([
      'Stemme 120,000/1,80…',
      '31 parts done, 12 w…',
    ]);
  });

  it('draws nothing for nothing', () => {
    expect(ttyLines([], null, 80, 'rows')).toEqual([]);
  });
});

describe('truncate', () => {
  it.each([
    ['Stemme', 10, 'Stemme'],
    ['Stemme', 6, 'Stemme'],
    ['Stemme', 5, 'Stem…'],
    ['Stemme', 1, 'S'],
    ['Stemme', 0, ''],
  ])('cuts %s to %d as %s', (text, width, expected) => {
    expect(truncate(text, width)).toBe(expected);
  });
});
