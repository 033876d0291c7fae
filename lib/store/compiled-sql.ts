/**
 * A statement as the store runs it (lib/store/run-sql.ts): SQL text with `?` placeholders and the values bound to
 * them. lib/sql builds these from a parsed request, and the store its searches, with the fragment builder
 * (lib/store/sql-fragment.ts).
 */

/** A value bound to a `?` placeholder. Nulls are never bound: the compiler writes `NULL` / `IS NULL` instead. */
export type SqlValue = string | number;

/** SQL text with `?` placeholders and the values for them, in textual order. */
export interface CompiledSql {
  readonly sql: string;
  readonly parameters: readonly SqlValue[];
}
