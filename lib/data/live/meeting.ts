import 'server-only';
import { cache } from 'react';
import type { MeetingRow } from '@/lib/store/meeting';
import type { AttendanceRow } from '@/lib/store/meeting-attendance';
import { liveAgendaRows } from './meeting-agenda';
import { liveAttendanceRows } from './meeting-attendance';
import { MEETING_EXPAND, MEETING_SELECT, type MeetingJson, toMeetingRow } from './meeting-row';
import { liveMeetingVoteRows } from './meeting-votes';
import { int, odata } from './query';
import { liveEntity } from './reader';

/*
 * The live reads behind the meeting page, memoised per request (React's `cache`): the meeting's row starts the
 * panels' reads (liveMeetingPageRow) and the panels read them again — in a render both get the same promise.
 */

/** The meeting's row (`Møde(id)` with its status, type and session names), or null when the service has none. */
export const liveMeetingRow = cache(async (id: number): Promise<MeetingRow | null> => {
  const json = await liveEntity<MeetingJson>(
    odata(`Møde(${int(id)})`, { select: [...MEETING_SELECT], expand: [...MEETING_EXPAND] }),
  );
  return json ? toMeetingRow(json) : null;
});

/** The agenda's rows (lib/data/live/meeting-agenda.ts). */
export const liveMeetingAgendaRows = cache(liveAgendaRows);

/** The votes' rows (lib/data/live/meeting-votes.ts). */
export const liveMeetingVotes = cache(liveMeetingVoteRows);

/** Who attended, with each attendee's party group on the meeting's date (the date from the meeting's row). */
export const liveMeetingAttendanceRows = cache(
  (meetingId: number): Promise<AttendanceRow[]> =>
    liveAttendanceRows(
      meetingId,
      liveMeetingRow(meetingId).then((row) => row?.dato ?? null),
    ),
);

/**
 * The meeting's row, read together with everything the meeting page shows below its header — agenda, votes and
 * attendance — so that those reads, which do not depend on the meeting, start in the same round instead of after
 * the page has the meeting (the page renders its panels only then): a cold page is two or three rounds of
 * upstream latency instead of four. Their answers land in the cache tiers, where the panels' own reads find them
 * (identical requests in flight are coalesced), and any of them served stale-if-error is noted before the page's
 * "data as of" notice renders. A panel read that fails does not fail this one: the panel reports it when it reads.
 */
export async function liveMeetingPageRow(id: number): Promise<MeetingRow | null> {
  const quietly = (read: Promise<unknown>) =>
    read.then(
      () => undefined,
      () => undefined,
    );
  const [row] = await Promise.all([
    liveMeetingRow(id),
    quietly(liveMeetingAgendaRows(id)),
    quietly(liveMeetingVotes(id)),
    quietly(liveMeetingAttendanceRows(id)),
  ]);
  return row;
}
