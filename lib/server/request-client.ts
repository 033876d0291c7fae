import { AsyncLocalStorage } from 'node:async_hooks';
import type { Client } from './client-address';

/**
 * Who sent the request being answered, as the production server resolved it (lib/server/site-handler.ts:
 * client-address.ts, `TRUST_PROXY` aware), for what Next answers: a route handler cannot see the socket. The server
 * and Next's bundles each have their own copy of this module; the one store is kept on `globalThis`, as the request
 * outcome's (lib/http/request-outcome.ts). Under `next dev` or `next start` there is no such server: null.
 */
const KEY = Symbol.for('tingdata.requestClient');
type WithClient = typeof globalThis & { [KEY]?: AsyncLocalStorage<Client> };

function storage(): AsyncLocalStorage<Client> {
  const holder = globalThis as WithClient;
  holder[KEY] ??= new AsyncLocalStorage<Client>();
  return holder[KEY];
}

/** Runs `work` (a request's handling) with its client, which everything it starts can read. */
export function withRequestClient<T>(client: Client, work: () => T): T {
  return storage().run(client, work);
}

/** The client of the request being answered; null outside the production server. */
export function currentRequestClient(): Client | null {
  return storage().getStore() ?? null;
}
