import { LRUCache } from 'lru-cache';
import type { EntityDef } from '@/lib/model/types';
import { compileExpansion } from '@/lib/sql/compile-expand';
import type { ExpandNode } from '@/lib/sql/expand-plan';
import type { CompiledSql } from '@/lib/store/compiled-sql';
import type { Store } from '@/lib/store/open-store';
import { oncePerStore } from '@/lib/store/prepared';
import { runGet, runRows, type StoredValues } from '@/lib/store/run-sql';
import { MAX_EXPANDED_ROWS, QueryCostError } from './cost-limits';
import { type EntityNode, propertyIndex } from './result';

interface MutableNode extends EntityNode {
  readonly expanded: Map<string, EntityNode | null | readonly EntityNode[]>;
}

/**
 * A row selected with the entity's columns in model order (`selectColumns`), and for a collection expansion its
 * parent's key after them (`__parent`, which the serialisers never read: they go by the entity's properties).
 */
const toNode = (entity: EntityDef, row: StoredValues): MutableNode => ({
  entity,
  values: row,
  expanded: new Map(),
});

const parentOf = (entity: EntityDef, row: StoredValues): number => row[entity.properties.length] as number;

/** Rows that arrive as one JSON array of arrays (`compileExpansion`). */
function readJsonRows(db: Store, query: CompiledSql): StoredValues[] {
  const text = runGet(db, query)?.rows;
  return typeof text === 'string' ? (JSON.parse(text) as StoredValues[]) : [];
}

const idOf = (node: EntityNode): number => node.values[propertyIndex(node.entity, 'id')] as number;

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
      const column = propertyIndex(link.source, link.column);
      const keys = parents.map((p) => p.values[column]).filter((v): v is number => typeof v === 'number');
      budget.spend(keys.length);
      const rows = keys.length
        ? readJsonRows(db, compileExpansion(parentSet, link, keys, undefined, budget.rowCap))
        : [];
      const byId = new Map<number, MutableNode>();
      for (const r of rows) {
        const node = toNode(link.target, r);
        byId.set(idOf(node), node);
      }
      for (const p of parents) {
        const key = p.values[column];
        const target = typeof key === 'number' ? byId.get(key) : undefined;
        p.expanded.set(link.name, target ?? null);
      }
      children.push(...byId.values());
    } else {
      const keys = parents.map(idOf);
      const rows = readJsonRows(db, compileExpansion(parentSet, link, keys, undefined, budget.rowCap));
      budget.spend(rows.length);
      const groups = new Map<number, MutableNode[]>();
      for (const r of rows) {
        const parent = parentOf(link.target, r);
        const child = toNode(link.target, r);
        const list = groups.get(parent);
        if (list) list.push(child);
        else groups.set(parent, [child]);
        children.push(child);
      }
      for (const p of parents) p.expanded.set(link.name, groups.get(idOf(p)) ?? []);
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
  const nodes = runRows(db, query).map((r) => toNode(entity, r));
  expand(db, entity.name, nodes, plan, new Budget(maxExpanded));
  return nodes;
}

/** Counts kept per connection: how many, least recently used dropped first. */
const MAX_COUNTS = 256;
const countsOf = oncePerStore((db) => ({
  dataVersion: db.prepare<[], number>('PRAGMA data_version').pluck(true),
  version: -1,
  counts: new LRUCache<string, number>({ max: MAX_COUNTS }),
}));

/**
 * A compiled `count(*)`, remembered per connection while the file is unchanged: clients paging with
 * `$inlinecount=allpages` ask for the same count with every page, and the first count of a common word in Sag
 * titles costs tens of milliseconds. Any commit to the file by another connection (a sync cycle, a test or tool
 * writing to a stand-in's store) changes `PRAGMA data_version` and empties the remembered counts.
 */
export function readCount(db: Store, query: CompiledSql): number {
  const cache = countsOf(db);
  const version = cache.dataVersion.get() ?? 0;
  if (version !== cache.version) {
    cache.counts.clear();
    cache.version = version;
  }
  const key = `${query.sql}\u0000${JSON.stringify(query.parameters)}`;
  let count = cache.counts.get(key);
  if (count === undefined) {
    count = Number(runGet(db, query)?.count ?? 0);
    cache.counts.set(key, count);
  }
  return count;
}
