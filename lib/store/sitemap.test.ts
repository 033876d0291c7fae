import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { REFERAT_DDL } from './referat-schema';
import { postLoadDdl, tableDdl } from './schema';
import {
  RECORD_TABLES,
  selectChunks,
  selectRecordRange,
  selectSpeechRange,
  selectSpeechSittings,
} from './sitemap';

/** The store's schema with its indexes, empty: the plans the sitemap's reads get from the indexes alone. */
const db = new Database(':memory:');
for (const ddl of [...tableDdl(), ...REFERAT_DDL, ...postLoadDdl()]) db.exec(ddl);
afterAll(() => db.close());

const plan = (sql: string, ...params: unknown[]): string[] =>
  (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((r) => r.detail);

/** The SQL of a read, from the statement it runs (better-sqlite3 keeps it as `source`). */
function sqlOf(read: () => unknown): string {
  const prepare = db.prepare.bind(db);
  let source = '';
  db.prepare = ((sql: string) => {
    source = sql;
    return prepare(sql);
  }) as typeof db.prepare;
  try {
    read();
  } finally {
    db.prepare = prepare;
  }
  return source;
}

describe('query plans of the sitemap’s reads', () => {
  it('read a file’s records as one range of the primary key, in its order', () => {
    for (const kind of Object.keys(RECORD_TABLES) as (keyof typeof RECORD_TABLES)[]) {
      const detail = plan(
        sqlOf(() => selectRecordRange(db, kind, 1, 2)),
        1,
        2,
      );
      expect(detail, kind).toEqual([
        `SEARCH ${RECORD_TABLES[kind]} USING INTEGER PRIMARY KEY (rowid>? AND rowid<?)`,
      ]);
    }
  });

  it('read a file’s speeches from the sitting index, each sitting’s file by its key, in id order', () => {
    expect(
      plan(
        sqlOf(() => selectSpeechRange(db, 1, 2)),
        1,
        2,
      ),
    ).toEqual([
      'SEARCH t USING COVERING INDEX ix__tale_moede (moede>? AND moede<?)',
      'SEARCH rm USING INTEGER PRIMARY KEY (rowid=?) LEFT-JOIN',
      'SEARCH f USING INDEX sqlite_autoindex__referat_fil_1 (path=?) LEFT-JOIN',
    ]);
  });

  it('count the speeches per sitting from the covering sitting index, not the 800,000 texts', () => {
    expect(plan(sqlOf(() => selectSpeechSittings(db)))).toContainEqual(
      'SCAN _tale USING COVERING INDEX ix__tale_moede',
    );
  });

  it('plan each table in one pass over its ids', () => {
    const detail = plan(
      sqlOf(() => selectChunks(db, 'document', 10)),
      10,
    );
    expect(detail.filter((d) => /^(?:SCAN|SEARCH) Dokument/.test(d))).toHaveLength(1);
  });
});
