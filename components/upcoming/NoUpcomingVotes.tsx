import { LocaleLink } from '@/components/ui/LocaleLink';
import type { MeetingSummary } from '@/lib/data/meetings/types';
import { format, type Locale } from '@/lib/i18n/locale';
import { MEETING_LIST_PATH, meetingPath } from '@/lib/routes';
import { meetingName, meetingWhen } from '@/lib/wording/meeting-title';
import { upcomingMessages } from './upcoming-messages';

/** The empty state: no vote expected at the planned sittings; when the next sitting is, and all upcoming meetings. */
export function NoUpcomingVotes({ next, locale }: { next: MeetingSummary | null; locale: Locale }) {
  const t = upcomingMessages[locale];
  const when = next ? meetingWhen(next, locale) : null;
  return (
    <div
      className="space-y-2 rounded border border-dashed border-stone-400 p-6 text-center text-stone-700"
      data-testid="no-upcoming-votes"
    >
      <p className="font-semibold text-stone-900">{t.emptyTitle}</p>
      {next && when ? (
        <p>
          {format(t.emptyNext, { when })}{' '}
          <LocaleLink href={meetingPath(next.id)} className="text-link">
            {meetingName(next, locale)}
          </LocaleLink>
        </p>
      ) : (
        <p>{t.emptyNone}</p>
      )}
      <p>
        <LocaleLink
          href={MEETING_LIST_PATH}
          className="font-medium text-red-800 underline underline-offset-2"
        >
          {t.allMeetings}
          <span aria-hidden="true"> →</span>
        </LocaleLink>
      </p>
    </div>
  );
}
