import type { Store } from './open-store';
import { statementFor } from './prepared';

/** A session (`Periode`, type 'samling') that has cases, newest first. */
export interface SessionRow {
  readonly id: number;
  readonly kode: string | null;
  readonly titel: string | null;
  readonly startdato: string;
  readonly slutdato: string;
}

const SESSIONS_SQL = `
SELECT p."id", p."kode", p."titel", p."startdato", p."slutdato"
FROM "Periode" AS p
WHERE p."type" = 'samling' AND EXISTS (SELECT 1 FROM "Sag" AS s WHERE s."periodeid" = p."id")
ORDER BY p."startdato" DESC, p."id" DESC`;

export function selectSessionsWithCases(db: Store): SessionRow[] {
  return statementFor<[], SessionRow>(db, SESSIONS_SQL).all();
}

/** A classification value: `Sagstype` (type) or `Sagsstatus` (status) in use by some case. */
export interface NamedIdRow {
  readonly id: number;
  readonly name: string | null;
}

const CASE_TYPES_SQL = `
SELECT t."id", t."type" AS name FROM "Sagstype" AS t
WHERE EXISTS (SELECT 1 FROM "Sag" AS s WHERE s."typeid" = t."id")
ORDER BY t."type", t."id"`;

const CASE_STATUSES_SQL = `
SELECT ss."id", ss."status" AS name FROM "Sagsstatus" AS ss
WHERE EXISTS (SELECT 1 FROM "Sag" AS s WHERE s."statusid" = ss."id")
ORDER BY ss."status", ss."id"`;

export function selectCaseTypesInUse(db: Store): NamedIdRow[] {
  return statementFor<[], NamedIdRow>(db, CASE_TYPES_SQL).all();
}

export function selectCaseStatusesInUse(db: Store): NamedIdRow[] {
  return statementFor<[], NamedIdRow>(db, CASE_STATUSES_SQL).all();
}
