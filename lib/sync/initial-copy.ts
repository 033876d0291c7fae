import { findEntitySet } from '@/lib/model/find-entity';
import { countRows, upsertRows } from '@/lib/store/mirror-rows';
import {
  advancePartition,
  finishSetCopy,
  type Partition,
  planSetCopy,
  readCopyHorizon,
  readPartitions,
  readSetState,
  writeCopyHorizon,
  writeRowCount,
} from '@/lib/store/mirror-state';
import type { SyncContext } from './context';
import { fetchPage, SetUnavailableError, settleAll } from './fetch-page';
import { horizonAt } from './horizon';
import { countAndMaxIdRequest, PAGE_SIZE, partitionPageRequest } from './requests';
import { rowId, toRowValues } from './row-codec';
import { SYNCED_SETS } from './sets';

/** Pages per id partition: small enough that the last partitions finish together, large enough to count once. */
const PAGES_PER_PARTITION = 16;

/**
 * Splits `1 .. maxId` into equal id ranges of about {@link PAGES_PER_PARTITION} pages each, going by the row
 * count (ids are sparse, so some ranges hold fewer).
 */
export function partitionIds(count: number, maxId: number): [number, number][] {
  if (count <= 0 || maxId < 1) return [];
  const parts = Math.max(1, Math.ceil(count / (PAGE_SIZE * PAGES_PER_PARTITION)));
  const width = Math.ceil(maxId / parts);
  const ranges: [number, number][] = [];
  for (let lo = 1; lo <= maxId; lo += width) ranges.push([lo, Math.min(lo + width, maxId + 1)]);
  return ranges;
}

/** Asks for a set's count and highest id and records its partitions (once per set, resumable). */
async function planSet(ctx: SyncContext, set: string): Promise<void> {
  let count = 0;
  let maxId = 0;
  try {
    const page = await fetchPage(ctx, countAndMaxIdRequest(set));
    count = page.count ?? page.rows.length;
    maxId = Number(page.rows[0]?.id ?? 0);
  } catch (error) {
    if (!(error instanceof SetUnavailableError)) throw error;
    ctx.progress.log(`${set}: the service does not serve this set (404); it stays empty`);
  }
  ctx.db.transaction(() => planSetCopy(ctx.db, set, count, partitionIds(count, maxId)))();
}

/** Fetches one partition page by page from its cursor, committing each page with the cursor that follows it. */
async function copyPartition(ctx: SyncContext, start: Partition, onRows: (n: number) => void): Promise<void> {
  const entity = findEntitySet(start.name);
  if (!entity) throw new Error(`Unknown entity set ${start.name}`);
  let p = start;
  while (!p.done) {
    const page = await fetchPage(ctx, partitionPageRequest(p.name, p.cursor, p.hi, p.expected === null));
    const rows = page.rows.map((json) => toRowValues(entity, json));
    const expected = p.expected ?? page.count ?? null;
    const fetched = p.fetched + rows.length;
    const last = rows.at(-1);
    const cursor = last ? rowId(last) : p.cursor;
    const done = rows.length < PAGE_SIZE || (expected !== null && fetched >= expected) || cursor >= p.hi - 1;
    ctx.db.transaction(() => {
      upsertRows(ctx.db, p.name, rows);
      advancePartition(ctx.db, p, {
        cursor,
        expected: p.expected === null ? expected : null,
        rows: rows.length,
        done,
      });
    })();
    onRows(rows.length);
    p = { ...p, cursor, expected, fetched, done };
  }
}

/**
 * The first cycle's bulk copy of every set, straight into the tables (pages answer 503 until the first cycle is
 * applied, so nobody reads them meanwhile). Each set is split into id partitions fetched by `workers` loops at
 * once; the client's concurrency limit paces the requests. Every page is committed with its partition's cursor,
 * so a killed copy resumes where it stopped. Rows changed meanwhile are stamped after the copy's horizon and are
 * read again by the cycle that follows.
 */
export async function copyAllSets(ctx: SyncContext, workers: number): Promise<void> {
  let horizon = readCopyHorizon(ctx.db);
  if (!horizon) {
    horizon = horizonAt(ctx.now());
    writeCopyHorizon(ctx.db, horizon);
  }
  const pending = SYNCED_SETS.map((e) => e.name).filter((name) => !readSetState(ctx.db, name).copyDone);
  await settleAll(
    ctx,
    pending
      .filter((name) => readSetState(ctx.db, name).copyTotal === null)
      .map((name) => () => planSet(ctx, name)),
  );
  const copied = new Map(pending.map((name) => [name, readSetState(ctx.db, name)]));
  const progress = (name: string) => {
    const s = copied.get(name);
    if (s) ctx.progress.update(name, s.copied, s.copyTotal);
  };
  // Largest sets first, so the long ones are not left for the end.
  const queue = pending
    .flatMap((name) => readPartitions(ctx.db, name).filter((p) => !p.done))
    .sort((a, b) => (copied.get(b.name)?.copyTotal ?? 0) - (copied.get(a.name)?.copyTotal ?? 0));
  const openPartitions = new Map<string, number>();
  for (const p of queue) openPartitions.set(p.name, (openPartitions.get(p.name) ?? 0) + 1);
  const finishSet = (name: string) => {
    ctx.db.transaction(() => {
      finishSetCopy(ctx.db, name, horizon);
      writeRowCount(ctx.db, name, countRows(ctx.db, name));
    })();
    ctx.progress.complete(name);
  };
  for (const name of pending) if (!openPartitions.get(name)) finishSet(name);

  const worker = async () => {
    for (let p = queue.shift(); p; p = queue.shift()) {
      const name = p.name;
      await copyPartition(ctx, p, (n) => {
        const s = copied.get(name);
        if (s) copied.set(name, { ...s, copied: s.copied + n });
        progress(name);
      });
      const left = (openPartitions.get(name) ?? 1) - 1;
      openPartitions.set(name, left);
      if (left === 0) finishSet(name);
    }
  };
  await settleAll(
    ctx,
    Array.from({ length: Math.max(1, workers) }, () => worker),
  );
}
