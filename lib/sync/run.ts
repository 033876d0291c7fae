import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { tingdataUserAgent } from '@/lib/config/upstream';
import { createMetrics } from '@/lib/metrics/metrics';
import { publishIfDue, type SnapshotSchedule } from '@/lib/snapshot/sync-snapshots';
import { createOrOpenMirror } from '@/lib/store/mirror-schema';
import { readSetState, recordCycleAttempt, recordCycleError } from '@/lib/store/mirror-state';
import type { Store } from '@/lib/store/open-store';
import type { BackoffPolicy } from '@/lib/upstream/backoff';
import { createUpstreamClient, type UpstreamClient } from '@/lib/upstream/client';
import { isUpstreamError } from '@/lib/upstream/errors';
import type { SyncContext, SyncProgress } from './context';
import { type CycleSummary, runCycle } from './cycle';
import { copyAllSets } from './initial-copy';
import { acquireSyncLock } from './lock';
import type { SyncOptions } from './options';
import type { ReferatPipeline } from './referat/pipeline';
import { REFERAT_PIPELINE } from './referat/referat-pipeline';
import { syncTranscripts, type TranscriptOutcome } from './referat/sync-transcripts';
import { SYNCED_SETS } from './sets';

/** The upstream could not be reached before anything was written. */
export class UpstreamUnreachableError extends Error {
  override readonly name = 'UpstreamUnreachableError';
}

export interface SyncDependencies {
  readonly progress: SyncProgress;
  readonly now?: () => Date;
  readonly fetch?: typeof fetch;
  /** What reads a transcript file (default: the parser and importer, lib/sync/referat/referat-pipeline.ts). */
  readonly referatPipeline?: ReferatPipeline;
  /** Tries per FTP operation and the pauses between them (default lib/sync/referat/sync-transcripts.ts's). */
  readonly referatRetries?: { readonly maxAttempts: number; readonly backoff: BackoffPolicy };
  /** Where and how often to publish snapshots of the mirror (lib/snapshot/; `ODA_SNAPSHOT_*`); none when absent. */
  readonly snapshots?: SnapshotSchedule;
}

/** What one cycle did: the ODA part, applied, and the transcript part (null when `ODA_REFERAT_UPSTREAM=off`). */
export interface SyncCycleSummary extends CycleSummary {
  readonly transcripts: TranscriptOutcome | null;
}

function upstreamClient(options: SyncOptions, deps: SyncDependencies): UpstreamClient {
  return createUpstreamClient({
    root: options.upstream,
    concurrency: options.concurrency,
    timeoutMs: options.timeoutMs,
    maxAttempts: 6,
    backoff: { baseMs: 500, capMs: 8_000 },
    maxRetryAfterMs: 120_000,
    userAgent: tingdataUserAgent('ODA mirror', options.contact),
    metrics: createMetrics(),
    fetch: deps.fetch,
  });
}

/** One request to learn that the service answers, before the mirror file is opened or made. */
async function checkReachable(client: UpstreamClient, options: SyncOptions): Promise<void> {
  try {
    const res = await client.fetchOdata('Periode?$select=id&$top=1');
    if (res.status !== 200) throw new Error(`it answered ${res.status}`);
  } catch (error) {
    const reason = isUpstreamError(error)
      ? ((error.cause instanceof Error ? (error.cause.cause as Error | undefined)?.message : null) ??
        error.message)
      : error instanceof Error
        ? error.message
        : String(error);
    throw new UpstreamUnreachableError(
      `cannot reach the ODA service at ${options.upstream} (${reason}); ${options.db} was not changed`,
    );
  }
}

/**
 * The initial copy when any set still lacks one, then an incremental cycle: one complete, applied cycle. Then, under
 * the same lock, the transcripts (lib/sync/referat/), whose failure is reported in the summary and never undoes the
 * ODA part.
 */
async function cycle(
  ctx: SyncContext,
  options: SyncOptions,
  deps: SyncDependencies,
): Promise<SyncCycleSummary> {
  ctx.db.transaction(() => recordCycleAttempt(ctx.db, ctx.now().toISOString()))();
  let oda: CycleSummary;
  try {
    if (SYNCED_SETS.some((e) => !readSetState(ctx.db, e.name).copyDone))
      await copyAllSets(ctx, options.concurrency * 2);
    oda = await runCycle(ctx);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    ctx.db.transaction(() => recordCycleError(ctx.db, message, ctx.now().toISOString()))();
    throw error;
  }
  const transcripts = options.referat
    ? await syncTranscripts(
        {
          upstream: options.referat,
          timeoutMs: options.timeoutMs,
          contact: options.contact,
          ...deps.referatRetries,
        },
        {
          db: ctx.db,
          pipeline: deps.referatPipeline ?? REFERAT_PIPELINE,
          progress: ctx.progress,
          now: ctx.now,
        },
      )
    : null;
  return { ...oda, transcripts };
}

interface OpenMirror {
  readonly db: Store;
  readonly client: UpstreamClient;
  close(): void;
}

/** Takes the lock, checks the service answers, then makes or opens the mirror. */
async function open(options: SyncOptions, deps: SyncDependencies): Promise<OpenMirror> {
  mkdirSync(path.dirname(options.db), { recursive: true });
  const lock = acquireSyncLock(options.db);
  try {
    const client = upstreamClient(options, deps);
    await checkReachable(client, options);
    const db = createOrOpenMirror(options.db, options.upstream, options.intervalSeconds);
    return {
      db,
      client,
      close: () => {
        db.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

const contextFor = (mirror: OpenMirror, deps: SyncDependencies): SyncContext => ({
  db: mirror.db,
  client: mirror.client,
  progress: deps.progress,
  now: deps.now ?? (() => new Date()),
  stats: { requests: 0, failure: undefined },
});

/**
 * Publishes a snapshot when one is due (lib/snapshot/publish-schedule.ts), between cycles, so nothing of this
 * process writes while it is made; returns the milliseconds it took.
 */
async function snapshotIfDue(
  options: SyncOptions,
  deps: SyncDependencies,
  atStart: boolean,
): Promise<number> {
  if (!deps.snapshots) return 0;
  const started = Date.now();
  await publishIfDue(options.db, deps.snapshots, {
    atStart,
    now: deps.now ?? (() => new Date()),
    log: deps.progress.log,
  });
  return Date.now() - started;
}

/** `npm run sync -- --once`: one complete cycle (and a snapshot when one is due), then the mirror is closed. */
export async function syncOnce(options: SyncOptions, deps: SyncDependencies): Promise<SyncCycleSummary> {
  const mirror = await open(options, deps);
  try {
    const summary = await cycle(contextFor(mirror, deps), options, deps);
    await snapshotIfDue(options, deps, false);
    return summary;
  } finally {
    mirror.close();
  }
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** After a failed cycle (or an unreachable service), the next try comes this soon, at most an interval. */
const RETRY_AFTER_FAILURE_MS = 30_000;

/**
 * The pause after a cycle that took `tookMs`. A change made just after a cycle read its set is read by the next
 * cycle and shows when that one is applied: one pause and two cycles later. So the pause is the interval less two
 * cycles' time, and the interval is the longest a change waits to reach the pages (cycles start `interval - took`
 * apart; back to back when a cycle takes half the interval or more).
 */
export function nextCycleIn(intervalMs: number, tookMs: number): number {
  return Math.max(0, intervalMs - 2 * tookMs);
}

/**
 * `npm run sync`: cycles paced by {@link nextCycleIn}, until `signal` aborts. A failed cycle is logged and recorded in the mirror, and tried again
 * sooner; what it had fetched is kept and resumed. Snapshots (when `deps.snapshots`): at the start when the
 * manifest lacks the mirror's generation, then after applied cycles at most every snapshot interval; the time one
 * takes comes out of the pause.
 */
export async function syncLoop(
  options: SyncOptions,
  deps: SyncDependencies,
  onCycle: (summary: SyncCycleSummary) => void,
  signal?: AbortSignal,
): Promise<void> {
  const intervalMs = options.intervalSeconds * 1000;
  let mirror: OpenMirror | null = null;
  try {
    while (!signal?.aborted) {
      let wait: number;
      try {
        if (!mirror) {
          mirror = await open(options, deps);
          await snapshotIfDue(options, deps, true);
        }
        const cycleStarted = Date.now();
        onCycle(await cycle(contextFor(mirror, deps), options, deps));
        const tookMs = Date.now() - cycleStarted;
        wait = Math.max(0, nextCycleIn(intervalMs, tookMs) - (await snapshotIfDue(options, deps, false)));
      } catch (error) {
        if (error instanceof Error && error.name === 'SyncLockedError') throw error;
        if (error instanceof Error && error.name === 'MirrorRefusedError') throw error;
        deps.progress.log(`sync failed: ${error instanceof Error ? error.message : String(error)}`);
        wait = Math.min(intervalMs, RETRY_AFTER_FAILURE_MS);
      }
      await sleep(wait, signal);
    }
  } finally {
    mirror?.close();
  }
}
