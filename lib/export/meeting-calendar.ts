import type { AgendaItem, MeetingSummary } from '@/lib/data/meetings/types';
import { parseLocalDateTime } from '@/lib/format/local-date-time';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { type IcsEvent, writeCalendar } from '@/lib/ics/ics';
import { MOEDESTATUS } from '@/lib/model/oda-ids';
import { localePath, meetingPath } from '@/lib/routes';
import { meetingName, meetingStartNote } from '@/lib/wording/meeting-title';

/*
 * Meetings as iCalendar files (lib/ics): one meeting (/moede/<id>/kalender.ics) or the upcoming list
 * (/moeder/kalender.ics). Each meeting is one event: its name, start (all-day when ODA gives no time), place, the
 * agenda as the description and a link to its page. Nothing is added that ODA does not say: no end time.
 */

/** The domain of every event's UID when SITE_URL gives none: a meeting keeps its UID wherever the file is made. */
export const CALENDAR_UID_DOMAIN = 'tingdata.dk';

const PROD_ID = '-//Tingdata//Folketingets moeder//DA';

const messages = defineMessages({
  da: {
    agenda: 'Dagsorden:',
    noAgenda: 'Ingen dagsorden i dataene endnu.',
    untitled: 'Punkt uden titel',
    page: 'Dagsorden, afstemninger og fremmøde: {url}',
    start: 'Start: {note}',
    status: '{status}: {name}',
    listName: 'Folketingets kommende møder',
  },
  en: {
    agenda: 'Agenda:',
    noAgenda: 'No agenda in the data yet.',
    untitled: 'Item without a title',
    page: 'Agenda, votes and attendance: {url}',
    start: 'Start: {note}',
    status: '{status}: {name}',
    listName: 'Upcoming meetings of the Folketing',
  },
});

/** An agenda item as lines: '1. L 12 Forslag til lov om … (1. behandling)', sub-items indented below. */
function agendaLines(items: readonly AgendaItem[], untitled: string, indent = ''): string[] {
  return items.flatMap((item) => {
    const cases = item.cases.map((c) =>
      `${c.number ? `${c.number} ` : ''}${c.title ?? ''}${c.stepTitle ? ` (${c.stepTitle})` : ''}`.trim(),
    );
    const text = cases.length > 0 ? cases.join('; ') : (item.title ?? untitled);
    const line = `${indent}${item.number ? `${item.number}. ` : '– '}${text}`;
    return [line, ...agendaLines(item.subItems, untitled, `${indent}   `)];
  });
}

export interface CalendarContext {
  /** The site's public origin, for each event's URL. */
  readonly origin: URL;
  /** SITE_URL's host when configured: the UIDs' domain; else {@link CALENDAR_UID_DOMAIN}. */
  readonly uidDomain: string;
  readonly locale: Locale;
}

/** The meeting as an event; null when it has no date (a calendar cannot place it). */
export function meetingEvent(
  meeting: MeetingSummary,
  agenda: readonly AgendaItem[],
  context: CalendarContext,
): IcsEvent | null {
  const parsed = parseLocalDateTime(meeting.date);
  if (!parsed) return null;
  const t = messages[context.locale];
  const url = new URL(localePath(context.locale, meetingPath(meeting.id)), context.origin).href;
  const name = meetingName(meeting, context.locale);
  const flagged =
    meeting.status && (meeting.statusId === MOEDESTATUS.aflyst || meeting.statusId === MOEDESTATUS.udsat);
  const note = meetingStartNote(meeting);
  const facts = [meeting.type, meeting.status].filter(Boolean).join(' · ');
  const description = [
    ...(facts ? [facts] : []),
    ...(note ? [format(t.start, { note })] : []),
    '',
    ...(agenda.length > 0 ? [t.agenda, ...agendaLines(agenda, t.untitled)] : [t.noAgenda]),
    '',
    format(t.page, { url }),
  ];
  return {
    uid: `moede-${meeting.id}@${context.uidDomain}`,
    start: parsed.time
      ? { kind: 'local', date: parsed.date, time: parsed.time }
      : { kind: 'day', date: parsed.date },
    summary: flagged ? format(t.status, { status: meeting.status ?? '', name }) : name,
    location: meeting.venue,
    description: description.join('\n').replace(/^\n+/, ''),
    url,
    cancelled: meeting.statusId === MOEDESTATUS.aflyst,
  };
}

export interface CalendarFile {
  readonly body: string;
  readonly filename: string;
}

/** One meeting's calendar file, named `moede-<id>-<date>.ics`; null when the meeting has no date. */
export function meetingCalendar(
  meeting: MeetingSummary,
  agenda: readonly AgendaItem[],
  context: CalendarContext,
  now: Date = new Date(),
): CalendarFile | null {
  const event = meetingEvent(meeting, agenda, context);
  if (!event) return null;
  const body = writeCalendar({ prodId: PROD_ID, events: [event], stamp: now });
  return { body, filename: `moede-${meeting.id}-${event.start.date}.ics` };
}

/**
 * The upcoming meetings' calendar file, named `folketingets-kommende-moeder-<today>.ics` (with the type and
 * session filters when set: `-type-2-samling-20261`).
 */
export function upcomingMeetingsCalendar(
  meetings: readonly { meeting: MeetingSummary; agenda: readonly AgendaItem[] }[],
  filters: { readonly typeId: number | null; readonly period: string | null; readonly today: string },
  context: CalendarContext,
  now: Date = new Date(),
): CalendarFile {
  const events = meetings
    .map(({ meeting, agenda }) => meetingEvent(meeting, agenda, context))
    .filter((e): e is IcsEvent => e !== null);
  const body = writeCalendar({
    prodId: PROD_ID,
    name: messages[context.locale].listName,
    events,
    stamp: now,
  });
  const parts = [
    'folketingets-kommende-moeder',
    filters.today,
    filters.typeId !== null ? `type-${filters.typeId}` : null,
    filters.period !== null ? `samling-${filters.period}` : null,
  ];
  return { body, filename: `${parts.filter(Boolean).join('-')}.ics` };
}
