import type { Store } from '@/lib/store/open-store';
import type { UpstreamClient } from '@/lib/upstream/client';

/** Where the sync reports progress (lib/progress's display, or a test's recorder). */
export interface SyncProgress {
  update(part: string, done: number, total: number | null): void;
  complete(part: string): void;
  log(line: string): void;
}

/** What one sync run works with. */
export interface SyncContext {
  /** The writer's connection to the mirror file. */
  readonly db: Store;
  readonly client: UpstreamClient;
  readonly progress: SyncProgress;
  readonly now: () => Date;
  /**
   * Requests sent so far by this run (each page or count once, retries not counted), and the first failure of any
   * of its parallel tasks: the others stop at their next request instead of going on writing.
   */
  readonly stats: { requests: number; failure: unknown };
}
