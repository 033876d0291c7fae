import { Redis } from 'ioredis';
import { getMetrics, type Metrics } from '@/lib/metrics/metrics';
import { type CacheEntry, deserializeEntry, lifetimeMs, serializeEntry } from './entry';

/** A cache tier shared by all instances. Never throws: an unavailable tier reads as a miss and skips writes. */
export interface SharedTier {
  get(key: string): Promise<CacheEntry | null>;
  set(key: string, entry: CacheEntry): Promise<void>;
  close(): Promise<void>;
}

export interface RedisTierOptions {
  /** `redis://host:port[/db]` (REDIS_URL). */
  readonly url: string;
  readonly metrics?: Metrics;
  /** Where the outage and recovery notices go (once each per outage). Default console.warn. */
  readonly log?: (message: string) => void;
  /** How long the first connection may take (requests wait for it once). Default 1000 ms. */
  readonly connectTimeoutMs?: number;
  /** How long one GET/SET may take before it counts as failed. Default 500 ms. */
  readonly commandTimeoutMs?: number;
  readonly now?: () => number;
}

/**
 * The shared tier in Redis (ioredis). It connects lazily on first use; while Redis is down every lookup is a miss
 * and writes are skipped at once (no offline queue, no waiting) — the site keeps working on the in-process tier —
 * and ioredis reconnects in the background. The outage is logged once and every failed operation is counted in
 * `oda_cache_errors_total{tier="redis"}`. Entries expire in Redis when they are of no more use (`lifetimeMs`).
 */
export class RedisTier implements SharedTier {
  readonly #client: Redis;
  readonly #metrics: Metrics;
  readonly #log: (message: string) => void;
  readonly #now: () => number;
  readonly #where: string;
  /** The first connection attempt, awaited by the first requests; null before use and once settled. */
  #firstConnect: Promise<boolean> | null = null;
  #started = false;
  #down = false;
  #commandFailureLogged = false;

  constructor(options: RedisTierOptions) {
    this.#metrics = options.metrics ?? getMetrics();
    this.#log = options.log ?? ((message) => console.warn(message));
    this.#now = options.now ?? Date.now;
    this.#where = redactUrl(options.url);
    this.#client = new Redis(options.url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: options.connectTimeoutMs ?? 1_000,
      commandTimeout: options.commandTimeoutMs ?? 500,
      retryStrategy: (times) => Math.min(250 * 2 ** Math.min(times, 5), 5_000),
    });
    this.#client.on('error', (error: Error) => this.#failed('connection', error));
    this.#client.on('ready', () => {
      if (this.#down) this.#log(`[cache] Redis at ${this.#where} is back; sharing cache entries again`);
      this.#down = false;
    });
  }

  async get(key: string): Promise<CacheEntry | null> {
    if (!(await this.#available())) {
      this.#metrics.cacheErrors.inc({ tier: 'redis', op: 'get' });
      return null;
    }
    try {
      const text = await this.#client.get(key);
      return text === null ? null : deserializeEntry(text);
    } catch (error) {
      this.#failed('get', error);
      return null;
    }
  }

  async set(key: string, entry: CacheEntry): Promise<void> {
    const ttlMs = Math.floor(lifetimeMs(entry) - (this.#now() - entry.fetchedAt));
    if (ttlMs <= 0) return;
    if (!(await this.#available())) {
      this.#metrics.cacheErrors.inc({ tier: 'redis', op: 'set' });
      return;
    }
    try {
      await this.#client.set(key, serializeEntry(entry), 'PX', ttlMs);
    } catch (error) {
      this.#failed('set', error);
    }
  }

  async close(): Promise<void> {
    if (this.#client.status === 'ready') {
      try {
        await this.#client.quit();
        return;
      } catch {
        // Fall through to a hard disconnect.
      }
    }
    this.#client.disconnect();
  }

  /** Ready now; or, on first use only, after the first connection attempt (bounded by the connect timeout). */
  async #available(): Promise<boolean> {
    if (this.#client.status === 'ready') return true;
    if (!this.#started) {
      this.#started = true;
      this.#firstConnect = this.#client.connect().then(
        () => true,
        () => false,
      );
      void this.#firstConnect.then(() => {
        this.#firstConnect = null;
      });
    }
    return this.#firstConnect ?? false;
  }

  /** Counts the failure; logs the first connection error of an outage and the first failed command. */
  #failed(op: 'connection' | 'get' | 'set', error: unknown): void {
    this.#metrics.cacheErrors.inc({ tier: 'redis', op });
    const reason = error instanceof Error ? error.message : String(error);
    if (op === 'connection') {
      if (this.#down) return;
      this.#down = true;
      this.#log(`[cache] Redis at ${this.#where} unavailable (${reason}); using the in-process cache only`);
    } else if (!this.#commandFailureLogged) {
      this.#commandFailureLogged = true;
      this.#log(`[cache] a Redis ${op.toUpperCase()} failed (${reason}); such failures count as misses`);
    }
  }
}

/** The URL without its password, for logs. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}
