import type { CompiledSql } from '@/lib/store/compiled-sql';
import { DEADLINE_FUNCTION } from '@/lib/store/query-deadline';
import { alias, column, sql } from '@/lib/store/sql-fragment';

/**
 * `tingdata_deadline(t1."id")`: true for every row, until the statement's deadline has passed, when it stops the
 * statement (lib/store/query-deadline.ts). Its argument ties the check to the loop over `tableAlias`, so SQLite
 * calls it once per row that loop visits rather than once per statement.
 */
export const deadlineCheck = (tableAlias: string): CompiledSql =>
  sql`${alias(DEADLINE_FUNCTION)}(${column(tableAlias, 'id')})`;
