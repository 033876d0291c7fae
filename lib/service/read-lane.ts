import type { ExpandNode } from '@/lib/sql/expand-plan';
import type { CompiledSql } from '@/lib/store/compiled-sql';
import { estimateVisits, explainPlan, type StoreShape, storeShape } from '@/lib/store/plan-cost';
import type { Store } from '@/lib/store/store';
import type { CompiledRead, ReadPlan } from './compile-read';
import { MAX_EXPANDED_ROWS } from './cost-limits';

/**
 * Which of `/api`'s two lanes a read runs in: `cheap` — the plan bounds its work to a few thousand rows (a key
 * lookup, an index search on a selective key, the first page of a set) — or `expensive`, everything else, with a
 * cap on how many run at once per client and overall (lib/service/read-lanes.ts).
 */
export type ReadLane = 'cheap' | 'expensive';

/**
 * Rows a cheap read may visit at most, every statement and expansion together: a few milliseconds of work, so a
 * cheap read never waits long behind another. (`Stemme?$filter=aktørid eq …` with its count: 9,000 on the
 * full-scale store; `Stemme?$filter=typeid eq 1`: a million.)
 */
export const CHEAP_VISITS = 20_000;

/** An expanded level places at most this many records under each parent (the real service's cut). */
const PER_PARENT = 100;

/** Records the expansions place at most: each level up to 100 under each parent, within the response's cap. */
function expandedRows(parents: number, plan: readonly ExpandNode[]): number {
  let total = 0;
  for (const node of plan) {
    const rows = parents * PER_PARENT;
    total += rows + expandedRows(rows, node.children);
  }
  return Math.min(total, MAX_EXPANDED_ROWS);
}

/**
 * Rows a compiled read visits at most, estimated from SQLite's plan of each statement and the store's shape
 * (lib/store/plan-cost.ts): the page (or record), its count, its expansions.
 */
export function estimateReadVisits(
  read: ReadPlan,
  compiled: CompiledRead,
  plan: (statement: CompiledSql) => ReturnType<typeof explainPlan>,
  shape: StoreShape,
): number {
  const rootTable = compiled.entity.name;
  if (compiled.kind === 'entity') {
    const rows = estimateVisits(plan(compiled.row), shape, { rootTable, rowLimit: null });
    return rows + expandedRows(1, compiled.expand);
  }
  const unconditioned = read.path.kind === 'collection' && !read.options.filter;
  const limit = compiled.top + 1 + (read.options.skip ?? 0);
  const page = estimateVisits(plan(compiled.page), shape, {
    rootTable,
    rowLimit: unconditioned ? limit : null,
  });
  const count = compiled.count
    ? estimateVisits(plan(compiled.count), shape, { rootTable, rowLimit: null })
    : 0;
  return page + count + expandedRows(compiled.top, compiled.expand);
}

/** The lane of a compiled read on this connection (planning reads only the schema and the store's statistics). */
export function readLane(db: Store, read: ReadPlan, compiled: CompiledRead): ReadLane {
  const visits = estimateReadVisits(
    read,
    compiled,
    (statement) => explainPlan(db, statement),
    storeShape(db),
  );
  return visits <= CHEAP_VISITS ? 'cheap' : 'expensive';
}
