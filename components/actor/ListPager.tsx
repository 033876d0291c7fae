import Link from 'next/link';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { formatCount } from './numbers';

const messages = defineMessages({
  da: {
    label: 'Sider: {what}',
    previous: 'Forrige side',
    next: 'Næste side',
    status: 'Side {page} af {pages} · {shown} af {total}',
  },
  en: {
    label: 'Pages: {what}',
    previous: 'Previous page',
    next: 'Next page',
    status: 'Page {page} of {pages} · {shown} of {total}',
  },
});

/**
 * Previous/next links for a server-rendered list (plain links, so paging works without JavaScript) and where the
 * reader is. `hrefFor` builds the address of a page; `what` names the list for the navigation landmark.
 */
export async function ListPager({
  page,
  pageSize,
  total,
  shown,
  what,
  hrefFor,
}: {
  page: number;
  pageSize: number;
  total: number;
  shown: number;
  what: string;
  hrefFor: (page: number) => string;
}) {
  const locale = await getLocale();
  const t = messages[locale];
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const link = 'font-medium text-red-800 underline underline-offset-2 hover:text-red-900';
  return (
    <nav
      aria-label={format(t.label, { what })}
      className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm"
    >
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} prefetch={false} rel="prev" className={link}>
          ← {t.previous}
        </Link>
      ) : null}
      <span className="text-stone-700">
        {format(t.status, {
          page: formatCount(locale, page),
          pages: formatCount(locale, pages),
          shown: formatCount(locale, shown),
          total: formatCount(locale, total),
        })}
      </span>
      {page < pages ? (
        <Link href={hrefFor(page + 1)} prefetch={false} rel="next" className={link}>
          {t.next} →
        </Link>
      ) : null}
    </nav>
  );
}
