/**
 * A mirror under test: the stand-in over a copy of the e2e store (the tests change "the service" by writing to
 * that copy), instance M as `npm start` runs with ODA_UPSTREAM (the server and `npm run sync` every
 * {@link SYNC_INTERVAL_SECONDS} s beside it), and instance R reading the mirror M keeps (`ODA_SYNC=off`: the
 * production server alone). R is started first, before the mirror file exists.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../lib/cache/redis.fixture';
import { type Service, startChild } from './child-service';

const STORE = path.resolve(process.env.ODA_DB?.trim() || path.join('data', 'test.sqlite'));

/** Short, so a change upstream reaches the pages within seconds and the copy goes stale within seconds. */
export const SYNC_INTERVAL_SECONDS = 2;

export interface MirrorStack {
  /** The store file the stand-in serves: write to it to change the service. */
  readonly source: string;
  readonly upstream: Service;
  /** Started by {@link startSyncingInstance}; null before. */
  syncing: Service | null;
  /** The instance that only reads the mirror. */
  readonly reader: Service;
  startSyncingInstance(): Promise<Service>;
  stop(): Promise<void>;
}

export async function startMirrorStack(): Promise<MirrorStack> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tingdata-e2e-mirror-'));
  const source = path.join(dir, 'source.sqlite');
  copyFileSync(STORE, source);
  const mirror = path.join(dir, 'mirror.sqlite');
  const started: Service[] = [];
  const stop = async () => {
    for (const s of started.reverse()) await s.stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const upstreamPort = await freePort();
    const upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
    const upstream = await startChild(
      'the ODA stand-in',
      ['scripts/oda-serve.ts', '--port', String(upstreamPort), '--db', source],
      {},
      upstreamUrl,
      '/api/',
    );
    started.push(upstream);
    const env = {
      ODA_UPSTREAM: `${upstreamUrl}/api/`,
      ODA_DB: mirror,
      // The ODA part: no transcripts' FTP area in this stack.
      ODA_REFERAT_UPSTREAM: 'off',
      // Pages are kept a second, so the tests see each change at once.
      ODA_CACHE_FRESH_MS: '1000',
    };
    const readerPort = await freePort();
    const reader = await startChild(
      'the reading instance',
      ['scripts/serve.ts', '--port', String(readerPort)],
      { ...env, ODA_SYNC: 'off' },
      `http://127.0.0.1:${readerPort}`,
      '/metrics',
    );
    started.push(reader);
    const stack: MirrorStack = {
      source,
      upstream,
      reader,
      syncing: null,
      async startSyncingInstance() {
        const port = await freePort();
        const syncing = await startChild(
          'the syncing instance',
          ['scripts/start.ts'],
          { ...env, PORT: String(port), ODA_SYNC_INTERVAL: String(SYNC_INTERVAL_SECONDS) },
          `http://127.0.0.1:${port}`,
          '/metrics',
        );
        started.push(syncing);
        stack.syncing = syncing;
        return syncing;
      },
      stop,
    };
    return stack;
  } catch (error) {
    await stop();
    throw error;
  }
}
