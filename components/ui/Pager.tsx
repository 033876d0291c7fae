import type { MouseEventHandler } from 'react';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { formatCount } from '@/lib/format/numbers';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';

const messages = defineMessages({
  da: {
    label: 'Sider',
    labelOf: 'Sider: {what}',
    first: 'Første side',
    previous: 'Forrige side',
    next: 'Næste side',
    last: 'Sidste side',
    position: 'Side {page} af {pages}',
  },
  en: {
    label: 'Pages',
    labelOf: 'Pages: {what}',
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
    position: 'Page {page} of {pages}',
  },
});

/** Something with an address: a URL state object (VoteSearch, SearchState, …) for one page of a list. */
export interface PageAddress {
  toUrl(): string;
}

/** A list's URL state as the pager needs it: the page it is on, and the same state on another page. */
export interface PagedState<S extends PageAddress> {
  readonly page: number;
  withPage(page: number): S;
}

const LINK =
  'target inline-flex items-center rounded border border-stone-400 bg-white px-3 py-2 font-medium text-red-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-red-800';

/**
 * The pager of every list: first, previous, next and last page as plain links (paging works without JavaScript;
 * `rel=prev/next`), with where the reader is between them. The links come from the caller's URL state, so they
 * keep its filters. `label` names the navigation landmark (default "Sider"; or "Sider: {what}");
 * `onFollow` lets a client list move without a page load, and `onIntent` fetch a page ahead when its link is
 * under the pointer or in focus. Nothing when all fits on one page; a page past the end offers the way back.
 */
export function Pager<S extends PageAddress>({
  state,
  pageCount,
  locale,
  label,
  what,
  onFollow,
  onIntent,
}: {
  state: PagedState<S>;
  pageCount: number;
  locale: Locale;
  label?: string;
  what?: string;
  onFollow?: (target: S) => MouseEventHandler<HTMLAnchorElement>;
  onIntent?: (target: S) => void;
}) {
  const page = state.page;
  if (pageCount <= 1 && page === 1) return null;
  const t = messages[locale];
  const link = (target: number, text: string, rel?: 'prev' | 'next') => {
    const to = state.withPage(target);
    const intent = onIntent ? () => onIntent(to) : undefined;
    return (
      <li>
        <LocaleLink
          href={to.toUrl()}
          prefetch={false}
          rel={rel}
          onClick={onFollow?.(to)}
          onPointerEnter={intent}
          onFocus={intent}
          className={LINK}
        >
          {text}
        </LocaleLink>
      </li>
    );
  };
  return (
    <nav
      aria-label={label ?? (what ? format(t.labelOf, { what }) : t.label)}
      className="flex flex-wrap items-center justify-between gap-3"
    >
      <ul className="flex flex-wrap gap-2">
        {page > 2 ? link(1, t.first) : null}
        {page > 1 ? link(Math.min(page - 1, Math.max(pageCount, 1)), t.previous, 'prev') : null}
        {page < pageCount ? link(page + 1, t.next, 'next') : null}
        {page < pageCount - 1 ? link(pageCount, t.last) : null}
      </ul>
      <p aria-current="page" className="text-sm text-stone-700">
        {format(t.position, {
          page: formatCount(locale, page),
          pages: formatCount(locale, Math.max(pageCount, 1)),
        })}
      </p>
    </nav>
  );
}
