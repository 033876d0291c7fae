import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it.each([
    [0, '0 sek.', '0 s'],
    [45, '45 sek.', '45 s'],
    [60, '1 min.', '1 min'],
    [252, '4 min. 12 sek.', '4 min 12 s'],
    [3600, '1 t.', '1 h'],
    [3900, '1 t. 5 min.', '1 h 5 min'],
    [-5, '0 sek.', '0 s'],
  ])('%d seconds reads %s / %s', (seconds, da, en) => {
    expect(formatDuration(seconds, 'da')).toBe(da);
    expect(formatDuration(seconds, 'en')).toBe(en);
  });
});
