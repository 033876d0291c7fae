import { describe, expect, it } from 'vitest';
import { danishInstant } from './danish-instant';

describe('danishInstant', () => {
  it('reads ODA local time as Danish time: +01:00 in winter, +02:00 in summer', () => {
    expect(danishInstant('2025-03-12T13:05:00')?.toISOString()).toBe('2025-03-12T12:05:00.000Z');
    expect(danishInstant('2025-06-12T13:05:07')?.toISOString()).toBe('2025-06-12T11:05:07.000Z');
    expect(danishInstant('2025-06-12')?.toISOString()).toBe('2025-06-11T22:00:00.000Z');
    expect(danishInstant('2025-06-12 09:30:00.123')?.toISOString()).toBe('2025-06-12T07:30:00.000Z');
  });

  it('places the hours around the changes of clock', () => {
    // Spring: 02:00 becomes 03:00 on 30 March 2025.
    expect(danishInstant('2025-03-30T01:59:00')?.toISOString()).toBe('2025-03-30T00:59:00.000Z');
    expect(danishInstant('2025-03-30T03:00:00')?.toISOString()).toBe('2025-03-30T01:00:00.000Z');
    // Autumn: 03:00 becomes 02:00 on 26 October 2025; the repeated hour is read as the first.
    expect(danishInstant('2025-10-26T02:30:00')?.toISOString()).toBe('2025-10-26T00:30:00.000Z');
    expect(danishInstant('2025-10-26T03:30:00')?.toISOString()).toBe('2025-10-26T02:30:00.000Z');
  });

  it('refuses text that is no date', () => {
    for (const bad of [null, undefined, '', 'i går', '2025-02-30', '2025-01-01T24:00:00'])
      expect(danishInstant(bad), String(bad)).toBeNull();
  });
});
