import type { Store } from './open-store';
import { oncePerStore, prepared } from './prepared';

/**
 * The cases (`Sag`) an actor is linked to through `SagAktør`, one row per case with every role the actor has on
 * it, newest case first (by id: ODA numbers cases as they are created; ordering by samling instead would join
 * every one of a minister's few thousand cases before the limit — 5× slower at full scale); optionally only one
 * role (a committee's "Henvist til"). Plan: `ix_SagAktør_aktørid`, a temp B-tree for the grouping, then Sag and
 * lookups by primary key for the page's rows only.
 */
export interface ActorCaseRow {
  readonly sag_id: number;
  readonly nummer: string | null;
  readonly titel: string | null;
  readonly titelkort: string | null;
  readonly sagstype: string | null;
  readonly sagsstatus: string | null;
  readonly periode_titel: string | null;
  /** The ids of the actor's roles on the case (`SagAktørRolle`), comma-separated. */
  readonly rolle_ids: string | null;
}

const CASE_FILTER = `
FROM "SagAktør" AS sa
WHERE sa."aktørid" = @actor AND (@role IS NULL OR sa."rolleid" = @role)`;

export const ACTOR_CASES_SQL = `
WITH c AS (
  SELECT sa."sagid" AS sag_id, group_concat(DISTINCT sa."rolleid") AS rolle_ids ${CASE_FILTER}
  GROUP BY sa."sagid"
  ORDER BY sa."sagid" DESC
  LIMIT @limit OFFSET @offset
)
SELECT
  s."id" AS sag_id, s."nummer", s."titel", s."titelkort", t."type" AS sagstype, ss."status" AS sagsstatus,
  p."titel" AS periode_titel, c.rolle_ids
FROM c
JOIN "Sag" AS s ON s."id" = c.sag_id
LEFT JOIN "Sagstype" AS t ON t."id" = s."typeid"
LEFT JOIN "Sagsstatus" AS ss ON ss."id" = s."statusid"
LEFT JOIN "Periode" AS p ON p."id" = s."periodeid"
ORDER BY s."id" DESC`;

export const ACTOR_CASES_COUNT_SQL = `SELECT count(DISTINCT sa."sagid") AS n ${CASE_FILTER}`;

interface CaseParams {
  readonly actor: number;
  readonly role: number | null;
}

const selectCases = prepared<[CaseParams & { limit: number; offset: number }], ActorCaseRow>(ACTOR_CASES_SQL);
const countCases = prepared<[CaseParams], { n: number }>(ACTOR_CASES_COUNT_SQL);

export function selectActorCases(
  db: Store,
  params: CaseParams & { readonly limit: number; readonly offset: number },
): ActorCaseRow[] {
  return selectCases(db).all(params);
}

export function countActorCases(db: Store, params: CaseParams): number {
  return countCases(db).get(params)?.n ?? 0;
}

/** `SagAktørRolle` (23 rows): role names by id, read once per connection. */
export const sagAktoerRoles: (db: Store) => ReadonlyMap<number, string> = oncePerStore(
  (db) =>
    new Map(
      db
        .prepare<[], { id: number; rolle: string | null }>('SELECT "id", "rolle" FROM "SagAktørRolle"')
        .all()
        .flatMap((r) => (r.rolle?.trim() ? [[r.id, r.rolle.trim()] as const] : [])),
    ),
);

/**
 * The documents (`Dokument`) an actor is linked to through `DokumentAktør` (organisations and private persons
 * send consultation replies and letters), newest first, each with its type, the actor's role and a case it
 * belongs to (`SagDokument`, lowest id). Plan: `ix_DokumentAktør_aktørid`, then primary keys and
 * `ix_SagDokument_dokumentid`.
 */
export interface ActorDocumentRow {
  readonly dokument_id: number;
  readonly titel: string | null;
  readonly dato: string | null;
  readonly dokumenttype: string | null;
  readonly rolle: string | null;
  readonly sag_id: number | null;
  readonly sag_nummer: string | null;
  readonly sag_titelkort: string | null;
  readonly sag_titel: string | null;
}

export const ACTOR_DOCUMENTS_SQL = `
WITH d AS (
  SELECT da."dokumentid", min(da."rolleid") AS rolleid
  FROM "DokumentAktør" AS da
  WHERE da."aktørid" = @actor
  GROUP BY da."dokumentid"
)
SELECT
  doc."id" AS dokument_id, doc."titel", doc."dato", dt."type" AS dokumenttype, r."rolle",
  s."id" AS sag_id, s."nummer" AS sag_nummer, s."titelkort" AS sag_titelkort, s."titel" AS sag_titel
FROM d
JOIN "Dokument" AS doc ON doc."id" = d."dokumentid"
LEFT JOIN "Dokumenttype" AS dt ON dt."id" = doc."typeid"
LEFT JOIN "DokumentAktørRolle" AS r ON r."id" = d.rolleid
LEFT JOIN "Sag" AS s ON s."id" = (
  SELECT sd."sagid" FROM "SagDokument" AS sd WHERE sd."dokumentid" = doc."id" ORDER BY sd."id" LIMIT 1
)
ORDER BY doc."dato" IS NULL, doc."dato" DESC, doc."id" DESC
LIMIT @limit OFFSET @offset`;

export const ACTOR_DOCUMENTS_COUNT_SQL = `
SELECT count(DISTINCT da."dokumentid") AS n FROM "DokumentAktør" AS da WHERE da."aktørid" = @actor`;

const selectDocuments = prepared<[{ actor: number; limit: number; offset: number }], ActorDocumentRow>(
  ACTOR_DOCUMENTS_SQL,
);
const countDocuments = prepared<[{ actor: number }], { n: number }>(ACTOR_DOCUMENTS_COUNT_SQL);

export function selectActorDocuments(
  db: Store,
  params: { readonly actor: number; readonly limit: number; readonly offset: number },
): ActorDocumentRow[] {
  return selectDocuments(db).all(params);
}

export function countActorDocuments(db: Store, actor: number): number {
  return countDocuments(db).get({ actor })?.n ?? 0;
}
