/**
 * Live mode under test: the standalone OData server over the e2e store standing in for the live service, one
 * redis-server, and two app instances (the production server, scripts/serve.ts) whose `/api` proxies the stand-in
 * through that shared Redis tier, each on a free port. The stand-in and Redis listen on 127.0.0.1; the app
 * instances on every interface like `next start`. The app instances get no store at all (their pages show how to
 * build one): whatever `/api` answers came from the stand-in.
 */
import path from 'node:path';
import { freePort, startRedis, type TestRedis } from '../lib/cache/redis.fixture';
import { type Service, startChild } from './child-service';

export type { Service };

const STORE = path.resolve(process.env.ODA_DB?.trim() || path.join('data', 'test.sqlite'));
const NO_STORE = path.resolve('data', 'e2e-no-store', 'absent.sqlite');

export interface LiveInstance extends Service {
  /** `oda_upstream_requests_total` summed over its labels, from the instance's `/metrics`. */
  upstreamRequests(): Promise<number>;
}

export interface LiveStack {
  /** The stand-in's service root (`http://127.0.0.1:<port>/api/`). */
  readonly upstreamRoot: string;
  readonly upstream: Service;
  readonly redis: TestRedis;
  /** Instance A: the data's usual windows. */
  readonly a: LiveInstance;
  /** Instance B: `ODA_CACHE_FRESH_MS` caps its windows (what it fetches itself goes stale within a second). */
  readonly b: LiveInstance;
  stop(): Promise<void>;
}

/** How long the entries instance B fetches itself stay fresh, and then stale while revalidating. */
export const B_FRESH_MS = 1000;

async function startInstance(
  name: string,
  upstreamRoot: string,
  redisUrl: string,
  env: Readonly<Record<string, string>>,
) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const service = await startChild(
    name,
    ['scripts/serve.ts', '--port', String(port)],
    { ODA_UPSTREAM: upstreamRoot, REDIS_URL: redisUrl, ODA_DB: NO_STORE, ...env },
    url,
    '/metrics',
  );
  const upstreamRequests = async () => {
    const text = await (await fetch(`${url}/metrics`)).text();
    return text
      .split('\n')
      .filter((line) => line.startsWith('oda_upstream_requests_total'))
      .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
  };
  return { ...service, upstreamRequests };
}

export async function startLiveStack(): Promise<LiveStack> {
  const upstreamPort = await freePort();
  const upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
  const upstreamRoot = `${upstreamUrl}/api/`;
  const started: { stop(): Promise<void> }[] = [];
  const stopAll = async () => {
    for (const s of started.reverse()) await s.stop().catch(() => undefined);
  };
  try {
    const [upstream, redis] = await Promise.all([
      startChild(
        'the ODA stand-in',
        ['scripts/oda-serve.ts', '--port', String(upstreamPort), '--host', '127.0.0.1', '--db', STORE],
        {},
        upstreamUrl,
        '/api/',
      ),
      startRedis(),
    ]);
    started.push(upstream, redis);
    const [a, b] = await Promise.all([
      startInstance('app instance A', upstreamRoot, redis.url, {}),
      startInstance('app instance B', upstreamRoot, redis.url, { ODA_CACHE_FRESH_MS: String(B_FRESH_MS) }),
    ]);
    started.push(a, b);
    return { upstreamRoot, upstream, redis, a, b, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
