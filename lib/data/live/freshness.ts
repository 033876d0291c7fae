import 'server-only';
import { cache } from 'react';

/** What one request (one page render) read from the cache tiers: the oldest answer served stale-if-error. */
interface RequestFreshness {
  staleSince: number | null;
}

/** Per request in Server Components (React's `cache`); outside a render each call gets a fresh, unused record. */
const current = cache((): RequestFreshness => ({ staleSince: null }));

/** Notes that an answer fetched at `fetchedAt` was served because the upstream failed (stale-if-error). */
export function noteStaleAnswer(fetchedAt: number): void {
  const record = current();
  if (record.staleSince === null || fetchedAt < record.staleSince) record.staleSince = fetchedAt;
}

/**
 * When the oldest data this render showed was fetched, if any of it was served because the live service failed
 * (null when everything was fresh, or in store mode). Read it after the reads it should cover have settled.
 */
export function staleDataSince(): number | null {
  return current().staleSince;
}
