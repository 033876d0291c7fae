import { meetingCalendarResponse } from '@/lib/export/meeting-calendar-response';

/** The meeting as an iCalendar file (RFC 5545, see lib/export/meeting-calendar.ts). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return meetingCalendarResponse(request, (await params).id);
}
