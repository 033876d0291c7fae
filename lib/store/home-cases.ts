import type { Store } from './open-store';
import { prepared } from './prepared';

/** One `Sag` with its type and status names, for a "recently updated" list. */
export interface RecentCaseRow {
  readonly id: number;
  readonly nummer: string | null;
  readonly titel: string | null;
  readonly titelkort: string | null;
  readonly opdateringsdato: string;
  readonly sagstype: string | null;
  readonly sagsstatus: string | null;
}

const selectRecentCasesStatement = prepared<[string, number], RecentCaseRow>(`
SELECT
  s."id"               AS id,
  s."nummer"           AS nummer,
  s."titel"            AS titel,
  s."titelkort"        AS titelkort,
  s."opdateringsdato"  AS opdateringsdato,
  t."type"             AS sagstype,
  st."status"          AS sagsstatus
FROM "Sag" AS s
LEFT JOIN "Sagstype" AS t ON t."id" = s."typeid"
LEFT JOIN "Sagsstatus" AS st ON st."id" = s."statusid"
WHERE s."opdateringsdato" < ?
ORDER BY s."opdateringsdato" DESC, s."id" DESC
LIMIT ?`);

/**
 * The most recently changed cases (`Sag.opdateringsdato`, newest first; the column is indexed), stamped before
 * `before` (an ODA date-time or date text, compared as text).
 */
export function selectRecentCases(db: Store, before: string, limit: number): RecentCaseRow[] {
  return selectRecentCasesStatement(db).all(before, limit);
}
