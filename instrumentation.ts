/** How often a server reading a mirror looks for a newly applied sync cycle to index ahead of the pages. */
const MIRROR_CHECK_MS = 15_000;

/**
 * Runs once when a Next.js server starts (Next's instrumentation hook): starts building the politician pages'
 * voting index in the background (lib/store/actor-voting-index.ts), so the first politician page after a start
 * is as fast as the rest; over a mirror (`ODA_UPSTREAM`), again after each sync cycle that changed the data.
 * `register` returns at once and never waits for a build.
 */
export async function register(): Promise<void> {
  // The store is a native module: only the Node.js runtime can read it.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { warmVotingIndex } = await import('@/lib/store/actor-voting-index');
  warmVotingIndex();
  if (!process.env.ODA_UPSTREAM?.trim()) return;
  setInterval(() => {
    try {
      warmVotingIndex();
    } catch (error) {
      console.error(`Voting index check failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }, MIRROR_CHECK_MS).unref();
}
