import 'server-only';
import { configuredOrigin } from '@/lib/config/site-url';
import { getMeeting, getMeetingAgenda } from '@/lib/data/meetings/meeting';
import { getMeetingCalendar } from '@/lib/data/meetings/meetings';
import { publicOrigin } from '@/lib/http/public-origin';
import { getLocale } from '@/lib/i18n/server';
import { parseIdSegment } from '@/lib/routes';
import { StoreMissingError } from '@/lib/store/open-store';
import { MeetingSearch } from '@/lib/url-state/meeting-search';
import {
  CALENDAR_UID_DOMAIN,
  type CalendarContext,
  type CalendarFile,
  meetingCalendar,
  upcomingMeetingsCalendar,
} from './meeting-calendar';

const TEXT = {
  notFound: (segment: string) => `Der er intet møde med id »${segment}«.\n`,
  noDate: (id: number) => `Møde ${id} har ingen dato i dataene, så det kan ikke stå i en kalender.\n`,
  storeMissing: 'Datalageret mangler; byg det med: npm run dataset -- --scale demo\n',
} as const;

const plain = (body: string, status: number) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
  });

const calendarResponse = (file: CalendarFile) =>
  new Response(file.body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });

async function contextOf(request: Request): Promise<CalendarContext> {
  return {
    origin: publicOrigin(request.headers),
    uidDomain: configuredOrigin()?.hostname ?? CALENDAR_UID_DOMAIN,
    locale: await getLocale(),
  };
}

/** Runs a calendar response; a missing store answers 503 with a sentence, as the other downloads do. */
async function guarded(make: () => Promise<Response>): Promise<Response> {
  try {
    return await make();
  } catch (error) {
    if (error instanceof StoreMissingError) return plain(TEXT.storeMissing, 503);
    throw error;
  }
}

/**
 * `/moede/<id>/kalender.ics`: the meeting as an iCalendar file; 404 with a sentence for an unknown or malformed
 * id, or a meeting without a date; 503 when the store is missing.
 */
export function meetingCalendarResponse(request: Request, segment: string): Promise<Response> {
  return guarded(async () => {
    const id = parseIdSegment(segment);
    const [meeting, agenda] =
      id === null ? [null, []] : await Promise.all([getMeeting(id), getMeetingAgenda(id)]);
    if (!meeting) return plain(TEXT.notFound(segment.slice(0, 40)), 404);
    const file = meetingCalendar(meeting, agenda, await contextOf(request));
    return file ? calendarResponse(file) : plain(TEXT.noDate(meeting.id), 404);
  });
}

/** `/moeder/kalender.ics?type=…&samling=…`: the upcoming meetings with the list's filters as an iCalendar file. */
export function upcomingMeetingsCalendarResponse(request: Request): Promise<Response> {
  return guarded(async () => {
    const search = MeetingSearch.fromUrl(new URL(request.url).searchParams);
    const { meetings, today } = await getMeetingCalendar(search);
    const filters = { typeId: search.typeId, period: search.period, today };
    return calendarResponse(upcomingMeetingsCalendar(meetings, filters, await contextOf(request)));
  });
}
