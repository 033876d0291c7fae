import { findEntitySet } from '@/lib/model/find-entity';
import { countRows, countRowsInRange, nthIdInRange, sameRow } from '@/lib/store/mirror-rows';
import {
  pendingCountInRange,
  pendingIdsInRange,
  pendingRow,
  stageDeletion,
  stageRow,
} from '@/lib/store/mirror-stage';
import { readSetState } from '@/lib/store/mirror-state';
import type { SyncContext } from './context';
import { fetchPage } from './fetch-page';
import { PAGE_SIZE, rangeCountRequest, rangeRowsRequest } from './requests';
import { rowId, toRowValues } from './row-codec';

/** Ids are the service's Int32 keys: every id lies in [1, 2^31). */
const ID_SPACE: readonly [number, number] = [1, 2 ** 31];

/** How deep the halving may go: 2^31 ids halve to one id in 31 steps; more means the service keeps changing. */
const MAX_DEPTH = 40;

/** The id splitting `[lo, hi)` into halves with about as many of the mirror's rows each (the midpoint if none). */
function splitPoint(ctx: SyncContext, set: string, lo: number, hi: number, stored: number): number {
  const median = stored >= 2 ? nthIdInRange(ctx.db, set, lo, hi, Math.floor(stored / 2)) : undefined;
  return median !== undefined && median > lo ? median : lo + Math.floor((hi - lo) / 2);
}

/**
 * Makes one id range of the mirror hold what the service holds, given the service's count in it. Equal counts
 * end the search; a range the service holds at most a page of is read whole and compared row by row (deleted ids
 * staged as deletions, missing or different rows staged); a larger one is halved at the mirror's median id and
 * only the left half is counted (the right half's count is the difference). Each deleted or missing id costs
 * about one count request per halving.
 */
async function reconcileRange(
  ctx: SyncContext,
  set: string,
  lo: number,
  hi: number,
  upstream: number | null,
  depth: number,
): Promise<void> {
  const up = upstream ?? (await fetchPage(ctx, rangeCountRequest(set, lo, hi))).count ?? 0;
  const stored = countRowsInRange(ctx.db, set, lo, hi);
  const local = pendingCountInRange(ctx.db, set, lo, hi, stored);
  if (up === local) return;
  if (up <= PAGE_SIZE || depth >= MAX_DEPTH || hi - lo <= 1) {
    await readRangeWhole(ctx, set, lo, hi);
    return;
  }
  const mid = splitPoint(ctx, set, lo, hi, stored);
  const left = (await fetchPage(ctx, rangeCountRequest(set, lo, mid))).count ?? 0;
  await Promise.all([
    reconcileRange(ctx, set, lo, mid, left, depth + 1),
    reconcileRange(ctx, set, mid, hi, Math.max(0, up - left), depth + 1),
  ]);
}

/** Reads every row of a small range and stages the difference to the mirror. */
async function readRangeWhole(ctx: SyncContext, set: string, lo: number, hi: number): Promise<void> {
  const entity = findEntitySet(set);
  if (!entity) throw new Error(`Unknown entity set ${set}`);
  const page = await fetchPage(ctx, rangeRowsRequest(set, lo, hi));
  const rows = page.rows.map((json) => toRowValues(entity, json));
  if ((page.count ?? rows.length) > rows.length) {
    // More than a page after all (the service changed meanwhile): halve instead.
    const mid = lo + Math.floor((hi - lo) / 2);
    if (hi - lo > 1) {
      await Promise.all([
        reconcileRange(ctx, set, lo, mid, null, MAX_DEPTH - 1),
        reconcileRange(ctx, set, mid, hi, null, MAX_DEPTH - 1),
      ]);
      return;
    }
  }
  const upstreamIds = new Set(rows.map(rowId));
  ctx.db.transaction(() => {
    for (const id of pendingIdsInRange(ctx.db, set, lo, hi))
      if (!upstreamIds.has(id)) stageDeletion(ctx.db, set, id);
    for (const row of rows) {
      const current = pendingRow(ctx.db, set, rowId(row));
      if (!current || !sameRow(current, row)) stageRow(ctx.db, set, rowId(row), row);
    }
  })();
}

/**
 * The count check of a cycle: when the mirror (with the stage) would not hold as many rows as the service counted,
 * the id ranges that differ are narrowed down and fixed — deletions, which no stamp shows, and rows missed while
 * the service changed under the copy.
 */
export async function reconcileSet(ctx: SyncContext, set: string): Promise<void> {
  const counted = readSetState(ctx.db, set).upstreamCount;
  if (counted === null) return;
  const [lo, hi] = ID_SPACE;
  if (pendingCountInRange(ctx.db, set, lo, hi, countRows(ctx.db, set)) === counted) return;
  await reconcileRange(ctx, set, lo, hi, null, 0);
}
