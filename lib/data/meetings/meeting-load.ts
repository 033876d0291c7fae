import { httpUrl, nonBlank, toIsoLocalDateTime } from '@/lib/data/oda-values';
import { storeReads } from '@/lib/data/store-read-source';
import {
  type MeetingRow,
  selectAgendaCases,
  selectAgendaDocuments,
  selectAgendaItems,
  selectMeeting,
} from '@/lib/store/meeting';
import { selectAttendance, selectBallotHolders } from '@/lib/store/meeting-attendance';
import type { Store } from '@/lib/store/store';
import { buildAgenda } from './meeting-agenda';
import { groupAttendance } from './meeting-attendance';
import type { AgendaItem, MeetingAttendance, MeetingSummary } from './types';

/*
 * The meeting page's store reads (lib/data/store-read-source.ts): they run in the pages' query pool, called through the
 * functions of the same name in meeting.ts. The rows (lib/store/meeting*.ts) are shaped here.
 */

/** A stored meeting row (lib/store/meeting.ts) → the meeting's summary, for its page and the meeting lists. */
export function toMeetingSummary(row: MeetingRow): MeetingSummary {
  return {
    id: row.id,
    title: nonBlank(row.titel),
    number: nonBlank(row.nummer),
    typeId: row.typeid,
    type: nonBlank(row.type),
    statusId: row.statusid,
    status: nonBlank(row.status),
    date: toIsoLocalDateTime(row.dato),
    startNote: nonBlank(row.starttidsbemaerkning),
    venue: nonBlank(row.lokale),
    agendaUrl: httpUrl(row.dagsordenurl),
    periodId: row.periodeid,
    periodCode: nonBlank(row.periode_kode),
    period: nonBlank(row.periode_titel),
  };
}

/** The meeting with this id, or null. */
export function loadMeeting(db: Store, id: number): MeetingSummary | null {
  const row = selectMeeting(db, id);
  return row ? toMeetingSummary(row) : null;
}

/** The meeting's agenda in order, with sub-items, cases and documents; empty when it has none. */
export function loadMeetingAgenda(db: Store, meetingId: number): AgendaItem[] {
  return buildAgenda(
    selectAgendaItems(db, [meetingId]),
    selectAgendaCases(db, [meetingId]),
    selectAgendaDocuments(db, meetingId),
  );
}

/** Who attended (`MødeAktør`), grouped by party on the meeting's date, and of how many who could have voted. */
export function loadMeetingAttendance(db: Store, meetingId: number): MeetingAttendance {
  return groupAttendance(selectAttendance(db, meetingId), selectBallotHolders(db, meetingId));
}

storeReads('lib/data/meetings/meeting-load.ts', { loadMeeting, loadMeetingAgenda, loadMeetingAttendance });
