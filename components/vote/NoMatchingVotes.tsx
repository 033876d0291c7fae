import Link from 'next/link';
import type { VoteSearch } from '@/lib/url-state/vote-search';

const TEXT = {
  none: 'Ingen afstemninger passer til filtrene.',
  reset: 'Nulstil filtrene',
  pastEnd: (pages: number) =>
    `Siden findes ikke: der er ${pages} ${pages === 1 ? 'side' : 'sider'} med afstemninger.`,
  last: 'Gå til sidste side',
} as const;

/** The vote list's empty state: nothing passes the filters, or the page is past the last one. */
export function NoMatchingVotes({
  search,
  total,
  pageCount,
}: {
  search: VoteSearch;
  total: number;
  pageCount: number;
}) {
  const pastEnd = total > 0;
  return (
    <div className="space-y-2 rounded border border-dashed border-stone-400 p-6 text-center text-stone-800">
      <p>{pastEnd ? TEXT.pastEnd(pageCount) : TEXT.none}</p>
      <p>
        <Link
          href={pastEnd ? search.withPage(pageCount).toUrl() : search.withoutFilters().toUrl()}
          prefetch={false}
          className="font-medium text-red-800 underline underline-offset-2"
        >
          {pastEnd ? TEXT.last : TEXT.reset}
        </Link>
      </p>
    </div>
  );
}
