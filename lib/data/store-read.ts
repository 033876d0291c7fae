import 'server-only';
import { existsSync } from 'node:fs';
import { readQueryPoolConfig } from '@/lib/config/query-pool';
import { resolveStorePath } from '@/lib/config/store-path';
import { QueryPool } from '@/lib/query-pool/query-pool';
import { markOverloaded, withRequestDigest } from '@/lib/server/request-outcome';
import { BUSY_RETRY_AFTER_S } from '@/lib/service/responses';
import { StoreMissingError } from '@/lib/store/open-store';
import type { StoreReadInput } from './store-read-task';
import type { StoreReadName, StoreReads } from './store-reads';

/** The pool's task (lib/data/store-read-task.ts), loaded by the pool's threads from the sources. */
const STORE_READ_TASK = { module: 'lib/data/store-read-task.ts', name: 'storeReadTask' } as const;

type AfterStore<F> = F extends (db: never, ...args: infer A) => unknown ? A : never;

/** The arguments a read takes after the store, and what it returns. */
export type StoreReadArgs<K extends StoreReadName> = AfterStore<StoreReads[K]>;
export type StoreReadResult<K extends StoreReadName> = ReturnType<StoreReads[K]>;

const POOL_KEY = Symbol.for('tingdata.pagePool');

/**
 * Page reads each thread takes at a time: they are bounded (fixed SQL, a few ms), so a thread runs a short line
 * of them without waiting for the serving thread between two (see `boundedTasksPerThread`).
 */
const TASKS_PER_THREAD = 4;
type WithPool = typeof globalThis & { [POOL_KEY]?: QueryPool };

/**
 * The pages' query pool: threads of their own (`ODA_PAGE_QUERY_THREADS`), apart from `/api`'s, with a deadline per
 * read (`ODA_PAGE_QUERY_TIMEOUT_MS`). One per process (on `globalThis`: Next bundles this module more than once).
 */
export function pagePool(): QueryPool {
  const holder = globalThis as WithPool;
  holder[POOL_KEY] ??= new QueryPool({
    ...readQueryPoolConfig(process.env, 'ODA_PAGE_QUERY'),
    boundedTasksPerThread: TASKS_PER_THREAD,
  });
  return holder[POOL_KEY];
}

/** A read stopped at its deadline, or refused because the pool is full (by name: the pool may be another bundle's). */
const isOverload = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'QueryTimeoutError' || error.name === 'QueryPoolBusyError');

/**
 * Runs one of the pages' store reads (lib/data/store-reads.ts) in the pages' query pool, never on the thread that
 * serves requests: `await readStore('vote', id)`. The read runs on the thread's own read-only connection to the
 * store file the site reads now. A read stopped at its deadline or refused by a full pool rejects (the page shows
 * its error), and marks the request, so the production server answers 503 with `Retry-After` and keeps nothing.
 * A failed read's error carries the request's id as its digest, which the error page shows (request-outcome.ts).
 * @throws StoreMissingError when the store file does not exist.
 */
export async function readStore<K extends StoreReadName>(
  read: K,
  ...args: StoreReadArgs<K>
): Promise<StoreReadResult<K>> {
  const db = resolveStorePath();
  if (!existsSync(db)) throw withRequestDigest(new StoreMissingError(db));
  return runStoreRead<K>({ db, read, args }, undefined);
}

/** {@link readStore} with its own deadline (ms): building an index ahead, which may take longer than a page read. */
export async function runStoreRead<K extends StoreReadName>(
  input: StoreReadInput,
  timeoutMs: number | undefined,
): Promise<StoreReadResult<K>> {
  try {
    return await pagePool().run<StoreReadInput, StoreReadResult<K>>({ ...STORE_READ_TASK, input, timeoutMs });
  } catch (error) {
    if (isOverload(error)) markOverloaded(BUSY_RETRY_AFTER_S);
    throw withRequestDigest(error);
  }
}
