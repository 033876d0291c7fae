import { describe, expect, it } from 'vitest';
import { compileExpansion } from './compile-expand';
import { UnknownNavigationError } from './errors';

describe('compileExpansion', () => {
  const STEMME = 't0."id", t0."typeid", t0."afstemningid", t0."aktørid", t0."opdateringsdato"';

  it('loads references by id with one JSON parameter', () => {
    expect(compileExpansion('Stemme', 'Aktør', [7, 5, 7])).toEqual({
      sql: 'SELECT t0."id", t0."typeid", t0."gruppenavnkort", t0."navn", t0."fornavn", t0."efternavn", t0."biografi", t0."periodeid", t0."opdateringsdato", t0."startdato", t0."slutdato" FROM "Aktør" AS t0 WHERE t0."id" IN (SELECT value FROM json_each(?)) ORDER BY t0."id"',
      parameters: ['[5,7]'],
      keyColumn: 'id',
    });
  });

  it('loads collections by parent with the first 100 per parent cut in SQL', () => {
    expect(compileExpansion('Afstemning', 'Stemme', [2, 1])).toEqual({
      sql: `SELECT ${STEMME}, k.value AS "__parent" FROM json_each(?) AS k CROSS JOIN "Stemme" AS t0 ON t0."id" IN (SELECT t1."id" FROM "Stemme" AS t1 WHERE t1."afstemningid" = k.value ORDER BY t1."id" LIMIT ?) ORDER BY "__parent", t0."id"`,
      parameters: ['[1,2]', 100],
      keyColumn: '__parent',
    });
  });

  it('unites both ends for the AktørAktør alias before the cut', () => {
    expect(compileExpansion('Aktør', 'AktørAktør', [3], 10)).toEqual({
      sql: 'SELECT t0."id", t0."fraaktørid", t0."tilaktørid", t0."startdato", t0."slutdato", t0."opdateringsdato", t0."rolleid", k.value AS "__parent" FROM json_each(?) AS k CROSS JOIN "AktørAktør" AS t0 ON t0."id" IN (SELECT t1."id" FROM "AktørAktør" AS t1 WHERE t1."fraaktørid" = k.value UNION SELECT t2."id" FROM "AktørAktør" AS t2 WHERE t2."tilaktørid" = k.value ORDER BY 1 LIMIT ?) ORDER BY "__parent", t0."id"',
      parameters: ['[3]', 10],
      keyColumn: '__parent',
    });
  });

  it('reads the Dagsordenspunkt/Sag alias’s target ids from its junction, and caps the whole result when asked', () => {
    const { sql, parameters } = compileExpansion('Dagsordenspunkt', 'Sag', [4], 100, 501);
    expect(sql).toMatch(
      /^SELECT t0\."id", .* FROM json_each\(\?\) AS k CROSS JOIN "Sag" AS t0 ON t0\."id" IN \(SELECT t1\."sagid" FROM "DagsordenspunktSag" AS t1 WHERE t1\."dagsordenspunktid" = k\.value ORDER BY t1\."sagid" LIMIT \?\) ORDER BY "__parent", t0\."id" LIMIT \?$/,
    );
    expect(parameters).toEqual(['[4]', 100, 501]);
  });

  it('rejects an unknown navigation', () => {
    expect(() => compileExpansion('Stemme', 'Findesikke', [1])).toThrow(UnknownNavigationError);
  });
});
