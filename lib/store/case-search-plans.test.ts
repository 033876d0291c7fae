import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ACTORS_SQL, CASE_SQL, FILES_SQL, SUBJECTS_SQL } from './case-detail';
import { COUNT_SQL, PAGE_SQL } from './case-documents';
import { MOTIONS_SQL, PROPOSERS_SQL, RESULT_CASES_SQL, RESULT_VOTES_SQL } from './case-result-rows';
import { AGENDA_ITEMS_SQL, STEP_DOCUMENTS_SQL, STEP_VOTES_SQL, STEPS_SQL } from './case-timeline';
import { CASE_VOTES_SQL } from './case-votes';
import { phrase } from './fts-query';
import { REFERAT_DDL } from './referat-schema';
import { postLoadDdl, tableDdl } from './schema';
import { allCaseIdsQuery, CASE_HITS_SQL, type CaseFilterValues } from './search-cases';
import { windowTitlesQuery } from './search-documents';

/** The store's schema with its indexes, empty: query plans depend on the indexes, not on the rows. */
const db = new Database(':memory:');
for (const ddl of [...tableDdl(), ...REFERAT_DDL, ...postLoadDdl()]) db.exec(ddl);

const plan = (sql: string, params: readonly unknown[]): string[] =>
  (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((r) => r.detail);

/**
 * The tables a case page or a search must never read from end to end. SQLite names a scanned table by its alias
 * ('SCAN a'), so every table scan counts, apart from the id lists (json_each), subqueries and the full-text index.
 */
const fullScans = (details: readonly string[]) =>
  details.filter(
    (d) =>
      /^SCAN (?!json_each\b|\(subquery|CONSTANT ROW|Sag_fts\b|Dokument_fts\b)\S+/.test(d) &&
      !/ USING (COVERING )?INDEX /.test(d),
  );

const NO_FILTERS: CaseFilterValues = {
  periodeId: null,
  idRange: null,
  typeId: null,
  statusIds: null,
  stepFrom: null,
  stepBefore: null,
};

describe('query plans of the case page and the search', () => {
  it.each([
    ['case', CASE_SQL, [1], 'USING INTEGER PRIMARY KEY'],
    ['actors', ACTORS_SQL, [1], 'ix_SagAktør_sagid'],
    ['subjects', SUBJECTS_SQL, [1], 'ix_EmneordSag_sagid'],
    ['files', FILES_SQL, ['[1,2]'], 'ix_Fil_dokumentid'],
    ['steps', STEPS_SQL, [1], 'ix_Sagstrin_sagid'],
    ['step documents', STEP_DOCUMENTS_SQL, [1], 'ix_SagstrinDokument_sagstrinid'],
    ['step votes', STEP_VOTES_SQL, [1, 1], 'ix_Stemme_afstemningid'],
    ['agenda items', AGENDA_ITEMS_SQL, [1, 1], 'ix_DagsordenspunktSag_sagid'],
    ['document count', COUNT_SQL, [1], 'ix_SagDokument_sagid'],
    ['document page', PAGE_SQL, [1, 20, 0], 'ix_SagDokument_sagid'],
    ['case hits', CASE_HITS_SQL, ['[1,2]'], 'USING INTEGER PRIMARY KEY'],
    ['results’ cases', RESULT_CASES_SQL, ['[1,2]'], 'USING INTEGER PRIMARY KEY'],
    ['debates’ motions', MOTIONS_SQL, ['[1,2]'], 'ix_Sag_fremsatundersagid'],
    ['results’ votes', RESULT_VOTES_SQL, ['[1,2]', '[1,2]'], 'ix_Afstemning_sagstrinid'],
    ['results’ ballots', RESULT_VOTES_SQL, ['[1,2]', '[1,2]'], 'ix_Stemme_afstemningid'],
    ['motions’ proposers', PROPOSERS_SQL, ['[1,2]'], 'ix_SagAktør_sagid'],
    ['case votes', CASE_VOTES_SQL, ['[1,2]', '[1,2]'], 'ix_Sagstrin_sagid'],
    ['case votes’ motions', CASE_VOTES_SQL, ['[1,2]', '[1,2]'], 'ix_Sag_fremsatundersagid'],
  ] as const)('reads %s through its index', (_name, sql, params, index) => {
    const details = plan(sql, params);
    expect(details.join(' | ')).toContain(index);
    expect(fullScans(details)).toEqual([]);
  });

  it('finds a case number through the nummer index', () => {
    const { sql, params } = allCaseIdsQuery({ kind: 'number', nummer: 'L 1' }, NO_FILTERS);
    const details = plan(sql, params);
    expect(details.join(' | ')).toContain('ix_Sag_nummer');
    expect(fullScans(details)).toEqual([]);
  });

  it('finds words through the full-text index and checks filters per hit', () => {
    const { sql, params } = allCaseIdsQuery(
      { kind: 'text', match: phrase('klima') },
      { ...NO_FILTERS, typeId: 3, stepFrom: '2024-01-01', stepBefore: '2025-01-01' },
    );
    const details = plan(sql, params);
    expect(details[0]).toMatch(/^SCAN Sag_fts VIRTUAL TABLE/);
    expect(details.join(' | ')).toContain('ix_Sagstrin_sagid_dato');
    expect(fullScans(details)).toEqual([]);
  });

  it('reads the documents of a date window through the date index', () => {
    const { sql, params } = windowTitlesQuery({ from: '2024-01-01', before: '2024-02-01' });
    const details = plan(sql, params);
    expect(details.join(' | ')).toContain('ix_Dokument_dato');
    expect(fullScans(details)).toEqual([]);
  });
});
