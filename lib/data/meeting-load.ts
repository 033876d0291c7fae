import { parseKonklusion } from '@/lib/konklusion';
import {
  type MeetingRow,
  selectAgendaCases,
  selectAgendaDocuments,
  selectAgendaItems,
  selectMeeting,
} from '@/lib/store/meeting';
import { selectAttendance, selectBallotHolders } from '@/lib/store/meeting-attendance';
import { type MeetingVoteRow, selectMeetingVotes } from '@/lib/store/meeting-votes';
import type { Store } from '@/lib/store/store';
import { buildAgenda, httpUrl } from './meeting-agenda';
import { groupAttendance } from './meeting-attendance';
import { nonBlank, toIsoLocalDateTime } from './oda-values';
import type { AgendaItem, MeetingAttendance, MeetingSummary, MeetingVote } from './types';

/*
 * The meeting page's store reads (lib/data/store-reads.ts): they run in the pages' query pool, called through the
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

function toMeetingVote(row: MeetingVoteRow): MeetingVote {
  const konklusion = parseKonklusion(row.konklusion);
  const counts = {
    for: konklusion.for.count,
    against: konklusion.against.count,
    abstain: konklusion.abstain.count,
  };
  const anyCount = counts.for !== null || counts.against !== null || counts.abstain !== null;
  return {
    id: row.id,
    nummer: row.nummer,
    adopted: row.vedtaget === 1,
    statedOutcome: konklusion.outcome,
    counts: anyCount ? counts : null,
    voteType: nonBlank(row.afstemningstype),
    comment: nonBlank(row.kommentar),
    caseId: row.sag_id,
    caseNumber: nonBlank(row.sag_nummer),
    caseTitle: nonBlank(row.sag_titelkort) ?? nonBlank(row.sag_titel),
  };
}

/** The votes taken in the meeting, in the order they were taken. */
export function loadMeetingVotes(db: Store, meetingId: number): MeetingVote[] {
  return selectMeetingVotes(db, meetingId).map(toMeetingVote);
}

/** Who attended (`MødeAktør`), grouped by party on the meeting's date, and of how many who could have voted. */
export function loadMeetingAttendance(db: Store, meetingId: number): MeetingAttendance {
  return groupAttendance(selectAttendance(db, meetingId), selectBallotHolders(db, meetingId));
}
