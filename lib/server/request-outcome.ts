import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a page's render learned that its HTTP answer must say: that a store read was refused or stopped at its
 * deadline (lib/data/store-read.ts), so the page shows an error, which the production server then answers 503 with
 * `Retry-After` and never keeps (lib/server/page-handler.ts). The server and Next's bundles each have their own
 * copy of this module; the one store of contexts is kept on `globalThis`, so a mark made while Next renders reaches
 * the request that started the render.
 */
export interface RequestOutcome {
  /** Seconds for `Retry-After`, once a read was refused or stopped; null while none was. */
  overloadedRetryAfter: number | null;
}

const KEY = Symbol.for('tingdata.requestOutcome');
type WithOutcome = typeof globalThis & { [KEY]?: AsyncLocalStorage<RequestOutcome> };

function storage(): AsyncLocalStorage<RequestOutcome> {
  const holder = globalThis as WithOutcome;
  holder[KEY] ??= new AsyncLocalStorage<RequestOutcome>();
  return holder[KEY];
}

/** Runs `work` (a request's handling) with an outcome of its own, which everything it starts can mark. */
export function withRequestOutcome<T>(outcome: RequestOutcome, work: () => T): T {
  return storage().run(outcome, work);
}

/** Marks the current request overloaded (no-op outside one: `next dev`, tests, background work). */
export function markOverloaded(retryAfterSeconds: number): void {
  const outcome = storage().getStore();
  if (outcome) outcome.overloadedRetryAfter = Math.max(outcome.overloadedRetryAfter ?? 0, retryAfterSeconds);
}
