import { upcomingMeetingsCalendarResponse } from '@/lib/export/meeting-calendar-response';

/** The upcoming meetings, with the list's type and session filters, as an iCalendar file (RFC 5545). */
export async function GET(request: Request) {
  return upcomingMeetingsCalendarResponse(request);
}
