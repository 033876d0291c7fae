import { describe, expect, it } from 'vitest';
import { phrase } from './fts-query';
import { dateWindow, ftsOnlyQuery, idsQuery, whereClause } from './search-query';
import { param, sql } from './sql-fragment';

describe('search queries', () => {
  it('joins conditions with AND and binds their values in textual order', () => {
    const where = whereClause([
      sql`a = ${param(1)}`,
      ...dateWindow(sql`d."dato"`, '2024-01-01', '2025-01-01'),
    ]);
    expect(where).toEqual({
      sql: ' WHERE a = ? AND d."dato" >= ? AND d."dato" < ?',
      parameters: [1, '2024-01-01', '2025-01-01'],
    });
  });

  it('writes no WHERE without conditions, and an open date window has no condition', () => {
    expect(whereClause(dateWindow(sql`d."dato"`, null, null))).toEqual({ sql: '', parameters: [] });
    expect(dateWindow(sql`x`, null, '2025-01-01')).toEqual([{ sql: 'x < ?', parameters: ['2025-01-01'] }]);
  });

  it('reads full-text hits from the index alone', () => {
    const q = idsQuery(ftsOnlyQuery('Sag_fts', phrase('klima')));
    expect(q.sql).toBe('SELECT "rowid" FROM "Sag_fts" WHERE "Sag_fts" MATCH ?');
    expect(q.parameters).toHaveLength(1);
  });
});
