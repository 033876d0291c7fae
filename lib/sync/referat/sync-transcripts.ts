import type { ReferatUpstream } from '@/lib/config/referat-upstream';
import type { Store } from '@/lib/store/open-store';
import { recordReferatAttempt, recordReferatError } from '@/lib/store/referat-sync-state';
import type { BackoffPolicy } from '@/lib/upstream/backoff';
import type { SyncProgress } from '../context';
import { FtpAreaError, openFtpArea } from './ftp-area';
import type { ReferatPipeline } from './pipeline';
import { type ReferatCycleSummary, runReferatCycle } from './referat-cycle';

/** How a cycle's transcript part ended: applied, or failed with the message logged and recorded. */
export type TranscriptOutcome =
  | { readonly ok: true; readonly summary: ReferatCycleSummary }
  | { readonly ok: false; readonly error: string };

export interface TranscriptSyncOptions {
  readonly upstream: ReferatUpstream;
  readonly timeoutMs: number;
  readonly contact: string | null;
  /** Tries per FTP operation and the pauses between them (defaults: 6 tries, 0.5 s doubling to 8 s at most). */
  readonly maxAttempts?: number;
  readonly backoff?: BackoffPolicy;
}

export interface TranscriptSyncDependencies {
  readonly db: Store;
  readonly pipeline: ReferatPipeline;
  readonly progress: SyncProgress;
  readonly now: () => Date;
}

/**
 * The transcript part of a sync cycle, run after the ODA part was applied, under the same lock and in the same
 * process. A failure (the FTP area unreachable, a transfer failing for good) is logged in one line, recorded in the
 * mirror (`/metrics` shows it) and returned; it never undoes the ODA part, and the next cycle goes on from the files
 * already recorded.
 */
export async function syncTranscripts(
  options: TranscriptSyncOptions,
  deps: TranscriptSyncDependencies,
): Promise<TranscriptOutcome> {
  const { db, progress, now } = deps;
  db.transaction(() => recordReferatAttempt(db, options.upstream.url, now().toISOString()))();
  const ftp = openFtpArea({
    upstream: options.upstream,
    timeoutMs: options.timeoutMs,
    contact: options.contact,
    maxAttempts: options.maxAttempts ?? 6,
    backoff: options.backoff ?? { baseMs: 500, capMs: 8_000 },
  });
  try {
    return { ok: true, summary: await runReferatCycle({ db, ftp, pipeline: deps.pipeline, progress, now }) };
  } catch (error) {
    // An FTP failure names the address already; anything else is given it.
    const message =
      error instanceof FtpAreaError
        ? `transcripts: ${error.message}`
        : `transcripts from ${options.upstream.url}: ${error instanceof Error ? error.message : String(error)}`;
    db.transaction(() => recordReferatError(db, message, now().toISOString()))();
    progress.log(
      `${message}; the ODA part of this cycle was applied; the transcripts are tried again next cycle`,
    );
    return { ok: false, error: message };
  } finally {
    ftp.close();
  }
}
