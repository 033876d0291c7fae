import { describe, expect, it } from 'vitest';
import { MIRROR_PAGE_POLICY, readPageCacheConfig, STORE_PAGE_POLICY } from './page-cache-config';

describe('readPageCacheConfig', () => {
  it('keeps demo-store pages longer than mirror pages; 64 MiB unless told', () => {
    expect(readPageCacheConfig({})).toEqual({
      maxBytes: 64 * 1024 * 1024,
      policy: STORE_PAGE_POLICY,
      originVaries: true,
    });
    expect(readPageCacheConfig({ ODA_UPSTREAM: 'http://127.0.0.1:4100/api' }).policy).toEqual(
      MIRROR_PAGE_POLICY,
    );
  });

  it('takes the origin from the request unless SITE_URL is a valid URL', () => {
    expect(readPageCacheConfig({ SITE_URL: 'https://tingdata.dk' }).originVaries).toBe(false);
    expect(readPageCacheConfig({ SITE_URL: 'not a url' }).originVaries).toBe(true);
  });

  it('is off with ODA_PAGE_CACHE_MB=0 and rejects nonsense', () => {
    expect(readPageCacheConfig({ ODA_PAGE_CACHE_MB: '0' }).maxBytes).toBe(0);
    expect(() => readPageCacheConfig({ ODA_PAGE_CACHE_MB: 'lots' })).toThrow(/ODA_PAGE_CACHE_MB/);
  });

  it('ODA_CACHE_FRESH_MS caps every window (the test knob)', () => {
    expect(readPageCacheConfig({ ODA_UPSTREAM: 'http://x/api', ODA_CACHE_FRESH_MS: '1500' }).policy).toEqual({
      freshMs: 1500,
      swrMs: 1500,
    });
  });
});
