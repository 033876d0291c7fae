import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setStorePath } from '@/lib/config/store-path';
import { createMetrics } from '@/lib/metrics/metrics';
import { createODataService, readServiceConfig } from '@/lib/service/configured-service';
import type { ODataRequest } from '@/lib/service/request';
import { bodyText } from '@/lib/service/responses';
import { snapshotMetrics } from '@/lib/snapshot/snapshot-metrics';
import { createOrOpenMirror } from '@/lib/store/mirror-schema';
import { recordCycleSuccess } from '@/lib/store/mirror-state';
import { storeGeneration } from '@/lib/store/open-store';
import { MANIFEST_FILE } from './manifest';
import { publishSnapshot } from './publish-snapshot';
import { SnapshotReader } from './snapshot-reader';
import { startStaticServer } from './static-server.fixture';

const root = mkdtempSync(path.join(tmpdir(), 'tingdata-snapshot-switch-'));
const saved = process.env.ODA_DB;
afterAll(() => {
  if (saved === undefined) delete process.env.ODA_DB;
  else process.env.ODA_DB = saved;
  rmSync(root, { recursive: true, force: true });
});

/** One more applied cycle in the writer's mirror: a Periode row named after the generation it makes. */
function applyCycle(file: string): void {
  const db = createOrOpenMirror(file, 'http://127.0.0.1:1/api/', 300);
  const next = (db.prepare('SELECT generation FROM "_sync_status"').pluck().get() as number) + 1;
  db.prepare(
    'INSERT INTO "Periode" (id, startdato, slutdato, type, kode, titel, opdateringsdato) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(
    next,
    '2025-10-07T00:00:00',
    '2026-10-06T00:00:00',
    'samling',
    `g${next}`,
    `generation ${next}`,
    '2025-10-07T10:00:00',
  );
  recordCycleSuccess(db, new Date().toISOString(), true, {});
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

const get = (segments: string[]): ODataRequest => ({
  method: 'GET',
  segments,
  search: '',
  header: () => null,
});

describe('a reader instance switching snapshots', () => {
  it("moves /api's reads (in the query pool's threads) and the cache keys to the new generation, then deletes the old file", async () => {
    const published = path.join(root, 'published');
    mkdirSync(published);
    const mirror = path.join(root, 'mirror.sqlite');
    applyCycle(mirror);
    await publishSnapshot(mirror, published, { keep: 3 });
    const server = await startStaticServer(published);
    const reader = new SnapshotReader(
      {
        manifestUrl: new URL(MANIFEST_FILE, server.url),
        cacheDir: path.join(root, 'cache'),
        pollMs: 1000,
        startWaitMs: 0,
      },
      {
        metrics: snapshotMetrics(createMetrics().registry),
        onSwitch: (file) => setStorePath(file),
        log: () => undefined,
        retireMs: 50,
      },
    );
    const service = createODataService(readServiceConfig({}));
    const titles = async () => {
      const res = await service.answer(get(['Periode']), 'http://h/api/');
      expect(res.status).toBe(200);
      return (JSON.parse(bodyText(res) ?? '') as { value: { titel: string }[] }).value.map((r) => r.titel);
    };
    try {
      const first = await reader.start();
      expect(storeGeneration()).toBe(1);
      expect(await titles()).toEqual(['generation 1']);
      // Remembered in the read cache under generation 1.
      expect(await titles()).toEqual(['generation 1']);

      applyCycle(mirror);
      await publishSnapshot(mirror, published, { keep: 3 });
      await reader.poll();
      expect(storeGeneration()).toBe(2);
      expect(await titles()).toEqual(['generation 1', 'generation 2']);
      await expect.poll(() => existsSync(first.file)).toBe(false);
      expect(await titles()).toEqual(['generation 1', 'generation 2']);
    } finally {
      reader.stop();
      await service.close();
      await server.close();
    }
  });
});
