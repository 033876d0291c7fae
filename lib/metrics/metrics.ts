import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics for live mode. Every metric is registered in `registry` only (never prom-client's
 * global one), so tests can create their own set with `createMetrics()`.
 */
export interface Metrics {
  readonly registry: Registry;
  /** Requests sent to the upstream (each attempt counts), by entity set and status class (2xx…5xx, error). */
  readonly upstreamRequests: Counter<'set' | 'status_class'>;
  /** Time from sending an upstream request to its body read, by entity set. */
  readonly upstreamDuration: Histogram<'set'>;
  /** Upstream calls that failed after their retries, by kind. */
  readonly upstreamErrors: Counter<'kind'>;
  /** Attempts repeated after a network error or 5xx. */
  readonly upstreamRetries: Counter;
  /** Callers that joined an identical request already in flight instead of sending their own. */
  readonly upstreamCoalesced: Counter;
  readonly upstreamInFlight: Gauge;
  /** Requests waiting for a slot under the concurrency limit. */
  readonly upstreamQueued: Gauge;
  readonly cacheLookups: Counter<'tier' | 'result'>;
  /** Cache operations that could not be done (a tier unavailable or failing), by tier and operation. */
  readonly cacheErrors: Counter<'tier' | 'op'>;
  /** Entries served past their freshness: while revalidating, or because the upstream failed. */
  readonly cacheStaleServed: Counter<'reason'>;
  readonly cacheMemoryBytes: Gauge;
  readonly cacheMemoryEntries: Gauge;
  /**
   * Requests that failed on the server (each also one line in the server's log, lib/server/server-error-log.ts),
   * by route pattern and status: answered 5xx, or a page whose render failed after its 200 head went out.
   */
  readonly serverErrors: Counter<'route' | 'status'>;
}

/** A fresh, independent set of metrics in its own registry. */
export function createMetrics(options: { defaultMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  const registers = [registry];
  if (options.defaultMetrics) collectDefaultMetrics({ register: registry });
  return {
    registry,
    upstreamRequests: new Counter({
      name: 'oda_upstream_requests_total',
      help: 'HTTP requests sent to the upstream ODA service (every attempt), by entity set and status class.',
      labelNames: ['set', 'status_class'] as const,
      registers,
    }),
    upstreamDuration: new Histogram({
      name: 'oda_upstream_request_duration_seconds',
      help: 'Latency of upstream ODA requests (until the body is read), by entity set.',
      labelNames: ['set'] as const,
      buckets: [0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2, 5, 10],
      registers,
    }),
    upstreamErrors: new Counter({
      name: 'oda_upstream_errors_total',
      help: 'Upstream calls that failed after their retries, by kind (timeout, network, http_5xx).',
      labelNames: ['kind'] as const,
      registers,
    }),
    upstreamRetries: new Counter({
      name: 'oda_upstream_retries_total',
      help: 'Upstream attempts repeated after a network error or a 5xx.',
      registers,
    }),
    upstreamCoalesced: new Counter({
      name: 'oda_upstream_coalesced_total',
      help: 'Callers that joined an identical upstream request already in flight.',
      registers,
    }),
    upstreamInFlight: new Gauge({
      name: 'oda_upstream_in_flight',
      help: 'Upstream requests in flight now.',
      registers,
    }),
    upstreamQueued: new Gauge({
      name: 'oda_upstream_queued',
      help: 'Upstream requests waiting for a slot under the concurrency limit.',
      registers,
    }),
    cacheLookups: new Counter({
      name: 'oda_cache_lookups_total',
      help: 'Cache lookups by tier (memory, redis) and result (fresh, stale, miss).',
      labelNames: ['tier', 'result'] as const,
      registers,
    }),
    cacheErrors: new Counter({
      name: 'oda_cache_errors_total',
      help: 'Cache operations that failed or were skipped because a tier was unavailable, by tier and operation.',
      labelNames: ['tier', 'op'] as const,
      registers,
    }),
    cacheStaleServed: new Counter({
      name: 'oda_cache_stale_served_total',
      help: 'Responses served from an entry past its freshness, by reason (revalidate, upstream_error).',
      labelNames: ['reason'] as const,
      registers,
    }),
    cacheMemoryBytes: new Gauge({
      name: 'oda_cache_memory_bytes',
      help: 'Bytes of response bodies held by the in-process cache.',
      registers,
    }),
    cacheMemoryEntries: new Gauge({
      name: 'oda_cache_memory_entries',
      help: 'Entries held by the in-process cache.',
      registers,
    }),
    serverErrors: new Counter({
      name: 'tingdata_server_errors_total',
      help: 'Requests that failed on the server (answered 5xx, or a page that failed after its 200 head went out), by route pattern and status; each is one line in the log.',
      labelNames: ['route', 'status'] as const,
      registers,
    }),
  };
}

const GLOBAL_KEY = Symbol.for('tingdata.metrics');
type WithMetrics = typeof globalThis & { [GLOBAL_KEY]?: Metrics };

/**
 * The process's one set of metrics (with Node's default process metrics). Kept on `globalThis`, so Next's module
 * reloading (dev) and separately bundled routes share one registry instead of registering the names twice.
 */
export function getMetrics(): Metrics {
  const holder = globalThis as WithMetrics;
  holder[GLOBAL_KEY] ??= createMetrics({ defaultMetrics: true });
  return holder[GLOBAL_KEY];
}

/** The Prometheus text exposition of a set of metrics, with its Content-Type. */
export async function renderMetrics(
  metrics: Metrics = getMetrics(),
): Promise<{ body: string; contentType: string }> {
  return { body: await metrics.registry.metrics(), contentType: metrics.registry.contentType };
}

/** `2xx`…`5xx` for an HTTP status, `error` when no response came. */
export function statusClass(status: number | null): string {
  return status === null ? 'error' : `${Math.floor(status / 100)}xx`;
}
