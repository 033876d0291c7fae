import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import {
  selectActorSamlingerStatement,
  selectPartySamlingerStatement,
  selectSpokespersonsStatement,
} from './debates';
import { REFERAT_DDL } from './referat-schema';
import {
  linkSpeeches,
  selectUnlinkedItems,
  selectUnlinkedSittings,
  selectUnlinkedSpeakers,
} from './referat-unlinked';
import { deleteSegments, deleteSpeeches } from './referat-write';
import { postLoadDdl, tableDdl } from './schema';

/**
 * The store's schema with its indexes, empty and without statistics (as a mirror is): re-linking finds the unlinked
 * rows by searching the link columns' indexes for null, and replacing a sitting deletes by primary-key range — so
 * both cost what they touch, not the 800,000 speeches of the whole corpus.
 */
const db = new Database(':memory:');
for (const ddl of [...tableDdl(), ...REFERAT_DDL, ...postLoadDdl()]) db.exec(ddl);

const plan = (sql: string, ...params: unknown[]): string[] =>
  (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((r) => r.detail);

describe('query plans of the debates’ writes and re-linking', () => {
  it('find the unlinked rows by searching the link columns for null, never by a scan', () => {
    const reads = [selectUnlinkedSpeakers, selectUnlinkedSittings, selectUnlinkedItems].map((s) =>
      plan(s(db).source),
    );
    expect(reads[0]).toContainEqual('SEARCH t USING INDEX ix__tale_aktoerid (aktoerid=?)');
    expect(reads[1]).toContainEqual(
      'SEARCH _referat_moede USING INDEX ix__referat_moede_moedeid (moedeid=?)',
    );
    expect(reads[2]).toContainEqual(
      'SEARCH p USING INDEX ix__referat_punkt_dagsordenspunktid (dagsordenspunktid=?)',
    );
    expect(reads[2]).toContainEqual('SEARCH p USING INDEX ix__referat_punkt_sagid (sagid=?)');
    expect(reads.flat().filter((d) => d.startsWith('SCAN'))).toEqual([]);
  });

  it('link a sitting’s unlinked speeches by null and the sitting’s id range', () => {
    expect(plan(linkSpeeches(db).source, 1, 2, 3, 'Navn', null, null, null)).toEqual([
      'SEARCH _tale USING INDEX ix__tale_aktoerid (aktoerid=? AND id>? AND id<?)',
    ]);
  });

  it('delete a sitting’s rows by their id range', () => {
    expect(plan(deleteSpeeches(db).source, 1, 2)).toEqual([
      'SEARCH _tale USING INTEGER PRIMARY KEY (rowid>? AND rowid<?)',
    ]);
    expect(plan(deleteSegments(db).source, 1, 2)).toEqual([
      'SEARCH _tale_segment USING PRIMARY KEY (tale>? AND tale<?)',
    ]);
  });
});

describe('query plans of the debate pages’ per-samling reads', () => {
  it('count a person’s and a party’s speeches per samling from an index alone, never the rows', () => {
    const detail = (source: string, param: unknown) => plan(source, param).join(' | ');
    expect(detail(selectActorSamlingerStatement(db).source, 1)).toContain(
      'USING COVERING INDEX ix__tale_aktoerid',
    );
    expect(detail(selectPartySamlingerStatement(db).source, 'S')).toContain(
      'USING COVERING INDEX ix__tale_parti',
    );
    expect(detail(selectSpokespersonsStatement(db).source, 'S')).toContain('USING INDEX ix__tale_parti');
  });
});
