import { countRows } from '@/lib/store/mirror-rows';
import { applyStage } from '@/lib/store/mirror-stage';
import {
  closeSetCycle,
  endCycle,
  type RunningCycle,
  readRunningCycle,
  recordCycleSuccess,
  startCycle,
  writeRowCount,
} from '@/lib/store/mirror-state';
import { readMirrorStatus } from '@/lib/store/mirror-status';
import type { SyncContext } from './context';
import { settleAll } from './fetch-page';
import { horizonAt } from './horizon';
import { reconcileSet } from './reconcile';
import { fetchMissingReferences } from './references';
import { readSetChanges } from './set-changes';
import { SYNCED_SETS, syncLevels } from './sets';

/** What one applied cycle did. */
export interface CycleSummary {
  readonly horizon: string;
  readonly requests: number;
  readonly seconds: number;
  /** Rows written (new or changed) and deleted, per set, and in all. */
  readonly written: Readonly<Record<string, number>>;
  readonly deleted: Readonly<Record<string, number>>;
  readonly writtenTotal: number;
  readonly deletedTotal: number;
  /** Parents fetched by id because a changed row needed them. */
  readonly references: number;
}

/**
 * One incremental cycle, resumable at every step: (1) per set, in reference order (a vote's set before its
 * ballots'), one probe and, where something changed, the changes since the watermark into the stage; (2) the
 * count check, which finds deletions and missed rows; (3) missing parents of staged rows; (4) one transaction
 * that applies the stage, moves every watermark to the cycle's horizon and bumps the generation — so readers see
 * the whole cycle at once or not at all.
 */
export async function runCycle(ctx: SyncContext): Promise<CycleSummary> {
  const started = performance.now();
  const requestsBefore = ctx.stats.requests;
  let cycle: RunningCycle | null = readRunningCycle(ctx.db);
  if (!cycle) {
    const now = ctx.now();
    const fresh: RunningCycle = { startedAt: now.toISOString(), horizon: horizonAt(now) };
    ctx.db.transaction(() => startCycle(ctx.db, fresh))();
    cycle = fresh;
  }
  for (const level of syncLevels())
    await settleAll(
      ctx,
      level.map((e) => () => readSetChanges(ctx, e.name)),
    );
  await settleAll(
    ctx,
    SYNCED_SETS.map((e) => () => reconcileSet(ctx, e.name)),
  );
  const references = await fetchMissingReferences(ctx);
  const horizon = cycle.horizon;
  return ctx.db.transaction((): CycleSummary => {
    const firstCycle = !readMirrorStatus(ctx.db)?.ready;
    const { written, deleted } = applyStage(ctx.db);
    closeSetCycle(ctx.db, horizon);
    for (const e of SYNCED_SETS) writeRowCount(ctx.db, e.name, countRows(ctx.db, e.name));
    endCycle(ctx.db);
    const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
    const summary: CycleSummary = {
      horizon,
      requests: ctx.stats.requests - requestsBefore,
      seconds: (performance.now() - started) / 1000,
      written: Object.fromEntries(written),
      deleted: Object.fromEntries(deleted),
      writtenTotal: sum(written),
      deletedTotal: sum(deleted),
      references,
    };
    const changed = firstCycle || summary.writtenTotal + summary.deletedTotal > 0;
    recordCycleSuccess(ctx.db, ctx.now().toISOString(), changed, summary);
    return summary;
  })();
}
