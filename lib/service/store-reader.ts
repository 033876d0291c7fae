import type { EntityDef } from '@/lib/model/types';
import { compileExpansion, PARENT_COLUMN } from '@/lib/sql/compile-expand';
import type { ExpandNode } from '@/lib/sql/expand-plan';
import type { CompiledSql } from '@/lib/sql/fragment';
import type { Store } from '@/lib/store/open-store';
import { runAll, runGet, type StoredRow } from '@/lib/store/run-sql';
import { MAX_EXPANDED_ROWS, QueryCostError } from './cost-limits';
import type { EntityNode } from './result';

interface MutableNode extends EntityNode {
  readonly expanded: Map<string, EntityNode | null | readonly EntityNode[]>;
}

const toNode = (entity: EntityDef, row: StoredRow): MutableNode => {
  const { [PARENT_COLUMN]: _parent, ...rest } = row;
  return { entity, row: rest, expanded: new Map() };
};

/** Expanded records one response may still take: every record placed under a parent counts. */
class Budget {
  #left: number;
  constructor(readonly max: number) {
    this.#left = max;
  }
  /** Rows an expansion query may return: one more than is left, to notice going over. */
  get rowCap(): number {
    return this.#left + 1;
  }
  spend(n: number): void {
    this.#left -= n;
    if (this.#left < 0) throw new QueryCostError('expanded-rows', this.max - this.#left, this.max);
  }
}

/**
 * Loads one level of expansions for all parents at once (one query per navigation), then the levels below. Each
 * query is capped at what the budget has left, so a response never holds more than MAX_EXPANDED_ROWS expanded
 * records, however the expansions fan out.
 */
function expand(
  db: Store,
  parentSet: string,
  parents: readonly MutableNode[],
  plan: readonly ExpandNode[],
  budget: Budget,
): void {
  if (parents.length === 0) return;
  for (const node of plan) {
    const link = node.link;
    const children: MutableNode[] = [];
    if (link.kind === 'reference') {
      const keys = parents.map((p) => p.row[link.column]).filter((v): v is number => typeof v === 'number');
      budget.spend(keys.length);
      const rows = keys.length
        ? runAll(db, compileExpansion(parentSet, link, keys, undefined, budget.rowCap))
        : [];
      const byId = new Map(rows.map((r) => [r.id as number, toNode(link.target, r)]));
      for (const p of parents) {
        const key = p.row[link.column];
        const target = typeof key === 'number' ? byId.get(key) : undefined;
        p.expanded.set(link.name, target ?? null);
      }
      children.push(...byId.values());
    } else {
      const keys = parents.map((p) => p.row.id as number);
      const rows = runAll(db, compileExpansion(parentSet, link, keys, undefined, budget.rowCap));
      budget.spend(rows.length);
      const groups = new Map<number, MutableNode[]>();
      for (const r of rows) {
        const parent = r[PARENT_COLUMN] as number;
        const child = toNode(link.target, r);
        const list = groups.get(parent) ?? [];
        list.push(child);
        groups.set(parent, list);
        children.push(child);
      }
      for (const p of parents) p.expanded.set(link.name, groups.get(p.row.id as number) ?? []);
    }
    expand(db, link.target.name, children, node.children, budget);
  }
}

/** The rows of a compiled query as records of `entity`, with their expansions loaded. */
export function readRecords(
  db: Store,
  entity: EntityDef,
  query: CompiledSql,
  plan: readonly ExpandNode[],
  maxExpanded: number = MAX_EXPANDED_ROWS,
): EntityNode[] {
  const nodes = runAll(db, query).map((r) => toNode(entity, r));
  expand(db, entity.name, nodes, plan, new Budget(maxExpanded));
  return nodes;
}

/** A compiled `count(*)`. */
export function readCount(db: Store, query: CompiledSql): number {
  return Number(runGet(db, query)?.count ?? 0);
}
