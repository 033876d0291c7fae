import { describe, expect, it } from 'vitest';
import { parseIdSegment, voteExportPath, votePath } from './routes';

describe('parseIdSegment', () => {
  it.each([
    ['1', 1],
    ['10371', 10371],
    ['2147483647', 2147483647],
  ])('reads %s', (segment, id) => {
    expect(parseIdSegment(segment)).toBe(id);
  });

  it.each(['', '0', '007', '-3', '1.5', '1e3', ' 12', 'abc', '12abc', '2147483648', '99999999999', '١٢'])(
    'refuses %j',
    (segment) => {
      expect(parseIdSegment(segment)).toBeNull();
    },
  );
});

describe('paths', () => {
  it('spells the vote page and its exports', () => {
    expect(votePath(42)).toBe('/afstemning/42');
    expect(voteExportPath(42, 'csv')).toBe('/afstemning/42/stemmer.csv');
    expect(voteExportPath(42, 'json')).toBe('/afstemning/42/stemmer.json');
  });
});
