import 'server-only';
import { cache } from 'react';
import { readStore } from './store-read';
import type { AgendaItem, MeetingAttendance, MeetingSummary, MeetingVote } from './types';

/*
 * Reads for the meeting page (/moede/<id>). Callers render at request time (`await connection()`): the store file
 * is only known then. Each function throws StoreMissingError when the store file does not exist. Each runs in the
 * pages' query pool (the loaders, which shape the rows, are in meeting-load.ts).
 */

const MAX_ID = 2_147_483_647;

/** A meeting id from a URL segment: a plain positive Edm.Int32 ('12', not '012', '1e3' or '-1'); else null. */
export function parseMeetingId(segment: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= MAX_ID ? id : null;
}

/** The meeting with this id, or null. Memoised per request (the page and its metadata both ask). */
export const getMeeting = cache(
  async (id: number): Promise<MeetingSummary | null> => readStore('meeting', id),
);

/** The meeting's agenda in order, with sub-items, cases and documents; empty when it has none. */
export const getMeetingAgenda = cache(
  async (meetingId: number): Promise<AgendaItem[]> => readStore('meetingAgenda', meetingId),
);

/** The votes taken in the meeting, in the order they were taken. */
export const getMeetingVotes = cache(
  async (meetingId: number): Promise<MeetingVote[]> => readStore('meetingVotes', meetingId),
);

/** Who attended (`MødeAktør`), grouped by party on the meeting's date. */
export const getMeetingAttendance = cache(
  async (meetingId: number): Promise<MeetingAttendance> => readStore('meetingAttendance', meetingId),
);
