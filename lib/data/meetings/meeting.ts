import 'server-only';
import { cache } from 'react';
import { takeRecord } from '@/lib/data/record-handoff';
import { readStore } from '@/lib/data/store-read';
import { loadMeeting, loadMeetingAgenda, loadMeetingAttendance } from './meeting-load';
import type { AgendaItem, MeetingAttendance, MeetingSummary } from './types';

/*
 * Reads for the meeting page (/moede/<id>). Callers render at request time (`await connection()`): the store file
 * is only known then. Each function throws StoreMissingError when the store file does not exist. Each runs in the
 * pages' query pool (the loaders, which shape the rows, are in meeting-load.ts). Ids come from parseIdSegment
 * (lib/routes.ts).
 */

/** The meeting with this id, or null. Memoised per request (the page and its metadata both ask). */
export const getMeeting = cache(
  async (id: number): Promise<MeetingSummary | null> =>
    (await takeRecord('meeting', id)) ?? readStore(loadMeeting, id),
);

/** The meeting's agenda in order, with sub-items, cases and documents; empty when it has none. */
export const getMeetingAgenda = cache(
  async (meetingId: number): Promise<AgendaItem[]> => readStore(loadMeetingAgenda, meetingId),
);

/** Who attended (`MødeAktør`), grouped by party on the meeting's date. */
export const getMeetingAttendance = cache(
  async (meetingId: number): Promise<MeetingAttendance> => readStore(loadMeetingAttendance, meetingId),
);
