import type { EntityDef } from '@/lib/model/types';
import { compileExpansion, PARENT_COLUMN } from '@/lib/sql/compile-expand';
import { compileByKey, compileCollection, compileCount } from '@/lib/sql/compile-query';
import type { ExpandNode } from '@/lib/sql/expand-plan';
import { getEntitySet } from '@/lib/sql/model-lookup';
import { getStore, type Store } from '@/lib/store/open-store';
import { runAll, runGet, type StoredRow } from '@/lib/store/run-sql';
import type { EntityNode } from './result';
import type { CollectionPage, CollectionQuery, ODataSource } from './source';

interface MutableNode extends EntityNode {
  readonly expanded: Map<string, EntityNode | null | readonly EntityNode[]>;
}

const toNode = (entity: EntityDef, row: StoredRow): MutableNode => {
  const { [PARENT_COLUMN]: _parent, ...rest } = row;
  return { entity, row: rest, expanded: new Map() };
};

/** Loads one level of expansions for all parents at once (one query per navigation), then the levels below. */
function expand(
  db: Store,
  parentSet: string,
  parents: readonly MutableNode[],
  plan: readonly ExpandNode[],
): void {
  if (parents.length === 0) return;
  for (const node of plan) {
    const link = node.link;
    const children: MutableNode[] = [];
    if (link.kind === 'reference') {
      const keys = parents.map((p) => p.row[link.column]).filter((v): v is number => typeof v === 'number');
      const rows = keys.length ? runAll(db, compileExpansion(parentSet, link, keys)) : [];
      const byId = new Map(rows.map((r) => [r.id as number, toNode(link.target, r)]));
      for (const p of parents) {
        const key = p.row[link.column];
        const target = typeof key === 'number' ? byId.get(key) : undefined;
        p.expanded.set(link.name, target ?? null);
      }
      children.push(...byId.values());
    } else {
      const keys = parents.map((p) => p.row.id as number);
      const rows = runAll(db, compileExpansion(parentSet, link, keys));
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
    expand(db, link.target.name, children, node.children);
  }
}

/** Reads OData requests from the embedded SQLite store through the SQL compiler. */
export class StoreSource implements ODataSource {
  constructor(private readonly open: () => Store = () => getStore()) {}

  async collection(q: CollectionQuery): Promise<CollectionPage> {
    const db = this.open();
    const entity = getEntitySet(q.set);
    const rows = runAll(
      db,
      compileCollection(q.set, { filter: q.filter, orderby: q.orderby, top: q.top, skip: q.skip }),
    );
    const nodes = rows.map((r) => toNode(entity, r));
    expand(db, q.set, nodes, q.expand);
    const count = q.count ? Number(runGet(db, compileCount(q.set, q.filter))?.count ?? 0) : undefined;
    return { nodes, count };
  }

  async entity(set: string, id: number, plan: readonly ExpandNode[]): Promise<EntityNode | null> {
    const db = this.open();
    const row = runGet(db, compileByKey(set, id));
    if (!row) return null;
    const node = toNode(getEntitySet(set), row);
    expand(db, set, [node], plan);
    return node;
  }
}
