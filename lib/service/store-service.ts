import type { Ttl } from '@/lib/cache/ttl-policy';
import { QueryPoolBusyError, QueryTimeoutError } from '@/lib/query-pool/query-pool';
import type { Store } from '@/lib/store/open-store';
import { localAnswerTtl } from './http-caching';
import { ExpensiveReadsCapError } from './read-lanes';
import type { ODataRequest } from './request';
import { planRequest } from './request-plan';
import { busy, type ODataResponse, tooManyRequests } from './responses';
import { type ExecutedRead, type ReadRunner, runRead, timedOut } from './run-read';

/** Reads on this thread, without a deadline: for tests that exercise the service, not the pool. */
export function directReads(open: () => Store): ReadRunner {
  return async (read, now) =>
    runRead(open, { db: '', read, now, timeoutMs: Number.POSITIVE_INFINITY }, Number.POSITIVE_INFINITY);
}

/** An answer of the service over the store, with what its HTTP caching headers are made from. */
export interface StoreAnswer {
  readonly response: ODataResponse;
  readonly ttl: Ttl;
  /** The body's ETag when it was computed with the body (reads). */
  readonly etag?: string;
  /** When a remembered read was read (read-cache.ts); unset: just now. */
  readonly fetchedAt?: number;
}

/**
 * The OData service over the embedded store, for `/api` and the standalone server: the request is planned here
 * (parsed, its cost checked, compiled to find client errors), and a read runs elsewhere — in the query pool, where
 * it stops at its deadline (503 with `Retry-After`) while this thread keeps answering; a client over its share of
 * expensive reads is answered 429 with `Retry-After` (read-lanes.ts).
 */
export async function answerFromStore(
  req: ODataRequest,
  serviceRoot: string,
  reads: ReadRunner,
): Promise<StoreAnswer> {
  const now = Date.now();
  const plan = planRequest(req, serviceRoot);
  if (plan.kind === 'answer') return local(plan.response, req, now);
  let executed: ExecutedRead;
  try {
    executed = await reads(plan.read, now, req.client);
  } catch (error) {
    if (error instanceof ExpensiveReadsCapError)
      return local(tooManyRequests(error.retryAfterSeconds, error.message), req, now);
    if (error instanceof QueryTimeoutError) return local(timedOut(error.timeoutMs), req, now);
    if (error instanceof QueryPoolBusyError) return local(busy(error.message), req, now);
    throw error;
  }
  return {
    response: executed.response,
    ttl: executed.ttl,
    etag: executed.etag ?? undefined,
    fetchedAt: executed.fetchedAt,
  };
}

const local = (response: ODataResponse, req: ODataRequest, now: number): StoreAnswer => ({
  response,
  ttl: localAnswerTtl(req, response, now),
});
