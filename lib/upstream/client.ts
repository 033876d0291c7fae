import {
  DEFAULT_CONCURRENCY,
  DEFAULT_TIMEOUT_MS,
  parseUpstreamRoot,
  tingdataUserAgent,
} from '@/lib/config/upstream';
import { getMetrics, type Metrics, statusClass } from '@/lib/metrics/metrics';
import { type BackoffPolicy, DEFAULT_BACKOFF, fullJitterDelay } from './backoff';
import { InFlight } from './coalesce';
import { UpstreamError } from './errors';
import { createConcurrencyLimiter, QueueBusyError } from './limiter';
import { parseUpstreamTarget, toUpstreamTarget, type UpstreamTarget } from './request';

/** The upstream's answer (2xx or 4xx; 3xx and 5xx become UpstreamError). */
export interface UpstreamResponse {
  readonly status: number;
  readonly contentType: string | null;
  readonly dataServiceVersion: string | null;
  /** The body as sent, with the upstream's own service root in its links. */
  readonly body: string;
  /** Seconds the service asked us to wait (`Retry-After`, delta-seconds or an HTTP date), when it said. */
  readonly retryAfterMs: number | null;
  readonly target: UpstreamTarget;
  /** The absolute URL requested. */
  readonly url: string;
}

export interface UpstreamClientOptions {
  /** The service root, e.g. `https://oda.ft.dk/api` (normalised to end in '/'). */
  readonly root: string;
  /** Per attempt, until the body is read. Default 10 s. */
  readonly timeoutMs?: number;
  /** Most requests in flight at once; the rest queue FIFO. Default 10. */
  readonly concurrency?: number;
  /**
   * Most requests waiting for a slot; one more fails at once with UpstreamError kind `busy` (never sent, not
   * retried). Default: unbounded (the sync queues its own work).
   */
  readonly maxQueued?: number;
  /** Longest a request waits for a slot, in ms, before failing with kind `busy`. Default: unbounded. */
  readonly maxQueueWaitMs?: number;
  /** Attempts per request, the first included. Default 3. */
  readonly maxAttempts?: number;
  readonly backoff?: BackoffPolicy;
  readonly metrics?: Metrics;
  readonly fetch?: typeof fetch;
  readonly random?: () => number;
  /** Sent with every request. Default `Tingdata/0.1 (API proxy)`. */
  readonly userAgent?: string;
  /**
   * Honour `Retry-After` on 429 and 503: wait what the service asks (at most this many ms), then retry; 429 is
   * retried only with this set. Default 0: `/api` answers a client at once and never waits on the service's word.
   */
  readonly maxRetryAfterMs?: number;
}

export interface UpstreamClient {
  /** The service root every request goes below, ending in '/'. */
  readonly root: string;
  /** Requests in flight now (at most the concurrency limit) and waiting. */
  readonly load: () => { readonly inFlight: number; readonly queued: number };
  /**
   * GETs one OData request from the upstream: a path and query below the root (`Sag?$top=5`), which is parsed and
   * re-printed from its AST first, or a target made by `toUpstreamTarget`. Identical requests in flight are sent
   * once; network errors and 5xx are retried with backoff; 4xx answers are returned, never retried.
   * Throws InvalidUpstreamRequestError (nothing sent) or UpstreamError.
   */
  readonly fetchOdata: (request: string | UpstreamTarget) => Promise<UpstreamResponse>;
}

/** `Retry-After` as milliseconds from `now`: delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  if (!/^[A-Za-z]{3}, /.test(text)) return null;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function acceptFor(target: UpstreamTarget): string {
  if (target.path.kind === 'metadata') return 'application/xml';
  return target.options.format === 'xml'
    ? 'application/atom+xml, application/xml;q=0.9'
    : 'application/json;odata=minimalmetadata, application/json;q=0.9';
}

/** The live ODA client: timeouts, retries with full-jitter backoff, a FIFO concurrency limit, and coalescing. */
export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const root = parseUpstreamRoot(options.root);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxAttempts = Math.max(1, options.maxAttempts ?? 3);
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const metrics = options.metrics ?? getMetrics();
  const fetchImpl = options.fetch ?? fetch;
  const random = options.random ?? Math.random;
  const userAgent = options.userAgent ?? tingdataUserAgent('API proxy', null);
  const maxRetryAfterMs = Math.max(0, options.maxRetryAfterMs ?? 0);
  const limiter = createConcurrencyLimiter(
    options.concurrency ?? DEFAULT_CONCURRENCY,
    (inFlight, queued) => {
      metrics.upstreamInFlight.set(inFlight);
      metrics.upstreamQueued.set(queued);
    },
    { maxQueued: options.maxQueued, maxWaitMs: options.maxQueueWaitMs },
  );
  const inFlight = new InFlight<UpstreamResponse>();

  /** One HTTP exchange, inside a limiter slot. */
  async function attempt(url: string, target: UpstreamTarget, n: number): Promise<UpstreamResponse> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const stopTimer = metrics.upstreamDuration.startTimer({ set: target.set });
    try {
      const res = await fetchImpl(url, {
        headers: { Accept: acceptFor(target), 'User-Agent': userAgent },
        signal: controller.signal,
        // Never follow a redirect: the host is fixed by configuration.
        redirect: 'manual',
      });
      const body = await res.text();
      metrics.upstreamRequests.inc({ set: target.set, status_class: statusClass(res.status) });
      return {
        status: res.status,
        contentType: res.headers.get('content-type'),
        dataServiceVersion: res.headers.get('dataserviceversion'),
        body,
        retryAfterMs: parseRetryAfter(res.headers.get('retry-after'), Date.now()),
        target,
        url,
      };
    } catch (error) {
      metrics.upstreamRequests.inc({ set: target.set, status_class: statusClass(null) });
      if (timedOut)
        throw new UpstreamError(`Upstream timed out after ${timeoutMs} ms: ${url}`, 'timeout', null, n, {
          cause: error,
        });
      const reason =
        error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
      throw new UpstreamError(`Upstream request failed (${reason}): ${url}`, 'network', null, n, {
        cause: error,
      });
    } finally {
      clearTimeout(timer);
      stopTimer();
    }
  }

  async function send(target: UpstreamTarget): Promise<UpstreamResponse> {
    const url = root + target.pathAndQuery;
    for (let n = 1; ; n++) {
      let failure: UpstreamError;
      let askedWaitMs: number | null = null;
      try {
        const res = await limiter.run(() => attempt(url, target, n));
        const throttled = res.status === 429 && maxRetryAfterMs > 0;
        if (res.status < 300 || (res.status >= 400 && res.status < 500 && !throttled)) return res;
        if ((res.status === 429 || res.status === 503) && maxRetryAfterMs > 0) askedWaitMs = res.retryAfterMs;
        failure = new UpstreamError(`Upstream answered ${res.status}: ${url}`, 'http', res.status, n);
      } catch (error) {
        if (error instanceof QueueBusyError) {
          // Nothing was sent: answering at once is the point, so no retry either.
          metrics.upstreamErrors.inc({ kind: 'busy' });
          throw new UpstreamError(`Upstream queue busy (${error.reason}): ${url}`, 'busy', null, n - 1, {
            cause: error,
          });
        }
        if (!(error instanceof UpstreamError)) throw error;
        failure = error;
      }
      // A timeout already used the whole budget; retrying it would triple the wait on a struggling service.
      const retryable =
        failure.kind === 'network' ||
        (failure.status ?? 0) >= 500 ||
        (failure.status === 429 && maxRetryAfterMs > 0);
      if (!retryable || n >= maxAttempts) {
        metrics.upstreamErrors.inc({
          kind:
            failure.kind === 'http'
              ? (failure.status ?? 0) >= 500
                ? 'http_5xx'
                : 'http_other'
              : failure.kind,
        });
        throw failure;
      }
      metrics.upstreamRetries.inc();
      const backoffMs = fullJitterDelay(n, backoff, random);
      await sleep(
        askedWaitMs === null ? backoffMs : Math.max(backoffMs, Math.min(askedWaitMs, maxRetryAfterMs)),
      );
    }
  }

  return {
    root,
    load: () => ({ inFlight: limiter.inFlight, queued: limiter.queued }),
    fetchOdata: async (request) => {
      // Re-derived from the AST even when given a target, so only printed requests are ever sent.
      const target =
        typeof request === 'string'
          ? parseUpstreamTarget(request)
          : toUpstreamTarget(request.path, request.options);
      return inFlight.run(
        root + target.pathAndQuery,
        () => send(target),
        () => metrics.upstreamCoalesced.inc(),
      );
    },
  };
}
