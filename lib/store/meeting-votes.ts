import type { Store } from './open-store';
import { prepared } from './prepared';

/** One `Afstemning` held in a meeting, with its type and the case reached through its `Sagstrin`. */
export interface MeetingVoteRow {
  readonly id: number;
  readonly nummer: number;
  readonly konklusion: string | null;
  readonly vedtaget: number;
  readonly kommentar: string | null;
  readonly afstemningstype: string | null;
  readonly sag_id: number | null;
  readonly sag_nummer: string | null;
  readonly sag_titel: string | null;
  readonly sag_titelkort: string | null;
}

const selectMeetingVotesStatement = prepared<[number], MeetingVoteRow>(`
SELECT
  a."id"           AS id,
  a."nummer"       AS nummer,
  a."konklusion"   AS konklusion,
  a."vedtaget"     AS vedtaget,
  a."kommentar"    AS kommentar,
  at."type"        AS afstemningstype,
  s."id"           AS sag_id,
  s."nummer"       AS sag_nummer,
  s."titel"        AS sag_titel,
  s."titelkort"    AS sag_titelkort
FROM "Afstemning" AS a
LEFT JOIN "Afstemningstype" AS at ON at."id" = a."typeid"
LEFT JOIN "Sagstrin" AS st ON st."id" = a."sagstrinid"
LEFT JOIN "Sag" AS s ON s."id" = st."sagid"
WHERE a."mødeid" = ?
ORDER BY a."nummer", a."id"`);

/** The votes of a meeting (`Afstemning.mødeid`) in the order they were taken (`nummer`, then id). */
export function selectMeetingVotes(db: Store, meetingId: number): MeetingVoteRow[] {
  return selectMeetingVotesStatement(db).all(meetingId);
}
