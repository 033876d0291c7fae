import type { Store } from './open-store';
import { prepared } from './prepared';

/*
 * The sync's bookkeeping in the mirror file (tables in mirror-schema.ts): per entity set, the running cycle, and
 * the initial copy's id partitions. Every write here is committed together with the rows it describes.
 */

/** Where one entity set stands. */
export interface SetState {
  readonly name: string;
  /** Every upstream row stamped at or before this was fetched after its last change (null: never synced). */
  readonly watermark: string | null;
  readonly upstreamCount: number | null;
  /** Rows in the mirror after the last applied cycle. */
  readonly rows: number;
  /** Initial copy: the rows the service said it had, how many are in, whether every partition is done. */
  readonly copyTotal: number | null;
  readonly copied: number;
  readonly copyDone: boolean;
  /** The running cycle: null (not started), 'delta' (paging changes from the cursor), 'fetched'. */
  readonly phase: 'delta' | 'fetched' | null;
  readonly cursorStamp: string | null;
  readonly cursorId: number | null;
}

interface SetRow {
  name: string;
  watermark: string | null;
  upstream_count: number | null;
  rows: number;
  copy_total: number | null;
  copied: number;
  copy_done: number;
  phase: string | null;
  cursor_stamp: string | null;
  cursor_id: number | null;
}

const toSetState = (r: SetRow): SetState => ({
  name: r.name,
  watermark: r.watermark,
  upstreamCount: r.upstream_count,
  rows: r.rows,
  copyTotal: r.copy_total,
  copied: r.copied,
  copyDone: r.copy_done === 1,
  phase: r.phase === 'delta' || r.phase === 'fetched' ? r.phase : null,
  cursorStamp: r.cursor_stamp,
  cursorId: r.cursor_id,
});

const selectSet = prepared<[string], SetRow>('SELECT * FROM "_sync_set" WHERE name = ?');
const insertSet = prepared<[string], unknown>('INSERT OR IGNORE INTO "_sync_set" (name) VALUES (?)');

export function readSetState(db: Store, name: string): SetState {
  insertSet(db).run(name);
  const row = selectSet(db).get(name);
  if (!row) throw new Error(`no sync state for ${name}`);
  return toSetState(row);
}

const planCopy = prepared<[number, string], unknown>(
  'UPDATE "_sync_set" SET copy_total = ?, copied = 0, copy_done = 0 WHERE name = ?',
);
const addCopied = prepared<[number, string], unknown>(
  'UPDATE "_sync_set" SET copied = copied + ? WHERE name = ?',
);
const finishCopy = prepared<[string, string], unknown>(
  'UPDATE "_sync_set" SET copy_done = 1, watermark = ? WHERE name = ?',
);

/** Partitions of the id space fetched independently during the initial copy. */
export interface Partition {
  readonly name: string;
  readonly lo: number;
  readonly hi: number;
  /** The last id fetched (lo - 1 before the first page). */
  readonly cursor: number;
  /** Rows the service counted in the partition on its first page (null before it). */
  readonly expected: number | null;
  readonly fetched: number;
  readonly done: boolean;
}

const insertPartition = prepared<[string, number, number, number], unknown>(
  'INSERT INTO "_sync_partition" (name, lo, hi, cursor) VALUES (?, ?, ?, ?)',
);
const selectPartitions = prepared<[string], Record<string, number | string | null>>(
  'SELECT * FROM "_sync_partition" WHERE name = ? ORDER BY lo',
);
const advance = prepared<[number, number | null, number, number, string, number], unknown>(
  'UPDATE "_sync_partition" SET cursor = ?, expected = coalesce(?, expected), fetched = fetched + ?, done = ? WHERE name = ? AND lo = ?',
);

/** Records the copy's plan for a set: its total and its partitions. */
export function planSetCopy(
  db: Store,
  name: string,
  total: number,
  ranges: readonly [number, number][],
): void {
  insertSet(db).run(name);
  planCopy(db).run(total, name);
  for (const [lo, hi] of ranges) insertPartition(db).run(name, lo, hi, lo - 1);
}

export function readPartitions(db: Store, name: string): Partition[] {
  return selectPartitions(db)
    .all(name)
    .map((r) => ({
      name: String(r.name),
      lo: Number(r.lo),
      hi: Number(r.hi),
      cursor: Number(r.cursor),
      expected: r.expected === null ? null : Number(r.expected),
      fetched: Number(r.fetched),
      done: r.done === 1,
    }));
}

/** Moves a partition's cursor past a fetched page (committed with the page's rows). */
export function advancePartition(
  db: Store,
  p: Partition,
  page: { cursor: number; expected: number | null; rows: number; done: boolean },
): void {
  advance(db).run(page.cursor, page.expected, page.rows, page.done ? 1 : 0, p.name, p.lo);
  addCopied(db).run(page.rows, p.name);
}

/** Marks a set's copy complete; its changes are then read from `watermark` on. */
export function finishSetCopy(db: Store, name: string, watermark: string): void {
  finishCopy(db).run(watermark, name);
}

const setPhase = prepared<[string | null, string | null, number | null, string], unknown>(
  'UPDATE "_sync_set" SET phase = ?, cursor_stamp = ?, cursor_id = ? WHERE name = ?',
);
const setCount = prepared<[number, string], unknown>(
  'UPDATE "_sync_set" SET upstream_count = ? WHERE name = ?',
);
const closeSets = prepared<[string], unknown>(
  'UPDATE "_sync_set" SET phase = NULL, cursor_stamp = NULL, cursor_id = NULL, watermark = ?',
);
const setRows = prepared<[number, string], unknown>('UPDATE "_sync_set" SET rows = ? WHERE name = ?');

/** The running cycle's progress on a set: paging changes (with the keyset cursor) or fetched. */
export function writeSetPhase(
  db: Store,
  name: string,
  phase: 'delta' | 'fetched',
  cursor: { stamp: string; id: number } | null = null,
): void {
  setPhase(db).run(phase, cursor?.stamp ?? null, cursor?.id ?? null, name);
}

export function writeUpstreamCount(db: Store, name: string, count: number): void {
  setCount(db).run(count, name);
}

/** Ends the cycle for every set: the new watermark, cursors cleared. */
export function closeSetCycle(db: Store, watermark: string): void {
  closeSets(db).run(watermark);
}

export function writeRowCount(db: Store, name: string, rows: number): void {
  setRows(db).run(rows, name);
}

/** The cycle in progress (one at a time), if any. */
export interface RunningCycle {
  readonly startedAt: string;
  /** Danish local time: rows stamped at or before it will be covered once this cycle is applied. */
  readonly horizon: string;
}

const selectCycle = prepared<[], { started_at: string; horizon: string }>(
  'SELECT started_at, horizon FROM "_sync_cycle" WHERE id = 1',
);
const insertCycle = prepared<[string, string], unknown>(
  'INSERT INTO "_sync_cycle" (id, started_at, horizon) VALUES (1, ?, ?)',
);
const deleteCycle = prepared<[], unknown>('DELETE FROM "_sync_cycle"');

export function readRunningCycle(db: Store): RunningCycle | null {
  const r = selectCycle(db).get();
  return r ? { startedAt: r.started_at, horizon: r.horizon } : null;
}

export function startCycle(db: Store, cycle: RunningCycle): void {
  insertCycle(db).run(cycle.startedAt, cycle.horizon);
}

export function endCycle(db: Store): void {
  deleteCycle(db).run();
}

const copyHorizon = prepared<[], string | null>('SELECT copy_horizon FROM "_sync_status" WHERE id = 1');
const setCopyHorizon = prepared<[string], unknown>('UPDATE "_sync_status" SET copy_horizon = ? WHERE id = 1');

/** The horizon the initial copy started from (set once, when it starts). */
export function readCopyHorizon(db: Store): string | null {
  return copyHorizon(db).pluck(true).get() ?? null;
}

export function writeCopyHorizon(db: Store, horizon: string): void {
  setCopyHorizon(db).run(horizon);
}

const success = prepared<[string, number, string], unknown>(
  `UPDATE "_sync_status" SET ready = 1, last_success_at = ?, generation = generation + ?,
     cycles_total = cycles_total + 1, last_cycle = ? WHERE id = 1`,
);
const attempt = prepared<[string], unknown>('UPDATE "_sync_status" SET last_attempt_at = ? WHERE id = 1');
const failure = prepared<[string, string], unknown>(
  'UPDATE "_sync_status" SET last_error = ?, last_error_at = ?, errors_total = errors_total + 1 WHERE id = 1',
);

/**
 * Records an applied cycle: the mirror is ready, and its generation moves on when rows changed (readers drop what
 * they derived from the previous one).
 */
export function recordCycleSuccess(db: Store, at: string, changed: boolean, summary: object): void {
  success(db).run(at, changed ? 1 : 0, JSON.stringify(summary));
}

export function recordCycleAttempt(db: Store, at: string): void {
  attempt(db).run(at);
}

export function recordCycleError(db: Store, message: string, at: string): void {
  failure(db).run(message, at);
}

const bump = prepared<[], unknown>('UPDATE "_sync_status" SET generation = generation + 1 WHERE id = 1');

/**
 * Moves the generation on after rows outside the cycle's stage changed (a transcript cycle's sittings): readers drop
 * what they derived from the previous one.
 */
export function bumpGeneration(db: Store): void {
  bump(db).run();
}
