import { AKTOERAKTOERROLLE, AKTOERTYPE } from '@/lib/model/oda-ids';
import type { Store } from './open-store';
import { prepared } from './prepared';

/**
 * One `MødeAktør` of a meeting: the actor's names and the party group (Folketingsgruppe) they were a member of on
 * the meeting's date, if any (`AktørAktør` rolle 'medlem', valid on that date; latest start wins).
 */
export interface AttendanceRow {
  readonly aktoer_id: number;
  readonly navn: string | null;
  readonly fornavn: string | null;
  readonly efternavn: string | null;
  readonly gruppe_kode: string | null;
  readonly gruppe_navn: string | null;
}

const selectAttendanceStatement = prepared<[number, number, number], AttendanceRow>(`
SELECT
  ma."aktørid"         AS aktoer_id,
  a."navn"             AS navn,
  a."fornavn"          AS fornavn,
  a."efternavn"        AS efternavn,
  g."gruppenavnkort"   AS gruppe_kode,
  g."navn"             AS gruppe_navn
FROM "MødeAktør" AS ma
JOIN "Møde" AS m ON m."id" = ma."mødeid"
LEFT JOIN "Aktør" AS a ON a."id" = ma."aktørid"
LEFT JOIN "Aktør" AS g ON g."id" = (
  SELECT aa."tilaktørid"
  FROM "AktørAktør" AS aa
  JOIN "Aktør" AS grp ON grp."id" = aa."tilaktørid" AND grp."typeid" = ?
  WHERE aa."fraaktørid" = ma."aktørid"
    AND aa."rolleid" = ?
    AND aa."startdato" <= m."dato"
    AND (aa."slutdato" IS NULL OR aa."slutdato" > m."dato")
  ORDER BY aa."startdato" DESC
  LIMIT 1
)
WHERE ma."mødeid" = ?`);

/** Who attended a meeting (`MødeAktør`), each with their party group on the meeting's date. */
export function selectAttendance(db: Store, meetingId: number): AttendanceRow[] {
  return selectAttendanceStatement(db).all(AKTOERTYPE.folketingsgruppe, AKTOERAKTOERROLLE.medlem, meetingId);
}

const selectBallotHoldersStatement = prepared<[number], { aktoer_id: number }>(`
SELECT DISTINCT s."aktørid" AS aktoer_id
FROM "Stemme" AS s
WHERE s."afstemningid" IN (SELECT a."id" FROM "Afstemning" AS a WHERE a."mødeid" = ?)`);

/**
 * The members with a ballot (`Stemme`, of any type, absence included) in any of the meeting's votes: those who
 * could have voted there. Empty when the meeting has no votes or their ballots are not recorded.
 */
export function selectBallotHolders(db: Store, meetingId: number): number[] {
  return selectBallotHoldersStatement(db)
    .all(meetingId)
    .map((r) => r.aktoer_id);
}
