import type Database from 'better-sqlite3';
import { ENTITIES } from '@/lib/model/entities';
import { isView, quoteIdent } from '@/lib/store/schema';
import type { ColumnPattern } from './column-patterns';

/** How a column's rows split between null, the empty string and a value. */
export interface ColumnShares {
  readonly rows: number;
  readonly null: number;
  readonly empty: number;
  readonly value: number;
}

/** The entity sets the generator writes as tables (the Sag-shaped views only re-read Sag). */
export const TABLE_SETS = ENTITIES.filter((e) => !isView(e.name));

/**
 * Shares of null / "" / a value for every column of every table in a store, keyed `Set.column`; with `where`
 * (trusted SQL from the spec, never user input) only for that set's rows matching it.
 */
export function columnProfile(
  db: Database.Database,
  only?: { readonly set: string; readonly where: string },
): Map<string, ColumnShares> {
  const out = new Map<string, ColumnShares>();
  for (const e of TABLE_SETS) {
    if (only && e.name !== only.set) continue;
    const parts = e.properties.map((p) => {
      const c = quoteIdent(p.name);
      return `sum(${c} IS NULL), sum(${c} = '')`;
    });
    const row = db
      .prepare(
        `SELECT count(*), ${parts.join(', ')} FROM ${quoteIdent(e.name)}${only ? ` WHERE ${only.where}` : ''}`,
      )
      .raw()
      .get() as (number | null)[];
    const rows = row[0] ?? 0;
    e.properties.forEach((p, i) => {
      const nulls = row[1 + 2 * i] ?? 0;
      const empties = row[2 + 2 * i] ?? 0;
      out.set(`${e.name}.${p.name}`, {
        rows,
        null: rows ? nulls / rows : 0,
        empty: rows ? empties / rows : 0,
        value: rows ? (rows - nulls - empties) / rows : 0,
      });
    });
  }
  return out;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const show = (s: { null: number; empty: number; value: number }) =>
  `null ${pct(s.null)} / "" ${pct(s.empty)} / value ${pct(s.value)}`;

/** The shares without one "" row: the first row, when the pattern says it holds "" apart from the shares. */
function withoutFirstEmpty(s: ColumnShares): ColumnShares {
  const rows = s.rows - 1;
  const count = (share: number) => Math.round(share * s.rows);
  if (rows <= 0 || count(s.empty) === 0) return s;
  return {
    rows,
    null: count(s.null) / rows,
    empty: (count(s.empty) - 1) / rows,
    value: count(s.value) / rows,
  };
}

/** Why a measured share misses its pattern, or undefined when it fits. */
export function patternMismatch(expected: ColumnPattern, measured: ColumnShares): string | undefined {
  const actual = expected.firstRowEmpty ? withoutFirstEmpty(measured) : measured;
  const off = (['null', 'empty', 'value'] as const).filter((k) => {
    const want = expected[k];
    if (want === 0 || want === 1) return actual[k] !== want;
    const tol = expected.tol ?? Math.max(0.01, 4 * Math.sqrt((want * (1 - want)) / Math.max(1, actual.rows)));
    return Math.abs(actual[k] - want) > tol;
  });
  const but = expected.firstRowEmpty ? ' besides the first row ("")' : '';
  return off.length
    ? `expected ${show(expected)}${but}, got ${show(actual)} (${actual.rows} rows)`
    : undefined;
}
