import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What answering a request learned that its HTTP answer and the server's log must say: the request's id (sent as
 * `X-Request-Id`, shown on its error page, in its log line); that a store read was refused or stopped at its
 * deadline (lib/data/store-read.ts), so the page shows an error, which the production server then answers 503 with
 * `Retry-After` and never keeps (lib/server/page-handler.ts); and the error that failed it, as Next reports it
 * (instrumentation.ts `onRequestError`) or the server meets it (lib/server/server-error-log.ts). The server and
 * Next's bundles each have their own copy of this module; the one store of contexts is kept on `globalThis`, so a
 * mark made while Next renders reaches the request that started the render.
 */
export interface RequestOutcome {
  /** The request's id (see {@link newRequestId}). */
  readonly id: string;
  /** Seconds for `Retry-After`, once a read was refused or stopped; null while none was. */
  overloadedRetryAfter: number | null;
  /** The first error reported while answering; null while none was. */
  error: ReportedError | null;
}

/** An error that failed a request, and the route pattern it failed in when known (`/sag/[id]`, from Next). */
export interface ReportedError {
  readonly error: unknown;
  readonly route: string | null;
}

const KEY = Symbol.for('tingdata.requestOutcome');
type WithOutcome = typeof globalThis & { [KEY]?: AsyncLocalStorage<RequestOutcome> };

function storage(): AsyncLocalStorage<RequestOutcome> {
  const holder = globalThis as WithOutcome;
  holder[KEY] ??= new AsyncLocalStorage<RequestOutcome>();
  return holder[KEY];
}

/** Letters and digits that cannot be mistaken for one another when read aloud or copied by hand (no 0/o, 1/l/i). */
const ID_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const ID_LENGTH = 10;

/**
 * A request id a reader can quote: ten letters and digits (about 49 bits), `k3f9xm7qab`. Web Crypto, so that
 * instrumentation.ts can import this module in any runtime.
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(ID_LENGTH));
  let id = '';
  // 31 letters: 256 % 31 = 8, a bias too small to matter for an id that is only looked up.
  for (const byte of bytes) id += ID_ALPHABET[byte % ID_ALPHABET.length];
  return id;
}

/** A new request's outcome: a fresh id, nothing learned yet. */
export function newRequestOutcome(): RequestOutcome {
  return { id: newRequestId(), overloadedRetryAfter: null, error: null };
}

/** Runs `work` (a request's handling) with an outcome of its own, which everything it starts can mark. */
export function withRequestOutcome<T>(outcome: RequestOutcome, work: () => T): T {
  return storage().run(outcome, work);
}

/** The outcome of the request being answered; undefined outside one (`next dev`, tests, background work). */
export function currentRequestOutcome(): RequestOutcome | undefined {
  return storage().getStore();
}

/** Marks the current request overloaded (no-op outside one). */
export function markOverloaded(retryAfterSeconds: number): void {
  const outcome = storage().getStore();
  if (outcome) outcome.overloadedRetryAfter = Math.max(outcome.overloadedRetryAfter ?? 0, retryAfterSeconds);
}

/**
 * Notes the error that failed the current request (no-op outside one). The first error stays: a page whose read
 * failed may fail again as React renders its error state, and the first is the cause. A later report that knows
 * the route adds it.
 */
export function reportRequestError(error: unknown, route: string | null = null): void {
  const outcome = storage().getStore();
  if (!outcome) return;
  if (!outcome.error) outcome.error = { error, route };
  else if (outcome.error.route === null && route !== null) outcome.error = { ...outcome.error, route };
}

/**
 * Gives an error the current request's id as its `digest`, and returns it. Next sends a server error's `digest`
 * — and only that — to the browser, where the error page shows it (components/site/SegmentError.tsx), and keeps a
 * digest an error already has: so the reader sees the id the server's log line and `X-Request-Id` carry. Outside
 * a request, or for an error with a digest of its own (Next's not-found and redirect signals), nothing changes.
 */
export function withRequestDigest<E>(error: E): E {
  const id = storage().getStore()?.id;
  if (id && error instanceof Error && !('digest' in error)) Object.assign(error, { digest: id });
  return error;
}
