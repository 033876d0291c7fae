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
import { selectAttendance } from '@/lib/store/meeting-attendance';
import { type MeetingVoteRow, selectMeetingVotes } from '@/lib/store/meeting-votes';
import { getStore } from '@/lib/store/open-store';
import { buildAgenda, httpUrl } from './meeting-agenda';
import { groupAttendance } from './meeting-attendance';
import { nonBlank, toIsoLocalDateTime } from './oda-values';
import type { AgendaItem, MeetingAttendance, MeetingSummary, MeetingVote } from './types';

/*
 * Reads for the meeting page (/moede/<id>). Callers render at request time (`await connection()`): the store file
 * is only known then. Each function throws StoreMissingError when the store file does not exist. The rows
 * (lib/store/meeting*.ts) are shaped here.
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

/** The meeting with this id, or null. Memoised per request (the page and its metadata both ask). */
export const getMeeting = cache(async (id: number): Promise<MeetingSummary | null> => {
  const row = selectMeeting(getStore(), id);
  return row ? toMeetingSummary(row) : null;
});

/** The meeting's agenda in order, with sub-items, cases and documents; empty when it has none. */
export const getMeetingAgenda = cache(async (meetingId: number): Promise<AgendaItem[]> => {
  const db = getStore();
  return buildAgenda(
    selectAgendaItems(db, meetingId),
    selectAgendaCases(db, meetingId),
    selectAgendaDocuments(db, meetingId),
  );
});

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
export const getMeetingVotes = cache(
  async (meetingId: number): Promise<MeetingVote[]> =>
    selectMeetingVotes(getStore(), meetingId).map(toMeetingVote),
);

/** Who attended (`MødeAktør`), grouped by party on the meeting's date. */
export const getMeetingAttendance = cache(
  async (meetingId: number): Promise<MeetingAttendance> =>
    groupAttendance(selectAttendance(getStore(), meetingId)),
);
