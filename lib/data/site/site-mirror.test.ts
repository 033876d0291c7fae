import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createOrOpenMirror } from '@/lib/store/mirror-schema';
import { planSetCopy, recordCycleSuccess } from '@/lib/store/mirror-state';
import { readSiteStatus } from './site';
import { mirrorFreshness } from './site-load';

const dir = mkdtempSync(path.join(tmpdir(), 'tingdata-site-mirror-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

describe('the site over a mirror', () => {
  it('is being built while the file is missing (with ODA_UPSTREAM) and until the first cycle is applied', async () => {
    const file = path.join(dir, 'mirror.sqlite');
    vi.stubEnv('ODA_DB', file);
    expect(await readSiteStatus({ ODA_UPSTREAM: 'http://127.0.0.1:1/api' })).toEqual({
      kind: 'building',
      progress: null,
    });
    expect(await readSiteStatus({})).toEqual({ kind: 'store-missing', storeFile: file });

    const writer = createOrOpenMirror(file, 'http://127.0.0.1:1/api/', 300);
    planSetCopy(writer, 'Stemme', 1000, [[1, 1001]]);
    writer.prepare(`UPDATE "_sync_set" SET copied = 250 WHERE name = 'Stemme'`).run();
    expect(await readSiteStatus()).toEqual({ kind: 'building', progress: { done: 250, total: 1000 } });

    recordCycleSuccess(writer, '2026-11-25T10:00:00.000Z', true, {});
    expect(await readSiteStatus()).toEqual({
      kind: 'ready',
      site: { synthetic: false, asOf: null, scale: null },
      // Read with the status: the cycle just applied is when the copy was last brought up to date.
      freshness: expect.objectContaining({
        sync: expect.objectContaining({ syncedAt: '2026-11-25T10:00:00.000Z' }),
      }),
    });
    writer.close();
  });

  it('says the copy is stale once its last applied cycle is more than three intervals old', () => {
    const file = path.join(dir, 'stale.sqlite');
    const writer = createOrOpenMirror(file, 'http://127.0.0.1:1/api/', 300);
    expect(mirrorFreshness(writer)).toBeNull();
    recordCycleSuccess(writer, '2026-11-25T10:00:00.000Z', true, {});
    const at = (iso: string) => mirrorFreshness(writer, new Date(iso));
    expect(at('2026-11-25T10:15:00.000Z')).toEqual({
      syncedAt: '2026-11-25T10:00:00.000Z',
      intervalSeconds: 300,
      stale: false,
    });
    expect(at('2026-11-25T10:15:01.000Z')?.stale).toBe(true);
    writer.close();
  });
});
