import { LRUCache } from 'lru-cache';
import { findEntitySet } from '@/lib/model/find-entity';
import type { CompiledSql } from './compiled-sql';
import { oncePerStore } from './prepared';
import { quoteIdent } from './schema';
import type { Store } from './store';

/** One line of `EXPLAIN QUERY PLAN`: a loop, a subquery, a sort, with the line it sits under (0: the top). */
export interface PlanLine {
  readonly id: number;
  readonly parent: number;
  readonly detail: string;
}

/** Plans kept per connection, by SQL text: how many, least recently used dropped first. */
const MAX_PLANS = 1_024;
const plansOf = oncePerStore(() => new LRUCache<string, readonly PlanLine[]>({ max: MAX_PLANS }));

/**
 * The planner's plan of a statement, as SQLite prints it (nothing is read but the schema), kept per connection by
 * its SQL text: reads that differ only in their values (`Sag(5)`, `Sag(6)`) share one plan, as the values are bound
 * parameters. Planning costs about as much as a key lookup; the kept plan, nothing.
 */
export function explainPlan(db: Store, statement: CompiledSql): readonly PlanLine[] {
  const plans = plansOf(db);
  let plan = plans.get(statement.sql);
  if (!plan) {
    plan = db.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`).all(...statement.parameters) as PlanLine[];
    plans.set(statement.sql, plan);
  }
  return plan;
}

/** What an estimate needs to know of the store: how many rows a table has, how many one index key selects. */
export interface StoreShape {
  tableRows(table: string): number;
  /**
   * Rows of `index` that share the values of its first `equalColumns` columns (`equalColumns` 0: the whole table).
   * `columns` names them, in the index's order, as the plan does.
   */
  rowsPerKey(index: string, columns: readonly string[]): number;
}

interface Stat1Row {
  readonly tbl: string;
  readonly idx: string | null;
  readonly stat: string;
}

/**
 * The store's shape on a connection, read once (the connection is read-only): rows per table from its largest id
 * (ODA's ids are the rowid, nearly dense); rows per index key from `sqlite_stat1` where `ANALYZE` ran (the
 * generated stores), else from the model — a column holding another set's id (`Stemme.afstemningid`) selects
 * this table's rows over that set's, any other column (`Stemme.typeid` has 4 values) possibly the whole table.
 */
export const storeShape = oncePerStore((db: Store): StoreShape => {
  const hasStat1 =
    db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_stat1'").get() !==
    undefined;
  const stats = new Map<string, number[]>();
  if (hasStat1)
    for (const row of db.prepare('SELECT tbl, idx, stat FROM sqlite_stat1').all() as Stat1Row[])
      if (row.idx) stats.set(row.idx, row.stat.split(' ').map(Number));
  const indexTable = new Map(
    (
      db.prepare("SELECT name, tbl_name AS tbl FROM sqlite_master WHERE type = 'index'").all() as {
        name: string;
        tbl: string;
      }[]
    ).map((r) => [r.name, r.tbl]),
  );
  const rows = new Map<string, number>();
  const tableRows = (table: string): number => {
    let n = rows.get(table);
    if (n === undefined) {
      const max = db
        .prepare(`SELECT max(rowid) FROM ${quoteIdent(table)}`)
        .pluck()
        .get() as number | null;
      n = Math.max(1, max ?? 0);
      rows.set(table, n);
    }
    return n;
  };
  return {
    tableRows,
    rowsPerKey: (index, columns) => {
      const table = indexTable.get(index);
      if (table === undefined) return Number.POSITIVE_INFINITY;
      const stat = stats.get(index)?.[columns.length];
      if (stat !== undefined) return stat;
      const all = tableRows(table);
      const [first] = columns;
      if (first === undefined) return all;
      const link = findEntitySet(table)?.navigations.find((n) => !n.many && n.column === first);
      const target = link ? findEntitySet(link.target) : undefined;
      return target ? Math.max(1, Math.ceil(all / tableRows(target.name))) : all;
    },
  };
});

/** What the plan alone does not say about a statement. */
export interface StatementFacts {
  /** The table the statement's own loop (`t0`) reads. */
  readonly rootTable: string;
  /**
   * When the statement reads its root table with no condition (no `WHERE`) and stops after this many rows
   * (`LIMIT` + `OFFSET`): a scan in the table's order then reads no more than these. Null otherwise.
   */
  readonly rowLimit: number | null;
}

const ROOT_ALIAS = 't0';

/** `SEARCH t0 USING INDEX ix_Stemme_afstemningid (afstemningid=?)`, `… INTEGER PRIMARY KEY (rowid=?)`. */
const SEARCH = /^SEARCH (\S+) USING (?:INTEGER PRIMARY KEY|(?:COVERING )?INDEX (\S+)) \((.*)\)$/;
/** `SCAN t0`, `SCAN t0 USING COVERING INDEX ix_Stemme_aktørid`. */
const SCAN = /^SCAN (\S+)(?: USING (?:COVERING )?INDEX (\S+))?$/;

/** The leading columns a search binds by equality: `a=? AND b>?` → `['a']`. */
function equalColumns(constraint: string): string[] {
  const columns: string[] = [];
  for (const term of constraint.split(' AND ')) {
    const match = /^(.+)=\?$/.exec(term);
    if (!match?.[1]) break;
    columns.push(match[1]);
  }
  return columns;
}

/**
 * Rows the statement visits at most, estimated from its plan: each loop's rows (a key lookup 1, an index search
 * the rows per key, a scan the table), multiplied through the loops around it; a correlated subquery runs once per
 * row of the loops around it. What the estimate cannot bound — a scan of a table it cannot name, a full-text
 * search, a range, anything it does not know — is `Infinity`.
 */
export function estimateVisits(plan: readonly PlanLine[], shape: StoreShape, facts: StatementFacts): number {
  const children = new Map<number, PlanLine[]>();
  for (const line of plan) children.set(line.parent, [...(children.get(line.parent) ?? []), line]);
  const sorted = plan.some((line) => line.detail.startsWith('USE TEMP B-TREE'));

  const loopRows = (line: PlanLine): number => {
    const search = SEARCH.exec(line.detail);
    if (search) {
      const [, , index, constraint = ''] = search;
      if (!index) return constraint === 'rowid=?' ? 1 : Number.POSITIVE_INFINITY;
      return shape.rowsPerKey(index, equalColumns(constraint));
    }
    const scan = SCAN.exec(line.detail);
    if (!scan) return Number.POSITIVE_INFINITY;
    const [, alias, index] = scan;
    if (alias === ROOT_ALIAS && !index && facts.rowLimit !== null && !sorted && line.parent === 0)
      return facts.rowLimit;
    if (index) return shape.rowsPerKey(index, []);
    return alias === ROOT_ALIAS ? shape.tableRows(facts.rootTable) : Number.POSITIVE_INFINITY;
  };

  const visit = (parent: number, outer: number): number => {
    let total = 0;
    let rows = outer;
    for (const line of children.get(parent) ?? []) {
      const { detail } = line;
      if (detail.startsWith('USE TEMP B-TREE')) continue;
      if (detail.startsWith('CORRELATED ')) total += visit(line.id, rows);
      else if (detail.startsWith('SCALAR SUBQUERY') || detail.startsWith('LIST SUBQUERY'))
        total += visit(line.id, 1);
      else {
        rows *= loopRows(line);
        total += rows + visit(line.id, rows);
      }
    }
    return total;
  };
  const total = visit(0, 1);
  return Number.isNaN(total) ? Number.POSITIVE_INFINITY : total;
}
