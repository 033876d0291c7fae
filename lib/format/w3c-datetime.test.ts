import { describe, expect, it } from 'vitest';
import { danishInstant } from './danish-instant';
import { w3cDateTime } from './w3c-datetime';

/** The W3C Datetime profile with seconds (https://www.w3.org/TR/NOTE-datetime), or a complete date. */
const W3C = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}:\d{2}(?:Z|[+-]\d{2}:\d{2}))?$/;

describe('w3cDateTime', () => {
  it("writes ODA's Danish local time with Denmark's offset of the day, fractions dropped", () => {
    expect(w3cDateTime('2025-03-12T13:05:00.47')).toBe('2025-03-12T13:05:00+01:00');
    expect(w3cDateTime('2025-07-01T08:00:59')).toBe('2025-07-01T08:00:59+02:00');
    expect(w3cDateTime('2013-10-03T07:51')).toBe('2013-10-03T07:51:00+02:00');
  });

  it('names the same instant danishInstant reads, around both changes of summer time', () => {
    for (const local of [
      '2025-03-30T01:59:59',
      '2025-03-30T03:00:00',
      '2025-10-26T02:30:00',
      '2025-10-26T03:00:00',
    ]) {
      const written = w3cDateTime(local);
      expect(written).toMatch(W3C);
      expect(Date.parse(written ?? '')).toBe(danishInstant(local)?.getTime());
    }
  });

  it('keeps a date alone, and a time that carries its offset as that instant in UTC', () => {
    expect(w3cDateTime('2024-02-29')).toBe('2024-02-29');
    expect(w3cDateTime('2024-06-07T09:00:00.000Z')).toBe('2024-06-07T09:00:00Z');
    expect(w3cDateTime('2024-06-07T11:00:00+02:00')).toBe('2024-06-07T09:00:00Z');
  });

  it('gives null for what is no time rather than a wrong one', () => {
    for (const text of [
      null,
      undefined,
      '',
      'Jun 07 09:00',
      '2025-02-30',
      '2025-01-01T24:00:00',
      '2025-01-01T10:61',
    ])
      expect(w3cDateTime(text)).toBeNull();
  });
});
