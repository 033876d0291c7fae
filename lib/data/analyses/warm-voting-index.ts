import 'server-only';
import { existsSync } from 'node:fs';
import type { Env } from '@/lib/config/env';
import { resolveStorePath } from '@/lib/config/store-path';
import { pagePool, runStoreRead } from '@/lib/data/store-read';
import type { WarmOutcome } from '@/lib/store/actor-voting-index';
import { warmAnalyses } from './warm-analyses';

/** How long one thread may take to build its index (a page read's deadline is far shorter). */
const WARM_TIMEOUT_MS = 60_000;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Asks each of the pages' query pool threads to build its voting index of the configured store ahead of the pages
 * (lib/store/actor-voting-index.ts: each thread keeps its own, since the reads that use it run there), so the first
 * politician page after a start, or after a sync cycle over a mirror, does not pay for it. One thread builds first,
 * while the others answer pages (a build takes seconds at full scale, more on a busy machine: with every thread
 * building at once, every page waited and the home page answered 503 at start); then one task per thread, all at
 * once, so each of the others lands on its own idle thread and builds, while the first answers at once that its
 * index is current. Returns the second round's outcomes, one per thread (null: it failed), or 'no-store' without a
 * store file (the site shows how to build one, or the mirror is being made). Logs each build and failure; never
 * throws: a thread that did not build ahead builds on its first politician page.
 */
export async function warmVotingIndexes(
  env: Env = process.env,
  log: (message: string) => void = console.log,
): Promise<'no-store' | (WarmOutcome | null)[]> {
  const db = resolveStorePath(env);
  if (!existsSync(db)) return 'no-store';
  let threads: number;
  try {
    threads = pagePool().options.threads;
  } catch (error) {
    log(`Voting index of ${db} not built ahead: ${messageOf(error)}`);
    return [];
  }
  const warmOne = async (): Promise<WarmOutcome | null> => {
    try {
      const outcome = await runStoreRead(warmAnalyses, { db, args: [] }, WARM_TIMEOUT_MS);
      if (outcome.state === 'built')
        log(`Voting index and party analyses of ${db} built in ${outcome.ms} ms in a page thread`);
      return outcome;
    } catch (error) {
      log(`Voting index of ${db} not built ahead: ${messageOf(error)}`);
      return null;
    }
  };
  if (threads > 1 && (await warmOne())?.state === 'building') return [{ state: 'building' }];
  return Promise.all(Array.from({ length: threads }, warmOne));
}
