import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiHandler } from '@/lib/server/api-handler';
import { createODataService, readServiceConfig } from '@/lib/service/configured-service';
import { syncOnce } from './run';
import {
  changeSource,
  closeSyncWorlds,
  nonZero,
  recordingProgress,
  serviceStamp,
  syncWorld,
} from './sync.fixture';

afterEach(closeSyncWorlds);

describe('npm run sync following another instance', () => {
  it("copies an instance's /api exactly (the production server's handler over its store), then its changes", async () => {
    const w = await syncWorld();
    const saved = process.env.ODA_DB;
    process.env.ODA_DB = w.source;
    // The instance remembers answers per generation of its store (lib/service/read-cache.ts); this synthetic source
    // has none, so its memory tier is off to let the changes below through. A mirror or a snapshot reader moves its
    // generation with each applied cycle, and its remembered answers with it.
    const service = createODataService(readServiceConfig({ ODA_CACHE_MEMORY_MB: '0' }));
    const api = createApiHandler(() => service);
    const server = createServer((req, res) => void api(req, res, null));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const root = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
    try {
      await syncOnce(w.options({ upstream: root }), { progress: recordingProgress() });
      expect(nonZero(w.differences())).toEqual({});

      const stamp = serviceStamp();
      changeSource(w.source, (db) => {
        db.prepare(
          `UPDATE "Sag" SET titel = titel || ' (ændret)', opdateringsdato = ? WHERE id IN (SELECT id FROM "Sag" ORDER BY id LIMIT 5)`,
        ).run(stamp);
        db.prepare('DELETE FROM "Stemme" WHERE id = (SELECT min(id) FROM "Stemme")').run();
      });
      const cycle = await syncOnce(w.options({ upstream: root }), { progress: recordingProgress() });
      expect(cycle.written.Sag).toBe(5);
      expect(cycle.deleted.Stemme).toBe(1);
      expect(nonZero(w.differences())).toEqual({});
    } finally {
      server.close();
      await service.close();
      if (saved === undefined) delete process.env.ODA_DB;
      else process.env.ODA_DB = saved;
    }
  });
});
