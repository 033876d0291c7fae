/**
 * A page's read started before the page has checked that the site is ready (getSiteStatus, lib/data/site.ts), so it
 * runs in the query pool beside that check instead of after it: one round trip to the pool less before the page
 * can render. Every page renders nothing of its own when the site is not ready (the layout explains why), so there
 * the read is not awaited, and its failure (there is no store yet) is expected: it is marked handled here, not
 * reported as an unhandled rejection. Awaiting the returned promise still rejects with it.
 */
export function earlyRead<T>(read: Promise<T>): Promise<T> {
  read.catch(() => undefined);
  return read;
}
