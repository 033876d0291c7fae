import { describe, expect, it } from 'vitest';
import { compileExpansion } from './compile-expand';
import { UnknownNavigationError } from './errors';

describe('compileExpansion', () => {
  const STEMME = 't0."id", t0."typeid", t0."afstemningid", t0."aktørid", t0."opdateringsdato"';
  const STEMME_NAMES = '"id", "typeid", "afstemningid", "aktørid", "opdateringsdato"';

  it('loads references by id with one JSON parameter, as one JSON array ordered by id', () => {
    expect(compileExpansion('Stemme', 'Aktør', [7, 5, 7])).toEqual({
      sql: 'SELECT json_group_array(json_array("id", "typeid", "gruppenavnkort", "navn", "fornavn", "efternavn", "biografi", "periodeid", "opdateringsdato", "startdato", "slutdato") ORDER BY "id") AS "rows" FROM (SELECT t0."id", t0."typeid", t0."gruppenavnkort", t0."navn", t0."fornavn", t0."efternavn", t0."biografi", t0."periodeid", t0."opdateringsdato", t0."startdato", t0."slutdato" FROM "Aktør" AS t0 WHERE t0."id" IN (SELECT value FROM json_each(?)))',
      parameters: ['[5,7]'],
    });
  });

  it('loads collections by parent with the first 100 per parent cut in SQL, the key loop pinned outside', () => {
    expect(compileExpansion('Afstemning', 'Stemme', [2, 1])).toEqual({
      sql: `SELECT json_group_array(json_array(${STEMME_NAMES}, "__parent") ORDER BY "__parent", "id") AS "rows" FROM (SELECT ${STEMME}, k.value AS "__parent" FROM json_each(?) AS k CROSS JOIN "Stemme" AS t0 ON t0."id" IN (SELECT t1."id" FROM "Stemme" AS t1 WHERE t1."afstemningid" = k.value ORDER BY t1."id" LIMIT ?))`,
      parameters: ['[1,2]', 100],
    });
  });

  it('unites both ends for the AktørAktør alias before the cut', () => {
    expect(compileExpansion('Aktør', 'AktørAktør', [3], 10).sql).toContain(
      'FROM json_each(?) AS k CROSS JOIN "AktørAktør" AS t0 ON t0."id" IN (SELECT t1."id" FROM "AktørAktør" AS t1 WHERE t1."fraaktørid" = k.value UNION SELECT t2."id" FROM "AktørAktør" AS t2 WHERE t2."tilaktørid" = k.value ORDER BY 1 LIMIT ?)',
    );
  });

  it('reads the Dagsordenspunkt/Sag alias’s target ids from its junction, and caps the rows read when asked', () => {
    const { sql, parameters } = compileExpansion('Dagsordenspunkt', 'Sag', [4], 100, 501);
    expect(sql).toMatch(
      /FROM json_each\(\?\) AS k CROSS JOIN "Sag" AS t0 ON t0\."id" IN \(SELECT t1\."sagid" FROM "DagsordenspunktSag" AS t1 WHERE t1\."dagsordenspunktid" = k\.value ORDER BY t1\."sagid" LIMIT \?\) LIMIT \?\)$/,
    );
    expect(parameters).toEqual(['[4]', 100, 501]);
  });

  it('rejects an unknown navigation', () => {
    expect(() => compileExpansion('Stemme', 'Findesikke', [1])).toThrow(UnknownNavigationError);
  });
});
