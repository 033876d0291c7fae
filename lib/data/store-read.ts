import 'server-only';
import { existsSync } from 'node:fs';
import { readQueryPoolConfig } from '@/lib/config/query-pool';
import { resolveStorePath } from '@/lib/config/store-path';
import { markOverloaded, withRequestDigest } from '@/lib/http/request-outcome';
import { QueryPool } from '@/lib/query-pool/query-pool';
import { BUSY_RETRY_AFTER_S } from '@/lib/service/responses';
import { StoreMissingError } from '@/lib/store/open-store';
import { type StoreRead, storeReadSource } from './store-read-source';
import type { StoreReadInput } from './store-read-task';

/** The pool's task (lib/data/store-read-task.ts), loaded by the pool's threads from the sources. */
const STORE_READ_TASK = { module: 'lib/data/store-read-task.ts', name: 'storeReadTask' } as const;

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
 * Runs one of the pages' store reads (store-read-source.ts) in the pages' query pool, never on the thread that
 * serves requests: `await readStore(loadVote, id)`, where `loadVote` is imported from the module that defines it
 * (lib/data/votes/vote-load.ts), so "go to definition" leads from a page to its SQL. The read runs on the thread's
 * own read-only connection to the store file the site reads now. A read stopped at its deadline or refused by a
 * full pool rejects (the page shows its error), and marks the request, so the production server answers 503 with
 * `Retry-After` and keeps nothing. A failed read's error carries the request's id as its digest, which the error
 * page shows (request-outcome.ts).
 * @throws StoreMissingError when the store file does not exist.
 */
export async function readStore<A extends readonly unknown[], R>(
  read: StoreRead<A, R>,
  ...args: A
): Promise<R> {
  const db = resolveStorePath();
  if (!existsSync(db)) throw withRequestDigest(new StoreMissingError(db));
  return runStoreRead(read, { db, args }, undefined);
}

/** {@link readStore} of the store file `db`, with its own deadline (ms): building an index ahead, which may take longer. */
export async function runStoreRead<A extends readonly unknown[], R>(
  read: StoreRead<A, R>,
  { db, args }: { readonly db: string; readonly args: A },
  timeoutMs: number | undefined,
): Promise<R> {
  const source = storeReadSource(read);
  if (!source)
    throw new Error(`${read.name || 'A function'} is no store read: mark it with storeReads in its module.`);
  const input: StoreReadInput = { db, module: source.module, name: source.name, args };
  try {
    return await pagePool().run<StoreReadInput, R>({ ...STORE_READ_TASK, input, timeoutMs });
  } catch (error) {
    if (isOverload(error)) markOverloaded(BUSY_RETRY_AFTER_S);
    throw withRequestDigest(error);
  }
}
