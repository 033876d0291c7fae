import Link from 'next/link';
import type { MeetingListPage } from '@/lib/data/types';
import { format } from '@/lib/i18n/locale';
import { getMessages } from '@/lib/i18n/server';
import type { MeetingSearch } from '@/lib/url-state/meeting-search';
import { meetingListMessages } from './meeting-list-messages';

const LINK =
  'target inline-flex items-center gap-1 rounded border border-stone-400 bg-white px-3 py-2 font-medium text-red-800 underline underline-offset-2 hover:border-red-800';

/** Previous and next page links with the position between them; nothing when everything fits on one page. */
export async function MeetingPagination({ search, page }: { search: MeetingSearch; page: MeetingListPage }) {
  const t = await getMessages(meetingListMessages);
  if (page.pageCount <= 1 || page.page > page.pageCount) return null;
  const previous = page.page > 1 ? search.withPage(page.page - 1).toUrl() : null;
  const next = page.page < page.pageCount ? search.withPage(page.page + 1).toUrl() : null;
  return (
    <nav aria-label={t.pages} className="flex flex-wrap items-center justify-between gap-3">
      {previous ? (
        <Link href={previous} rel="prev" prefetch={false} className={LINK}>
          <span aria-hidden="true">← </span>
          {t.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-stone-700">{format(t.pageOf, { page: page.page, pages: page.pageCount })}</p>
      {next ? (
        <Link href={next} rel="next" prefetch={false} className={LINK}>
          {t.next}
          <span aria-hidden="true"> →</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
