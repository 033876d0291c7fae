import { LocalDateTime } from '@/components/ui/LocalDateTime';
import type { MeetingListPage } from '@/lib/data/meetings/types';
import { formatCount } from '@/lib/format/numbers';
import { format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import type { MeetingSearch } from '@/lib/url-state/meeting-search';
import { meetingListMessages } from './meeting-list-messages';

/** How many meetings match, which page this is, and how upcoming and past are told apart (the day, the status). */
export async function MeetingListSummary({ search, page }: { search: MeetingSearch; page: MeetingListPage }) {
  const locale = await getLocale();
  const t = meetingListMessages[locale];
  const upcoming = search.tense === 'upcoming';
  const count =
    page.total === 1
      ? upcoming
        ? t.countUpcomingOne
        : t.countPastOne
      : format(upcoming ? t.countUpcoming : t.countPast, { n: formatCount(locale, page.total) });
  return (
    <div className="space-y-1">
      <p className="font-semibold">
        {count}
        {page.pageCount > 1 && page.page <= page.pageCount
          ? ` · ${format(t.pageOf, { page: page.page, pages: page.pageCount })}`
          : ''}
      </p>
      <p className="text-sm text-stone-700">
        {t.asOf} <LocalDateTime value={page.today} locale={locale} fallback={page.today} />. {t.heldIsPast}
      </p>
    </div>
  );
}
