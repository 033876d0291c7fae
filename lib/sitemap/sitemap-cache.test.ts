import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { SitemapPlan, SitemapRecord } from '@/lib/data/site/types';
import { SitemapCache, type SitemapSource } from './sitemap-cache';
import { checkSitemapIndex, checkUrlset } from './sitemap-check.fixture';

const origin = new URL('https://tingdata.example');

const PLAN: SitemapPlan = {
  vote: [{ first: 1, last: 3, count: 3, lastmod: '2025-01-01T10:00:00' }],
  case: [],
  meeting: [],
  actor: [],
  party: [],
  document: [],
  speech: [],
};

/** A source that counts its reads and answers the records 1 … 3 (stamped with the data's version). */
function countingSource(stamp = '2025-01-01T10:00:00') {
  const reads = { plan: 0, records: 0 };
  const source: SitemapSource = {
    plan: async () => {
      reads.plan += 1;
      return PLAN;
    },
    records: async (_kind, first, last) => {
      reads.records += 1;
      const records: SitemapRecord[] = [];
      for (let id = first; id <= last; id++) records.push({ segment: String(id), lastmod: stamp });
      return records;
    },
  };
  return { source, reads };
}

describe('the sitemap cache', () => {
  it('builds a file once per version and origin, for every request that waits on it', async () => {
    const cache = new SitemapCache({ maxBytes: 1 << 20 });
    const { source, reads } = countingSource();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => cache.file('v1', origin, 'afstemning-1.xml.gz', source)),
    );
    expect(new Set(answers).size).toBe(1);
    expect(reads).toEqual({ plan: 1, records: 1 });
    const body = answers[0];
    expect(body?.entries).toBe(6);
    const text = gunzipSync(body?.gzip ?? Buffer.alloc(0)).toString('utf8');
    expect(body?.bytes).toBe(Buffer.byteLength(text));
    expect(checkUrlset(text).map((e) => e.loc)).toContain('https://tingdata.example/en/afstemning/3');

    await cache.file('v1', new URL('http://localhost:3000'), 'afstemning-1.xml.gz', source);
    expect(reads).toEqual({ plan: 1, records: 2 });
    await cache.file('v2', origin, 'afstemning-1.xml.gz', source);
    expect(reads).toEqual({ plan: 2, records: 3 });
  });

  it('gives the same ETag for the same text and another for changed data', async () => {
    const cache = new SitemapCache({ maxBytes: 1 << 20 });
    const a = await cache.file('v1', origin, 'afstemning-1.xml.gz', countingSource().source);
    const same = await cache.file('v2', origin, 'afstemning-1.xml.gz', countingSource().source);
    const changed = await cache.file(
      'v3',
      origin,
      'afstemning-1.xml.gz',
      countingSource('2025-02-01T10:00:00').source,
    );
    expect(same?.etag).toBe(a?.etag);
    expect(changed?.etag).not.toBe(a?.etag);
  });

  it('answers null for a file the plan does not have, and the index of those it has', async () => {
    const cache = new SitemapCache({ maxBytes: 1 << 20 });
    const { source } = countingSource();
    expect(await cache.file('v1', origin, 'afstemning-2.xml.gz', source)).toBeNull();
    const index = await cache.index('v1', origin, source);
    expect(checkSitemapIndex(gunzipSync(index.gzip).toString('utf8'))).toEqual([
      { loc: 'https://tingdata.example/sitemaps/afstemning-1.xml.gz', lastmod: '2025-01-01T10:00:00+01:00' },
    ]);
  });

  it('asks the store again after a failed plan', async () => {
    const cache = new SitemapCache({ maxBytes: 1 << 20 });
    const { source, reads } = countingSource();
    let fail = true;
    const flaky: SitemapSource = {
      ...source,
      plan: () => (fail ? Promise.reject(new Error('deadline')) : source.plan()),
    };
    await expect(cache.index('v1', origin, flaky)).rejects.toThrow('deadline');
    fail = false;
    await expect(cache.index('v1', origin, flaky)).resolves.toMatchObject({ entries: 1 });
    expect(reads.plan).toBe(1);
  });
});
