import { type Ttl, ttlFor } from '@/lib/cache/ttl-policy';
import { type Store, StoreMissingError } from '@/lib/store/open-store';
import { QueryDeadlineError, withDeadline } from '@/lib/store/query-deadline';
import type { ReadPlan } from './compile-read';
import { QueryCostError } from './cost-limits';
import { executeRead } from './execute-read';
import { strongEtag } from './http-caching';
import { bodyText, busy, type ODataResponse, refused, STOPPED_HEADER, unavailable } from './responses';

/**
 * The query pool's task that runs reads (lib/service/read-task.ts), by module and export name: the pool's threads
 * load it from the sources (lib/query-pool/source-file.ts), so the serving thread never imports it.
 */
export const READ_TASK = { module: 'lib/service/read-task.ts', name: 'readTask' } as const;

/** The cheap lane's task (lib/service/read-task.ts): the read, or `NOT_CHEAP` when its plan is not cheap. */
export const CHEAP_READ_TASK = { module: 'lib/service/read-task.ts', name: 'cheapReadTask' } as const;

/** The cheap lane's answer for a read it did not run: its plan is not cheap (lib/service/read-lane.ts). */
export const NOT_CHEAP = { lane: 'expensive' } as const;
export type NotCheap = typeof NOT_CHEAP;

/** What a query thread is given for one read. */
export interface ReadTaskInput {
  /** The store file (each thread opens it read-only on first use). */
  readonly db: string;
  readonly read: ReadPlan;
  /** The serving thread's clock when the request came in (ms since the epoch). */
  readonly now: number;
  /** The deadline's length, for the answer when it passes. */
  readonly timeoutMs: number;
}

/** A read's answer, its body as UTF-8 bytes, with what HTTP caching needs: its TTL and ETag (200 only). */
export interface ExecutedRead {
  readonly response: ODataResponse;
  readonly ttl: Ttl;
  readonly etag: string | null;
  /** When it was read (ms since the epoch), for an answer remembered since (read-cache.ts); unset: just now. */
  readonly fetchedAt?: number;
}

/**
 * Where planned reads run: the query pools' lanes (read-lanes.ts), one pool, or (in tests) this thread. `client`
 * is who asks (`ODataRequest`'s `client`), for the limits that are per client.
 */
export type ReadRunner = (read: ReadPlan, now: number, client?: string | null) => Promise<ExecutedRead>;

/** 503 for a query stopped at its deadline, wherever it was stopped (in its thread, or by the pool). */
export const timedOut = (timeoutMs: number): ODataResponse => {
  const answer = busy(
    `The query took longer than ${timeoutMs} ms and was stopped. Try a narrower query (a $filter on indexed fields, a smaller $top, fewer $expand), or try again later.`,
  );
  return { ...answer, headers: { ...answer.headers, [STOPPED_HEADER]: String(timeoutMs) } };
};

/**
 * The text as UTF-8 in an ArrayBuffer of its own (so a query thread can hand it over without copying).
 * `Buffer.from` is the fastest encoder, but takes short texts from a shared pool; those are copied out.
 */
function ownBytes(text: string): Uint8Array {
  const buffer = Buffer.from(text, 'utf8');
  return buffer.byteOffset === 0 && buffer.buffer.byteLength === buffer.byteLength
    ? buffer
    : new Uint8Array(buffer);
}

/** SQLite refused to build a value over its length limit (`SQLITE_TOOBIG`): the query's doing, so a 400. */
const isTooBig = (error: unknown): boolean =>
  error instanceof Error && (error as Error & { code?: unknown }).code === 'SQLITE_TOOBIG';

/**
 * Reads and answers one planned request on a connection, stopping at `deadline` (ms since the epoch), and encodes
 * the answer: the body's bytes, its ETag and TTL are computed here, off the serving thread.
 */
export function runRead(open: () => Store, input: ReadTaskInput, deadline: number): ExecutedRead {
  let response: ODataResponse;
  try {
    const db = open();
    response = withDeadline(db, deadline, () => executeRead(db, input.read, new Date(input.now)));
  } catch (error) {
    if (error instanceof QueryDeadlineError) response = timedOut(input.timeoutMs);
    else if (error instanceof QueryCostError) response = refused(error.message);
    else if (error instanceof StoreMissingError) response = unavailable(error.message);
    else if (isTooBig(error))
      response = refused(
        'The query builds a text or value longer than the store allows; simplify the $filter.',
      );
    else throw error;
  }
  const contentType = response.headers['Content-Type'] ?? null;
  // Only an entity's TTL reads its body (the record's dates); collections are not decoded for it.
  const text = input.read.path.kind === 'entity' ? bodyText(response) : null;
  const ttl = ttlFor({ path: input.read.path, status: response.status, body: text, contentType }, input.now);
  const bytes = typeof response.body === 'string' ? ownBytes(response.body) : response.body;
  return {
    response: { ...response, body: bytes },
    ttl,
    etag: response.status !== 200 || !bytes ? null : (response.headers.ETag ?? strongEtag(bytes)),
  };
}
