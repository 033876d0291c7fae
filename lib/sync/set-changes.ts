import { findEntitySet } from '@/lib/model/find-entity';
import type { EntityDef } from '@/lib/model/types';
import { countRowsStampedAfter, newestRows, type RowValues, sameRow } from '@/lib/store/mirror-rows';
import { pendingRow, stageRow } from '@/lib/store/mirror-stage';
import { readSetState, type SetState, writeSetPhase, writeUpstreamCount } from '@/lib/store/mirror-state';
import type { SyncContext } from './context';
import { fetchPage, SetUnavailableError, type UpstreamPage } from './fetch-page';
import { futureAfter } from './horizon';
import { deltaPageRequest, PAGE_SIZE, probeRequest } from './requests';
import { rowId, toRowValues } from './row-codec';

const STAMP = 'opdateringsdato';

/** The stamp's position in a stored row. */
const stampIndex = (entity: EntityDef) => entity.properties.findIndex((p) => p.name === STAMP);

/**
 * How a set's newest rows are checked with one request. Every change upstream stamps its row with the service's
 * "now" (a new row too), which sorts it — in (stamp, id) descending order — after the rows the mirror holds stamped
 * later than that ("future" rows: the service has some; `future` counts the mirror's, stamped after our clock plus
 * the margin) and before every row stamped earlier. So the rows from position `future - 1` (the oldest future
 * row, which a future row's own change displaces) through the `recent` rows stamped after the watermark and one
 * row more cover every place a change can land: if the service's rows there are the mirror's, nothing changed.
 * Deletions and rows written without a new stamp do not show here; the count check finds the former.
 */
export function probeWindow(future: number, recent: number): { skip: number; top: number } | null {
  const skip = Math.max(0, future - 1);
  const top = (future > 0 ? 1 : 0) + recent + 1;
  return top > PAGE_SIZE ? null : { skip, top };
}

/** The service's rows in the window are the mirror's: the same ids with the same stamps, in the same order. */
export function sameWindow(
  upstream: UpstreamPage['rows'],
  local: readonly { id: number; opdateringsdato: string | null }[],
): boolean {
  if (upstream.length !== local.length) return false;
  return upstream.every((row, i) => {
    const mine = local[i];
    const stamp = typeof row[STAMP] === 'string' ? row[STAMP] : null;
    return mine !== undefined && Number(row.id) === mine.id && stamp === mine.opdateringsdato;
  });
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
 * One set's part of a cycle: one probe says whether anything changed since the watermark (and how many rows the
 * service has); if so the changes are paged into the stage. Resumes a set whose paging was cut off, skips one
 * already fetched.
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
    const future = countRowsStampedAfter(ctx.db, set, futureAfter(ctx.now()));
    const window = probeWindow(future, countRowsStampedAfter(ctx.db, set, watermark) - future);
    let probe: UpstreamPage;
    try {
      probe = await fetchPage(ctx, probeRequest(set, window?.skip ?? 0, window?.top ?? 1));
    } catch (error) {
      if (!(error instanceof SetUnavailableError)) throw error;
      ctx.db.transaction(() => writeSetPhase(ctx.db, set, 'fetched'))();
      return;
    }
    changed = !window || !sameWindow(probe.rows, newestRows(ctx.db, set, window.skip, window.top));
    ctx.db.transaction(() => {
      writeUpstreamCount(ctx.db, set, probe.count ?? 0);
      if (changed) writeSetPhase(ctx.db, set, 'delta');
    })();
  }
  if (changed) await readChanges(ctx, entity, readSetState(ctx.db, set), watermark);
  ctx.db.transaction(() => writeSetPhase(ctx.db, set, 'fetched'))();
}
