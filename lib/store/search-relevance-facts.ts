import { AKTOERTYPE } from '@/lib/model/oda-ids';
import type { Store } from './open-store';
import { statementFor } from './prepared';

/*
 * The labelled search set's expected hits found by stable facts (lib/data/search/search-relevance-set.ts): a case by
 * its number and samling or by its exact title, a politician by name. Ids differ between stores; these facts do not.
 */

const CASE_BY_NUMBER_SQL = `
SELECT s."id" FROM "Sag" AS s JOIN "Periode" AS p ON p."id" = s."periodeid"
WHERE s."nummer" = ? AND p."titel" = ?`;

/** The ids of the cases with this number in the samling titled so ('2026-27', '2025-26 (2. samling)'). */
export function selectCaseIdsByNumber(db: Store, nummer: string, samling: string): number[] {
  return statementFor<[string, string], number>(db, CASE_BY_NUMBER_SQL).pluck().all(nummer, samling);
}

const CASE_BY_TITLE_SQL = `SELECT s."id" FROM "Sag" AS s WHERE s."titel" = ?`;

/** The ids of the cases with exactly this title. */
export function selectCaseIdsByTitle(db: Store, titel: string): number[] {
  return statementFor<[string], number>(db, CASE_BY_TITLE_SQL).pluck().all(titel);
}

const PERSON_BY_NAME_SQL = `SELECT a."id" FROM "Aktør" AS a WHERE a."typeid" = ${AKTOERTYPE.person} AND a."navn" = ?`;

/** The ids of the persons (Aktørtype Person) with exactly this name. */
export function selectPersonIdsByName(db: Store, navn: string): number[] {
  return statementFor<[string], number>(db, PERSON_BY_NAME_SQL).pluck().all(navn);
}
