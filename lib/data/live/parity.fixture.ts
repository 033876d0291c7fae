/**
 * Store/live parity for the page data layer: one generated store read two ways — directly (store mode) and
 * through the standalone OData server standing in for the live service (live mode, via the counting proxy of
 * lib/upstream/upstream.fixture.ts). A live read is right when it returns what the store read returns.
 *
 *   const h = await startParity();
 *   expect(await h.live(() => getVote(5))).toEqual(await h.store(() => getVote(5)));
 *   await h.close();
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateDataset } from '@/lib/dataset/generate';
import { SCALES } from '@/lib/dataset/scale';
import { createMetrics } from '@/lib/metrics/metrics';
import { createODataService, type ODataService } from '@/lib/service/configured-service';
import { startTestUpstream, type TestUpstream } from '@/lib/upstream/upstream.fixture';

const SERVICE_KEY = Symbol.for('tingdata.odataService');
type WithService = typeof globalThis & { [SERVICE_KEY]?: ODataService };

export interface ParityHarness {
  /** The store file both modes read. */
  readonly db: string;
  /** The stand-in upstream: recorded requests, failNext, stop/start. */
  readonly upstream: TestUpstream;
  /** The live service the live reads go through (its cache can be inspected or cleared by a new harness). */
  readonly liveService: ODataService;
  /** Runs `read` with the data layer in store mode. */
  store<T>(read: () => Promise<T>): Promise<T>;
  /** Runs `read` with the data layer in live mode. */
  live<T>(read: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface ParityOptions {
  /** A store to serve (default: a tiny generated one, seed 3). */
  readonly db?: string;
  /** Upstream latency in ms (default 0). */
  readonly latencyMs?: number;
}

export async function startParity(options: ParityOptions = {}): Promise<ParityHarness> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tingdata-parity-'));
  let db = options.db;
  if (!db) {
    db = path.join(dir, 'tiny.sqlite');
    generateDataset({ scale: SCALES.tiny, seed: 3, out: db });
  }
  const previousDb = process.env.ODA_DB;
  process.env.ODA_DB = db;
  const upstream = await startTestUpstream(db, { latencyMs: options.latencyMs });
  const storeService = createODataService({ mode: 'store' });
  const liveService = createODataService(
    {
      mode: 'live',
      upstream: { root: upstream.root, timeoutMs: 10_000, concurrency: 10 },
      redisUrl: null,
      memoryBytes: 256 << 20,
    },
    { metrics: createMetrics() },
  );
  const holder = globalThis as WithService;
  const previousService = holder[SERVICE_KEY];
  const run = async <T>(service: ODataService, read: () => Promise<T>): Promise<T> => {
    holder[SERVICE_KEY] = service;
    return read();
  };
  return {
    db,
    upstream,
    liveService,
    store: (read) => run(storeService, read),
    live: (read) => run(liveService, read),
    close: async () => {
      holder[SERVICE_KEY] = previousService;
      if (previousDb === undefined) delete process.env.ODA_DB;
      else process.env.ODA_DB = previousDb;
      await liveService.close();
      await upstream.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
