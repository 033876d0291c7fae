import { describe, expect, it } from 'vitest';
import { normaliseDatetimeLiteral } from './datetime-literal';
import { TypeMismatchError } from './errors';

describe('normaliseDatetimeLiteral', () => {
  it.each([
    ['2014-09-22T15:44:12', '2014-09-22T15:44:12'],
    ['2014-09-09T09:05:59.653', '2014-09-09T09:05:59.653'],
    ['2014-09-09T09:05:59.650', '2014-09-09T09:05:59.65'],
    ['2014-09-09T09:05:59.000', '2014-09-09T09:05:59'],
    ['2023-11-25T10:00:00.000Z', '2023-11-25T10:00:00'],
    ['2023-11-25T10:00:00+01:00', '2023-11-25T10:00:00'],
    ['2023-11-25T10:00', '2023-11-25T10:00:00'],
    ['2023-11-25', '2023-11-25T00:00:00'],
    ['2023-11-25 10:00:00', '2023-11-25T10:00:00'],
    ['2023-11-25T10:00:00.1234567', '2023-11-25T10:00:00.1234567'],
  ])('%s → %s', (input, output) => {
    expect(normaliseDatetimeLiteral(input)).toBe(output);
  });

  it.each(['2023-13-01T00:00:00', '2023-11-25T25:00:00', 'yesterday', '2023-11-25T10'])(
    'rejects %s',
    (input) => {
      expect(() => normaliseDatetimeLiteral(input)).toThrow(TypeMismatchError);
    },
  );
});
