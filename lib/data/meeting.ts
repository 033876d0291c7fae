import 'server-only';
import { cache } from 'react';
import { parseKonklusion } from '@/lib/konklusion';
import {
  type MeetingRow,
  selectAgendaCases,
  selectAgendaDocuments,
  selectAgendaItems,
  selectMeeting,
} from '@/lib/store/meeting';
import { type AttendanceRow, selectAttendance } from '@/lib/store/meeting-attendance';
import { type MeetingVoteRow, selectMeetingVotes } from '@/lib/store/meeting-votes';
import { getStore } from '@/lib/store/open-store';
import {
  liveMeetingAgendaRows,
  liveMeetingAttendanceRows,
  liveMeetingPageRow,
  liveMeetingVotes,
} from './live/meeting';
import type { AgendaRows } from './live/meeting-agenda';
import { buildAgenda, httpUrl } from './meeting-agenda';
import { groupAttendance } from './meeting-attendance';
import { nonBlank, toIsoLocalDateTime } from './oda-values';
import { bySource } from './source';
import type { AgendaItem, MeetingAttendance, MeetingSummary, MeetingVote } from './types';

/*
 * Reads for the meeting page (/moede/<id>). Callers render at request time (`await connection()`): the store file
 * is only known then. Each function throws StoreMissingError when the store file does not exist (store mode), or
 * UpstreamError when the live service fails and nothing is cached (live mode). Both sources give the same rows
 * (lib/store/meeting*.ts, lib/data/live/meeting*.ts), shaped here once.
 */

const MAX_ID = 2_147_483_647;

/** A meeting id from a URL segment: a plain positive Edm.Int32 ('12', not '012', '1e3' or '-1'); else null. */
export function parseMeetingId(segment: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= MAX_ID ? id : null;
}

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

const meetingRow = bySource(
  async (id: number): Promise<MeetingRow | null> => selectMeeting(getStore(), id) ?? null,
  liveMeetingPageRow,
);

/**
 * The meeting with this id, or null. Memoised per request (the page and its metadata both ask). In live mode it
 * also starts the page's agenda, vote and attendance reads (see liveMeetingPageRow).
 */
export const getMeeting = cache(async (id: number): Promise<MeetingSummary | null> => {
  const row = await meetingRow(id);
  return row ? toMeetingSummary(row) : null;
});

const agendaRows = bySource(async (meetingId: number): Promise<AgendaRows> => {
  const db = getStore();
  return {
    items: selectAgendaItems(db, meetingId),
    cases: selectAgendaCases(db, meetingId),
    documents: selectAgendaDocuments(db, meetingId),
  };
}, liveMeetingAgendaRows);

/** The meeting's agenda in order, with sub-items, cases and documents; empty when it has none. */
export const getMeetingAgenda = cache(async (meetingId: number): Promise<AgendaItem[]> => {
  const rows = await agendaRows(meetingId);
  return buildAgenda(rows.items, rows.cases, rows.documents);
});

export function toMeetingVote(row: MeetingVoteRow): MeetingVote {
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

const voteRows = bySource(
  async (meetingId: number): Promise<MeetingVoteRow[]> => selectMeetingVotes(getStore(), meetingId),
  liveMeetingVotes,
);

/** The votes taken in the meeting, in the order they were taken. */
export const getMeetingVotes = cache(
  async (meetingId: number): Promise<MeetingVote[]> => (await voteRows(meetingId)).map(toMeetingVote),
);

const attendanceRows = bySource(
  async (meetingId: number): Promise<AttendanceRow[]> => selectAttendance(getStore(), meetingId),
  liveMeetingAttendanceRows,
);

/** Who attended (`MødeAktør`), grouped by party on the meeting's date. */
export const getMeetingAttendance = cache(
  async (meetingId: number): Promise<MeetingAttendance> => groupAttendance(await attendanceRows(meetingId)),
);
