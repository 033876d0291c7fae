import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { QUESTION_ROWS_SQL } from './question-list';
import { REFERAT_DDL } from './referat-schema';
import { postLoadDdl, tableDdl } from './schema';

/**
 * The store's schema with its indexes, empty and without statistics — as a mirror is (`npm run sync` runs no
 * ANALYZE): the question index's plans must not depend on statistics to find each question's rows by its own id.
 */
const db = new Database(':memory:');
for (const ddl of [...tableDdl(), ...REFERAT_DDL, ...postLoadDdl()]) db.exec(ddl);

const plan = (sql: string): string[] =>
  (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((r) => r.detail);

describe('query plans of the question index', () => {
  it('reach each question’s case, asker, answers and committee by the question, not by a role or type', () => {
    const details = plan(QUESTION_ROWS_SQL);
    expect(details).toContainEqual(
      expect.stringMatching(/^SEARCH asker USING INDEX ix_DokumentAktør_dokumentid/),
    );
    expect(details).toContainEqual(
      expect.stringMatching(/^SEARCH svar USING INDEX ix_Dokument_spørgsmålsid/),
    );
    expect(details).toContainEqual(expect.stringMatching(/^SEARCH sa USING INDEX ix_SagAktør_sagid/));
    expect(
      details.filter(
        (d) => /ix_\w+_(rolleid|typeid) \((rolleid|typeid)=\?\)$/.test(d) && !/^SEARCH q /.test(d),
      ),
    ).toEqual([]);
  });
});
