import { describe, expect, it } from 'vitest';
import { danishLocalDateTime, danishToday } from './danish-clock';

describe('danishToday', () => {
  it('gives the Danish date, not the UTC one, around midnight', () => {
    expect(danishToday(new Date('2024-06-30T22:30:00Z'))).toBe('2024-07-01');
    expect(danishToday(new Date('2024-12-31T22:59:00Z'))).toBe('2024-12-31');
  });
});

describe('danishLocalDateTime', () => {
  it('writes a moment in Danish local time, winter and summer', () => {
    expect(danishLocalDateTime(new Date('2026-11-22T19:05:09Z'))).toBe('2026-11-22T20:05:09');
    expect(danishLocalDateTime(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01T00:30:00');
  });
});
