import { LocaleLink } from '@/components/ui/LocaleLink';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getMessages } from '@/lib/i18n/server';

const messages = defineMessages({
  da: {
    none: 'Ingen afstemninger passer til filtrene.',
    reset: 'Nulstil filtrene',
    pastEndOne: 'Siden findes ikke: der er 1 side med afstemninger.',
    pastEnd: 'Siden findes ikke: der er {pages} sider med afstemninger.',
    last: 'Gå til sidste side',
  },
  en: {
    none: 'No votes match the filters.',
    reset: 'Reset the filters',
    pastEndOne: 'There is no such page: the votes fill 1 page.',
    pastEnd: 'There is no such page: the votes fill {pages} pages.',
    last: 'Go to the last page',
  },
});

/** A list of votes' URL state as the empty state needs it (VoteSearch, ActorVoteRecord). */
interface VoteListState {
  withPage(page: number): { toUrl(): string };
  withoutFilters(): { toUrl(): string };
}

/** A list of votes' empty state: nothing passes the filters, or the page is past the last one. */
export async function NoMatchingVotes({
  search,
  total,
  pageCount,
}: {
  search: VoteListState;
  total: number;
  pageCount: number;
}) {
  const t = await getMessages(messages);
  const pastEnd = total > 0;
  const pastEndText = pageCount === 1 ? t.pastEndOne : format(t.pastEnd, { pages: pageCount });
  return (
    <div className="space-y-2 rounded border border-dashed border-stone-400 p-6 text-center text-stone-800">
      <p>{pastEnd ? pastEndText : t.none}</p>
      <p>
        <LocaleLink
          href={pastEnd ? search.withPage(pageCount).toUrl() : search.withoutFilters().toUrl()}
          prefetch={false}
          className="font-medium text-red-800 underline underline-offset-2"
        >
          {pastEnd ? t.last : t.reset}
        </LocaleLink>
      </p>
    </div>
  );
}
