import { LocaleLink } from '@/components/ui/LocaleLink';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import type { QuestionSearch } from '@/lib/url-state/question-search';

const messages = defineMessages({
  da: {
    none: 'Ingen spørgsmål passer til filtrene.',
    reset: 'Nulstil filtrene',
    pastEndOne: 'Siden findes ikke: der er 1 side med spørgsmål.',
    pastEnd: 'Siden findes ikke: der er {pages} sider med spørgsmål.',
    last: 'Gå til sidste side',
  },
  en: {
    none: 'No questions match the filters.',
    reset: 'Reset the filters',
    pastEndOne: 'There is no such page: the questions fill 1 page.',
    pastEnd: 'There is no such page: the questions fill {pages} pages.',
    last: 'Go to the last page',
  },
});

/** The question list's empty state: nothing passes the filters, or the page is past the last one. */
export function NoMatchingQuestions({
  search,
  total,
  pageCount,
  locale,
}: {
  search: QuestionSearch;
  total: number;
  pageCount: number;
  locale: Locale;
}) {
  const t = messages[locale];
  const pastEnd = total > 0;
  return (
    <div className="space-y-2 rounded border border-dashed border-stone-400 p-6 text-center text-stone-800">
      <p>{pastEnd ? (pageCount === 1 ? t.pastEndOne : format(t.pastEnd, { pages: pageCount })) : t.none}</p>
      <p>
        <LocaleLink
          href={pastEnd ? search.withPage(pageCount).toUrl() : search.withoutFilters().toUrl()}
          prefetch={false}
          className="target font-medium text-red-800 underline underline-offset-2"
        >
          {pastEnd ? t.last : t.reset}
        </LocaleLink>
      </p>
    </div>
  );
}
