import { LocaleLink } from '@/components/ui/LocaleLink';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getMessages } from '@/lib/i18n/server';
import type { RebellionSearch } from '@/lib/url-state/rebellion-search';

const messages = defineMessages({
  da: {
    none: 'Ingen medlemmer har stemt anderledes end flertallet i deres folketingsgruppe i nogen afstemning i dataene.',
    noneFiltered: 'Ingen brud med partiet passer til filtrene.',
    reset: 'Vis alle brud',
    pastEndOne: 'Siden findes ikke: der er 1 side med brud.',
    pastEnd: 'Siden findes ikke: der er {pages} sider med brud.',
    last: 'Gå til sidste side',
  },
  en: {
    none: 'No member has voted otherwise than the majority of their parliamentary group in any vote in the data.',
    noneFiltered: 'No breaks with the party match the filters.',
    reset: 'Show every break',
    pastEndOne: 'There is no such page: the breaks fill 1 page.',
    pastEnd: 'There is no such page: the breaks fill {pages} pages.',
    last: 'Go to the last page',
  },
});

/** The rebellions page's empty state: no breaks at all, none passing the filters, or a page past the last one. */
export async function NoRebellions({
  search,
  total,
  pageCount,
}: {
  search: RebellionSearch;
  total: number;
  pageCount: number;
}) {
  const t = await getMessages(messages);
  const pastEnd = total > 0;
  const text = pastEnd
    ? pageCount === 1
      ? t.pastEndOne
      : format(t.pastEnd, { pages: pageCount })
    : search.hasFilters
      ? t.noneFiltered
      : t.none;
  const link = pastEnd
    ? { href: search.withPage(pageCount).toUrl(), label: t.last }
    : search.hasFilters
      ? { href: search.withoutFilters().toUrl(), label: t.reset }
      : null;
  return (
    <div className="space-y-2 rounded border border-dashed border-stone-400 p-6 text-center text-stone-800">
      <p>{text}</p>
      {link ? (
        <p>
          <LocaleLink
            href={link.href}
            prefetch={false}
            className="target font-medium text-red-800 underline underline-offset-2"
          >
            {link.label}
          </LocaleLink>
        </p>
      ) : null}
    </div>
  );
}
