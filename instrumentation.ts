/**
 * Runs once when a Next.js server starts (Next's instrumentation hook). In store mode it starts building the
 * politician pages' voting index in the background (lib/store/actor-voting-index.ts), so the first politician
 * page after a start is as fast as the rest. `register` returns at once and never waits for the build.
 */
export async function register(): Promise<void> {
  // The store is a native module: only the Node.js runtime can read it (the proxy runs on the edge-like runtime).
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { warmVotingIndex } = await import('@/lib/store/actor-voting-index');
  warmVotingIndex();
}
