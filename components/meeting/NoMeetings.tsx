import { LocaleLink } from '@/components/ui/LocaleLink';
import type { MeetingListPage } from '@/lib/data/meetings/types';
import { format } from '@/lib/i18n/locale';
import { getMessages } from '@/lib/i18n/server';
import type { MeetingSearch } from '@/lib/url-state/meeting-search';
import { meetingListMessages } from './meeting-list-messages';

/** The empty state of the meeting list: nothing matches, or the page is past the end. */
export async function NoMeetings({ search, page }: { search: MeetingSearch; page: MeetingListPage }) {
  const t = await getMessages(meetingListMessages);
  const pastEnd = page.total > 0 && page.page > page.pageCount;
  return (
    <div className="space-y-2 rounded border border-dashed border-stone-400 p-6 text-center text-stone-700">
      <p>
        {pastEnd
          ? format(t.pastEnd, { pages: page.pageCount })
          : search.tense === 'upcoming'
            ? t.emptyUpcoming
            : t.emptyPast}
      </p>
      {pastEnd ? (
        <p>
          <LocaleLink
            href={search.withPage(1).toUrl()}
            className="font-medium text-red-800 underline underline-offset-2"
          >
            {t.firstPage}
          </LocaleLink>
        </p>
      ) : search.hasFilters ? (
        <p>
          <LocaleLink
            href={search.withoutFilters().toUrl()}
            className="font-medium text-red-800 underline underline-offset-2"
          >
            {t.reset}
          </LocaleLink>
        </p>
      ) : null}
    </div>
  );
}
