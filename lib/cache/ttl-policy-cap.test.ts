import { afterEach, describe, expect, it } from 'vitest';
import { capFreshness, freshnessCapMs, TTL_TABLE, ttlFor } from './ttl-policy';

describe('ODA_CACHE_FRESH_MS (the test knob)', () => {
  const saved = process.env.ODA_CACHE_FRESH_MS;
  afterEach(() => {
    if (saved === undefined) delete process.env.ODA_CACHE_FRESH_MS;
    else process.env.ODA_CACHE_FRESH_MS = saved;
  });

  it('is off unless set, and must be a positive whole number', () => {
    expect(freshnessCapMs({})).toBeNull();
    expect(freshnessCapMs({ ODA_CACHE_FRESH_MS: ' ' })).toBeNull();
    expect(freshnessCapMs({ ODA_CACHE_FRESH_MS: '1500' })).toBe(1500);
    for (const bad of ['0', '-1', '1.5', 'soon'])
      expect(() => freshnessCapMs({ ODA_CACHE_FRESH_MS: bad })).toThrow(/ODA_CACHE_FRESH_MS/);
  });

  it('caps fresh and stale-while-revalidate windows, never stale-if-error', () => {
    expect(capFreshness(TTL_TABLE.collection, 1000)).toEqual({
      rule: 'collection',
      freshMs: 1000,
      swrMs: 1000,
      sieMs: TTL_TABLE.collection.sieMs,
    });
    expect(capFreshness(TTL_TABLE.collection, null)).toBe(TTL_TABLE.collection);
    expect(capFreshness(TTL_TABLE['no-store'], 1000)).toBe(TTL_TABLE['no-store']);
  });

  it('applies to every answer classified by ttlFor', () => {
    process.env.ODA_CACHE_FRESH_MS = '2000';
    const ttl = ttlFor(
      { path: { kind: 'metadata' }, status: 200, body: null, contentType: null },
      Date.parse('2026-03-01T12:00:00Z'),
    );
    expect(ttl).toMatchObject({
      rule: 'metadata',
      freshMs: 2000,
      swrMs: 2000,
      sieMs: TTL_TABLE.metadata.sieMs,
    });
  });
});
