import { describe, expect, it } from 'vitest';
import { eraOfSamling } from './referat-era';

describe('eraOfSamling', () => {
  it('gives legacy to 20181, tingdok from 20182, preliminary from 20241', () => {
    expect(
      ['20091', '20181', '20182', '20231', '20232', '20241', '20251'].map((s) => eraOfSamling(s, false)),
    ).toEqual(['legacy', 'legacy', 'tingdok', 'tingdok', 'tingdok', 'preliminary', 'preliminary']);
  });

  it('gives a re-exported legacy file the modern form, and changes nothing later', () => {
    expect(eraOfSamling('20131', true)).toBe('tingdok');
    expect(eraOfSamling('20241', true)).toBe('preliminary');
  });
});
