import { MeetingCalendarLink } from '@/components/meeting/MeetingCalendarLink';
import { MeetingList } from '@/components/meeting/MeetingList';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { getUpcomingMeetings } from '@/lib/data/meetings/meetings';
import { getLocale } from '@/lib/i18n/server';
import { MEETING_LIST_PATH, meetingListCalendarPath, UPCOMING_PATH } from '@/lib/routes';
import { homeMessages } from './home-messages';

/** The next meetings from the dataset's date on, with a link to all of them. Reads the store. */
export async function UpcomingMeetings({ limit = 5 }: { limit?: number }) {
  const [{ meetings, today }, locale] = await Promise.all([getUpcomingMeetings(limit), getLocale()]);
  const t = homeMessages[locale];
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-700">
        {t.upcomingFrom} <LocalDateTime value={today} locale={locale} fallback={today} />.
      </p>
      {meetings.length > 0 ? (
        <MeetingList meetings={meetings} headingLevel={3} compact label={t.upcomingMeetings} />
      ) : (
        <p className="rounded border border-dashed border-stone-400 p-4 text-center text-stone-700">
          {t.noUpcoming}
        </p>
      )}
      <p className="flex flex-wrap items-center gap-x-6 gap-y-1">
        <LocaleLink
          href={MEETING_LIST_PATH}
          className="target font-medium text-red-800 underline underline-offset-2"
        >
          {t.allUpcoming}
          <span aria-hidden="true"> →</span>
        </LocaleLink>
        <LocaleLink
          href={UPCOMING_PATH}
          className="target font-medium text-red-800 underline underline-offset-2"
        >
          {t.upcomingVotes}
          <span aria-hidden="true"> →</span>
        </LocaleLink>
        {meetings.length > 0 ? (
          <MeetingCalendarLink href={meetingListCalendarPath()} kind="upcoming" />
        ) : null}
      </p>
    </div>
  );
}
