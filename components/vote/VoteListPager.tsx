import Link from 'next/link';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getMessages } from '@/lib/i18n/server';
import type { VoteSearch } from '@/lib/url-state/vote-search';

const messages = defineMessages({
  da: {
    label: 'Sider',
    first: 'Første side',
    previous: 'Forrige side',
    next: 'Næste side',
    last: 'Sidste side',
    position: 'Side {page} af {count}',
  },
  en: {
    label: 'Pages',
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
    position: 'Page {page} of {count}',
  },
});

const LINK =
  'inline-block rounded border border-stone-400 bg-white px-3 py-2 font-medium text-red-800 underline-offset-2 hover:underline';

/** Links to the first, previous, next and last page of the vote list, keeping the filters. */
export async function VoteListPager({ search, pageCount }: { search: VoteSearch; pageCount: number }) {
  if (pageCount <= 1 && search.page === 1) return null;
  const t = await getMessages(messages);
  const page = Math.min(search.page, pageCount + 1);
  return (
    <nav aria-label={t.label} className="flex flex-wrap items-center justify-between gap-3">
      <ul className="flex flex-wrap gap-2">
        {page > 1 ? (
          <>
            <li>
              <Link href={search.withPage(1).toUrl()} prefetch={false} className={LINK}>
                {t.first}
              </Link>
            </li>
            <li>
              <Link
                href={search.withPage(Math.min(page - 1, pageCount)).toUrl()}
                prefetch={false}
                rel="prev"
                className={LINK}
              >
                {t.previous}
              </Link>
            </li>
          </>
        ) : null}
        {page < pageCount ? (
          <>
            <li>
              <Link href={search.withPage(page + 1).toUrl()} prefetch={false} rel="next" className={LINK}>
                {t.next}
              </Link>
            </li>
            <li>
              <Link href={search.withPage(pageCount).toUrl()} prefetch={false} className={LINK}>
                {t.last}
              </Link>
            </li>
          </>
        ) : null}
      </ul>
      <p className="text-sm text-stone-700">{format(t.position, { page: search.page, count: pageCount })}</p>
    </nav>
  );
}
