import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who sent the request being answered, as the production server resolved it (lib/server/site-handler.ts:
 * lib/server/client-address.ts, `TRUST_PROXY` aware), for what Next answers: a route handler cannot see the socket. The server
 * and Next's bundles each have their own copy of this module; the one store is kept on `globalThis`, as the request
 * outcome's (lib/http/request-outcome.ts). Under `next dev` or `next start` there is no such server: null.
 */
/** What a request's handling may ask of its client (lib/server/client-address.ts `Client` has these and more). */
export interface RequestClient {
  /** The address the rate limits key on. */
  readonly address: string;
  /** From this machine, through no proxy: exempt from the limits. */
  readonly loopback: boolean;
}

const KEY = Symbol.for('tingdata.requestClient');
type WithClient = typeof globalThis & { [KEY]?: AsyncLocalStorage<RequestClient> };

function storage(): AsyncLocalStorage<RequestClient> {
  const holder = globalThis as WithClient;
  holder[KEY] ??= new AsyncLocalStorage<RequestClient>();
  return holder[KEY];
}

/** Runs `work` (a request's handling) with its client, which everything it starts can read. */
export function withRequestClient<T>(client: RequestClient, work: () => T): T {
  return storage().run(client, work);
}

/** The client of the request being answered; null outside the production server. */
export function currentRequestClient(): RequestClient | null {
  return storage().getStore() ?? null;
}
