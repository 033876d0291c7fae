import { describe, expect, it } from 'vitest';
import { formatBar } from './format-bar';

describe('formatBar', () => {
  it.each([
    [0, 10, '[----------]'],
    [0.5, 10, '[#####-----]'],
    [0.99, 10, '[#########-]'],
    [1, 10, '[##########]'],
    [1.5, 4, '[####]'],
    [-1, 4, '[----]'],
    [null, 4, '[----]'],
    [0.5, 0, '[]'],
  ])('fills %s of %d cells as %s', (fraction, cells, expected) => {
    expect(formatBar(fraction, cells)).toBe(expected);
  });
});
