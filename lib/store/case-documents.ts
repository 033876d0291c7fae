import type { Store } from './open-store';
import { statementFor } from './prepared';

/** One document of a case (`SagDokument` → `Dokument`) with its role on the case and its type. */
export interface CaseDocumentRow {
  readonly sagdokument_id: number;
  readonly rolle: string | null;
  readonly bilagsnummer: string | null;
  readonly dokument_id: number;
  readonly titel: string | null;
  readonly dato: string | null;
  readonly dokumenttype: string | null;
}

export const COUNT_SQL = `SELECT count(*) AS n FROM "SagDokument" WHERE "sagid" = ?`;

/** Newest first; documents without a Dokument row are kept (LEFT JOIN) so the count and the pages agree. */
export const PAGE_SQL = `
SELECT sd."id" AS sagdokument_id, r."rolle", sd."bilagsnummer", sd."dokumentid" AS dokument_id,
  d."titel", d."dato", dt."type" AS dokumenttype
FROM "SagDokument" AS sd
LEFT JOIN "Dokument" AS d ON d."id" = sd."dokumentid"
LEFT JOIN "SagDokumentRolle" AS r ON r."id" = sd."rolleid"
LEFT JOIN "Dokumenttype" AS dt ON dt."id" = d."typeid"
WHERE sd."sagid" = ?
ORDER BY d."dato" IS NULL, d."dato" DESC, sd."dokumentid" DESC, sd."id" DESC
LIMIT ? OFFSET ?`;

export function countCaseDocuments(db: Store, sagid: number): number {
  return statementFor<[number], { n: number }>(db, COUNT_SQL).get(sagid)?.n ?? 0;
}

export function selectCaseDocuments(
  db: Store,
  sagid: number,
  limit: number,
  offset: number,
): CaseDocumentRow[] {
  return statementFor<[number, number, number], CaseDocumentRow>(db, PAGE_SQL).all(sagid, limit, offset);
}
