import { MOEDESTATUS, MOEDETYPE } from '@/lib/model/oda-ids';
import { MEETING_COLUMNS, MEETING_JOINS, type MeetingRow } from './meeting';
import { idList, prepared } from './prepared';
import type { Store } from './store';

/** A step of a case on the agenda of an upcoming sitting of the Folketing, with its meeting and case. */
export interface UpcomingStepRow extends MeetingRow {
  readonly punkt_id: number;
  /** `Dagsordenspunkt.nummer` (text, e.g. '3'). */
  readonly punkt_nummer: string | null;
  readonly sagstrin_id: number;
  readonly sagstrin_titel: string | null;
  readonly sagstrinstype_id: number;
  readonly sagstrinstype: string | null;
  readonly sag_id: number;
  readonly sag_nummer: string | null;
  readonly sag_titel: string | null;
  readonly sag_titelkort: string | null;
  readonly sagstype_id: number | null;
  readonly sagstype: string | null;
}

/**
 * The agenda items of the sittings of the Folketing (`Mødetype` 'Møde i salen') dated on or after `today`, not
 * cancelled or postponed (`Mødestatus` 'Aflyst', 'Udsat'), whose step (`Dagsordenspunkt.sagstrinid`) is of one of
 * the given `Sagstrinstype` ids and has no vote yet (`Afstemning.sagstrinid`): in meeting order (date, id), items
 * by number. Plan: `ix_Møde_dato`, then `ix_Dagsordenspunkt_mødeid`, the step and case by primary key,
 * `ix_Afstemning_sagstrinid` for the vote check.
 */
const upcomingStepsStatement = prepared<[string, string], UpcomingStepRow>(`
SELECT ${MEETING_COLUMNS},
  d."id"        AS punkt_id,
  d."nummer"    AS punkt_nummer,
  st."id"       AS sagstrin_id,
  st."titel"    AS sagstrin_titel,
  st."typeid"   AS sagstrinstype_id,
  stt."type"    AS sagstrinstype,
  s."id"        AS sag_id,
  s."nummer"    AS sag_nummer,
  s."titel"     AS sag_titel,
  s."titelkort" AS sag_titelkort,
  s."typeid"    AS sagstype_id,
  sty."type"    AS sagstype
FROM "Møde" AS m ${MEETING_JOINS}
JOIN "Dagsordenspunkt" AS d ON d."mødeid" = m."id"
JOIN "Sagstrin" AS st ON st."id" = d."sagstrinid"
JOIN "Sag" AS s ON s."id" = st."sagid"
LEFT JOIN "Sagstrinstype" AS stt ON stt."id" = st."typeid"
LEFT JOIN "Sagstype" AS sty ON sty."id" = s."typeid"
WHERE m."dato" >= ?
  AND m."typeid" = ${MOEDETYPE.salen}
  AND COALESCE(m."statusid", 0) NOT IN (${MOEDESTATUS.aflyst}, ${MOEDESTATUS.udsat})
  AND st."typeid" IN (SELECT value FROM json_each(?))
  AND NOT EXISTS (SELECT 1 FROM "Afstemning" AS a WHERE a."sagstrinid" = st."id")
ORDER BY m."dato", m."id", CAST(d."nummer" AS INTEGER), d."id"`);

export function selectUpcomingSteps(
  db: Store,
  today: string,
  stepTypeIds: readonly number[],
): UpcomingStepRow[] {
  return upcomingStepsStatement(db).all(today, idList(stepTypeIds));
}
