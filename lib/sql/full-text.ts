import type { Call } from '@/lib/odata/ast';
import { inColumns, phrase, printFtsQuery } from '@/lib/store/fts-query';
import { FTS_INDEXES, SAG_VIEWS } from '@/lib/store/schema';
import { column, ident, param, sql } from '@/lib/store/sql-fragment';
import { resolveMemberPath } from './compile-path';
import { type Context, type Env, PREC, type Typed, typed } from './context';

/** The trigram index covering a column, if any (the Sag views share Sag's index: their ids are Sag ids). */
function indexFor(entity: string, name: string) {
  const source = Object.hasOwn(SAG_VIEWS, entity) ? 'Sag' : entity;
  return FTS_INDEXES.find((f) => f.source === source && f.columns.includes(name));
}

/**
 * `substringof('klima', titel)` on a column with a trigram index, in positive position, with a literal of at least
 * three characters (no combining marks, no NUL): the index narrows the rows, the exact check keeps OData's case-sensitive
 * meaning (the trigram index folds case and diacritics, so it finds a superset):
 * `t0."id" IN (SELECT rowid FROM "Sag_fts" WHERE "Sag_fts" MATCH ?) AND instr(t0."titel", ?) > 0`
 * with `{"titel"} : "klima"` as the MATCH query (lib/store/fts-query.ts). Returns null when the call does not qualify.
 */
export function tryFullTextSubstring(ctx: Context, call: Call, env: Env): Typed | null {
  const [needle, haystack] = call.args;
  if (call.name !== 'substringof' || call.args.length !== 2) return null;
  if (needle?.kind !== 'literal' || needle.type !== 'string' || typeof needle.value !== 'string') return null;
  if (haystack?.kind !== 'member' || haystack.path.length !== 1) return null;
  const text = needle.value;
  // FTS5 cannot read a NUL inside a quoted string (its query parser stops there): such a needle is checked by
  // `instr` alone, which compares the bound bytes exactly (no stored ODA text holds a NUL, so it finds nothing).
  if ([...text].length < 3 || /\p{M}/u.test(text) || text.includes('\u0000')) return null;
  const resolved = resolveMemberPath(ctx, env, haystack);
  if (resolved.terminal.kind !== 'property' || resolved.steps.length > 0) return null;
  const name = resolved.terminal.property.name;
  const index = indexFor(resolved.binding.entity.name, name);
  if (!index) return null;
  const match = printFtsQuery(inColumns([name], phrase(text)));
  const { alias } = resolved.binding;
  return typed(
    sql`${column(alias, 'id')} IN (SELECT rowid FROM ${ident(index.table)} WHERE ${ident(index.table)} MATCH ${param(match)}) AND instr(${column(alias, name)}, ${param(text)}) > 0`,
    'boolean',
    PREC.and,
  );
}
