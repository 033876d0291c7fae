import { findEntitySet } from '@/lib/model/find-entity';
import type { EntityDef } from '@/lib/model/types';
import { countRowsStampedAfter, type RowValues, readRow, sameRow } from '@/lib/store/mirror-rows';
import { pendingRow, stageRow } from '@/lib/store/mirror-stage';
import { readSetState, type SetState, writeSetPhase, writeUpstreamCount } from '@/lib/store/mirror-state';
import type { SyncContext } from './context';
import { fetchPage, SetUnavailableError, type UpstreamPage } from './fetch-page';
import { deltaPageRequest, PAGE_SIZE, probeRequest, unstampedPageRequest } from './requests';
import { rowId, toRowValues } from './row-codec';

const STAMP = 'opdateringsdato';

/** The stamp's position in a stored row. */
const stampIndex = (entity: EntityDef) => entity.properties.findIndex((p) => p.name === STAMP);

/**
 * Whether the newest rows the service holds are exactly the ones the mirror holds above the watermark. `probe`
 * has the newest `known + 1` rows (stamp, then id, descending; at most a page); `known` rows above the watermark
 * are in the mirror (rows stamped in the future, or in the margin before the last horizon). Unchanged when the
 * first `known` match the mirror's id and stamp and the next one is at or below the watermark.
 */
export function probeShowsNoChange(
  probe: UpstreamPage,
  known: number,
  watermark: string,
  stampOf: (id: number) => string | null | undefined,
): boolean {
  if (known >= PAGE_SIZE) return false;
  for (const [i, row] of probe.rows.entries()) {
    const stamp = typeof row[STAMP] === 'string' ? (row[STAMP] as string) : null;
    if (i < known) {
      if (stampOf(Number(row.id)) !== stamp) return false;
    } else if (stamp !== null && stamp > watermark) return false;
  }
  // Fewer rows than the mirror holds above the watermark: some were deleted (the count check finds which).
  return probe.rows.length >= known;
}

/** Stages a fetched row unless the mirror (with what is staged) already holds exactly it. */
function stageIfChanged(ctx: SyncContext, set: string, row: RowValues): boolean {
  const current = pendingRow(ctx.db, set, rowId(row));
  if (current && sameRow(current, row)) return false;
  stageRow(ctx.db, set, rowId(row), row);
  return true;
}

/** Pages the rows stamped after the watermark from the saved cursor on, staging what differs. */
async function readChanges(
  ctx: SyncContext,
  entity: EntityDef,
  state: SetState,
  watermark: string,
): Promise<void> {
  const at = stampIndex(entity);
  let cursor =
    state.cursorStamp !== null && state.cursorId !== null
      ? { stamp: state.cursorStamp, id: state.cursorId }
      : null;
  for (;;) {
    const page = await fetchPage(ctx, deltaPageRequest(entity.name, watermark, cursor));
    const rows = page.rows.map((json) => toRowValues(entity, json));
    const last = rows.at(-1);
    if (last) cursor = { stamp: String(last[at]), id: rowId(last) };
    ctx.db.transaction(() => {
      for (const row of rows) stageIfChanged(ctx, entity.name, row);
      writeSetPhase(ctx.db, entity.name, 'delta', cursor);
    })();
    if (rows.length < PAGE_SIZE) return;
  }
}

/**
 * Rows without a stamp cannot be found by a watermark (`$metadata` allows them in three sets): read them all, by
 * id, and stage what differs; a stored unstamped row the service no longer has unstamped is read again by id
 * through the count check if it was deleted, or has a stamp now and came with the changes.
 */
async function readUnstamped(ctx: SyncContext, entity: EntityDef): Promise<void> {
  let after = 0;
  for (;;) {
    const page = await fetchPage(ctx, unstampedPageRequest(entity.name, after));
    const rows = page.rows.map((json) => toRowValues(entity, json));
    ctx.db.transaction(() => {
      for (const row of rows) stageIfChanged(ctx, entity.name, row);
    })();
    const last = rows.at(-1);
    if (!last || rows.length < PAGE_SIZE) break;
    after = rowId(last);
  }
}

/**
 * One set's part of a cycle: one probe says whether anything changed since the watermark; if so the changes are
 * paged into the stage. Resumes a set whose paging was cut off, skips one already fetched.
 */
export async function readSetChanges(ctx: SyncContext, set: string): Promise<void> {
  const entity = findEntitySet(set);
  if (!entity) throw new Error(`Unknown entity set ${set}`);
  const state = readSetState(ctx.db, set);
  if (state.phase === 'fetched') return;
  const watermark = state.watermark;
  if (watermark === null) throw new Error(`${set} has no watermark: its initial copy is not done`);
  let changed = state.phase === 'delta';
  if (!changed) {
    const known = countRowsStampedAfter(ctx.db, set, watermark);
    let probe: UpstreamPage;
    try {
      probe = await fetchPage(ctx, probeRequest(set, Math.min(PAGE_SIZE, known + 1)));
    } catch (error) {
      if (!(error instanceof SetUnavailableError)) throw error;
      ctx.db.transaction(() => writeSetPhase(ctx.db, set, 'fetched'))();
      return;
    }
    const at = stampIndex(entity);
    const stampOf = (id: number) => {
      const row = readRow(ctx.db, set, id);
      return row ? (row[at] as string | null) : undefined;
    };
    changed = !probeShowsNoChange(probe, known, watermark, stampOf);
    ctx.db.transaction(() => {
      writeUpstreamCount(ctx.db, set, probe.count ?? 0);
      if (changed) writeSetPhase(ctx.db, set, 'delta');
    })();
  }
  if (changed) await readChanges(ctx, entity, readSetState(ctx.db, set), watermark);
  if (entity.properties[stampIndex(entity)]?.nullable) await readUnstamped(ctx, entity);
  ctx.db.transaction(() => writeSetPhase(ctx.db, set, 'fetched'))();
}
