import type { MeetingSummary } from './types';

/** The meetings of one day, in list order; `date` 'YYYY-MM-DD', or null for meetings without a date. */
export interface MeetingDay<M> {
  readonly date: string | null;
  readonly meetings: readonly M[];
}

/**
 * Meetings grouped under their day (the date part of `dato`, Danish local time), keeping the list's order: days in
 * the order they first appear, meetings in their order within a day. A day split across two pages starts again on
 * the next one.
 */
export function groupMeetingsByDay<M extends Pick<MeetingSummary, 'date'>>(
  meetings: readonly M[],
): MeetingDay<M>[] {
  const days = new Map<string | null, M[]>();
  for (const meeting of meetings) {
    const day = meeting.date && /^\d{4}-\d{2}-\d{2}/.test(meeting.date) ? meeting.date.slice(0, 10) : null;
    const list = days.get(day);
    if (list) list.push(meeting);
    else days.set(day, [meeting]);
  }
  return [...days].map(([date, list]) => ({ date, meetings: list }));
}
