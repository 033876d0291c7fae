import type { Instrumentation } from 'next';
import { snapshotReaderConfigured } from '@/lib/config/snapshot-url';
import { upstreamConfigured } from '@/lib/config/upstream';
import { reportRequestError } from '@/lib/http/request-outcome';

/** How long a server reading a mirror or snapshots waits, after a check, before looking for new data to index. */
const MIRROR_CHECK_MS = 15_000;

/**
 * Runs once when a Next.js server starts (Next's instrumentation hook): asks each of the pages' query pool threads
 * to build the politician pages' voting index in the background (lib/data/analyses/warm-voting-index.ts), so the first
 * politician page after a start is as fast as the rest; over a mirror (`ODA_UPSTREAM`), again after each sync
 * cycle that changed the data, and on a snapshot reader (`ODA_SNAPSHOT_URL`), after each switch to a newer one. `register` returns at once and never waits for a build.
 */
export async function register(): Promise<void> {
  // The store is a native module: only the Node.js runtime can read it.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { warmVotingIndexes } = await import('@/lib/data/analyses/warm-voting-index');
  const warmed = warmVotingIndexes();
  if (!upstreamConfigured() && !snapshotReaderConfigured()) return;
  const checkLater = (): void => {
    setTimeout(() => void warmVotingIndexes().then(checkLater), MIRROR_CHECK_MS).unref();
  };
  void warmed.then(checkLater);
}

/**
 * Next's report of an error while answering a request (a page's render, a route handler): noted on the request's
 * outcome with the route pattern it failed in (`/sag/[id]`), for the production server's one log line and its
 * metrics (lib/server/server-error-log.ts). Noted at once, before Next sends its error answer, so the server can
 * replace the error page (lib/server/error-answer.ts). Outside the production server (`next dev`, bare `next
 * start`) there is no request outcome, and Next logs the error itself.
 */
export const onRequestError: Instrumentation.onRequestError = (error, _request, context) => {
  reportRequestError(error, context.routePath);
};
