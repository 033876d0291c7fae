import { Agent, request } from 'node:http';

/**
 * A load run through the proxy: a few clients, each sending a request every `pauseMs`, alternating between the
 * kinds it is given (e.g. the same few pages — which the proxy caches — and requests it cannot have cached: a new
 * search each time). Every answer is counted by kind and by the phase the run is in when the request was sent (the
 * scenario moves the phase as it injects each fault), and every failure by what it was: a status (429, 5xx) or a
 * network error. A request is failed when it does not get a 2xx or 3xx answer within `timeoutMs`.
 */

/** One kind of request: its name and where its next request goes. */
export interface RequestKind {
  readonly name: string;
  next(): string;
}

/** The counts of one phase and kind. */
export interface Tally {
  requests: number;
  failed: number;
  /** Failures by what they were: `503`, `502`, `timeout`, `ECONNRESET`, … */
  readonly byReason: Record<string, number>;
  /** Answers nginx gave from its cache (`X-Cache-Status` HIT, STALE, UPDATING or REVALIDATED). */
  fromCache: number;
  /** The slowest answer, ms. */
  slowestMs: number;
}

export interface LoadRun {
  /** Requests sent from now on count in this phase. */
  setPhase(phase: string): void;
  /** phase → kind → counts. */
  readonly tallies: ReadonlyMap<string, ReadonlyMap<string, Tally>>;
  /** Waits for every request in flight and stops. */
  stop(): Promise<void>;
}

export interface LoadOptions {
  readonly baseUrl: string;
  readonly kinds: readonly RequestKind[];
  readonly clients: number;
  readonly pauseMs: number;
  readonly timeoutMs: number;
}

type Outcome =
  | { readonly ok: true; readonly cached: boolean }
  | { readonly ok: false; readonly reason: string };

const FROM_CACHE = new Set(['HIT', 'STALE', 'UPDATING', 'REVALIDATED']);

/** One GET, its body read to the end. */
function get(agent: Agent, url: string, timeoutMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request(url, { agent, timeout: timeoutMs }, (res) => {
      res.on('data', () => {});
      res.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ ok: false, reason: error.code ?? 'aborted' }),
      );
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        const cached = FROM_CACHE.has(String(res.headers['x-cache-status']));
        resolve(status >= 200 && status < 400 ? { ok: true, cached } : { ok: false, reason: String(status) });
      });
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })));
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ ok: false, reason: error.code ?? error.message }),
    );
    req.end();
  });
}

export function startLoad(options: LoadOptions): LoadRun {
  const tallies = new Map<string, Map<string, Tally>>();
  let phase = 'warm';
  let stopped = false;
  const tally = (p: string, kind: string): Tally => {
    const byKind = tallies.get(p) ?? new Map<string, Tally>();
    tallies.set(p, byKind);
    const t = byKind.get(kind) ?? { requests: 0, failed: 0, byReason: {}, fromCache: 0, slowestMs: 0 };
    byKind.set(kind, t);
    return t;
  };
  const agent = new Agent({ keepAlive: true, maxSockets: options.clients });
  const client = async (index: number) => {
    for (let n = index; !stopped; n++) {
      const kind = options.kinds[n % options.kinds.length];
      if (!kind) return;
      const sentIn = phase;
      const started = performance.now();
      const outcome = await get(agent, `${options.baseUrl}${kind.next()}`, options.timeoutMs);
      const t = tally(sentIn, kind.name);
      t.requests++;
      t.slowestMs = Math.max(t.slowestMs, performance.now() - started);
      if (outcome.ok && outcome.cached) t.fromCache++;
      if (!outcome.ok) {
        t.failed++;
        t.byReason[outcome.reason] = (t.byReason[outcome.reason] ?? 0) + 1;
      }
      if (!stopped) await new Promise((r) => setTimeout(r, options.pauseMs));
    }
  };
  const clients = Array.from({ length: options.clients }, (_, i) => client(i));
  return {
    setPhase: (p) => {
      phase = p;
    },
    tallies,
    stop: async () => {
      stopped = true;
      await Promise.all(clients);
      agent.destroy();
    },
  };
}

/** The counts of one kind over every phase. */
export function totalOf(run: LoadRun, kind: string): Tally {
  const total: Tally = { requests: 0, failed: 0, byReason: {}, fromCache: 0, slowestMs: 0 };
  for (const byKind of run.tallies.values()) {
    const t = byKind.get(kind);
    if (!t) continue;
    total.requests += t.requests;
    total.failed += t.failed;
    total.fromCache += t.fromCache;
    total.slowestMs = Math.max(total.slowestMs, t.slowestMs);
    for (const [reason, n] of Object.entries(t.byReason))
      total.byReason[reason] = (total.byReason[reason] ?? 0) + n;
  }
  return total;
}
