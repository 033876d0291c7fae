import type { Metadata } from 'next';
import { connection } from 'next/server';
import { FeedLink } from '@/components/follow/FeedLink';
import { AnswerTimeRule } from '@/components/questions/AnswerTimeRule';
import { InvalidQuestionFilters } from '@/components/questions/InvalidQuestionFilters';
import { NoMatchingQuestions } from '@/components/questions/NoMatchingQuestions';
import { QuestionFilterForm } from '@/components/questions/QuestionFilterForm';
import { QuestionRows } from '@/components/questions/QuestionRows';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { Pager } from '@/components/ui/Pager';
import { alertsOffered } from '@/lib/alerts/alerts-offered';
import { getQuestionFilterOptions, getQuestionList } from '@/lib/data/questions/question-list';
import { getSiteStatus } from '@/lib/data/site/site';
import { formatCount } from '@/lib/format/numbers';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { ANSWER_TIMES_PATH, localePath, questionListExportPath, questionListFeedPath } from '@/lib/routes';
import { earlyRead } from '@/lib/server/early-read';
import { feedAlternates, languageAlternates } from '@/lib/share/page-metadata';
import { questionFeedQuery } from '@/lib/url-state/feed-routes';
import { QuestionSearch } from '@/lib/url-state/question-search';
import { questionFilterNames } from '@/lib/wording/question-filters';

const messages = defineMessages({
  da: {
    title: 'Spørgsmål til ministrene',
    intro:
      'Folketingsmedlemmernes § 20-spørgsmål og udvalgenes spørgsmål til ministrene, nyeste først, med hvem der spurgte hvem, og hvor længe svaret tog. Vælg en minister og se, hvad der er besvaret, og hvad der stadig venter.',
    description:
      'Spørgsmål til ministrene fra Folketingets åbne data: hvem spurgte, hvilken minister, hvornår og hvor længe svaret tog, med filtre, CSV og feed.',
    answerTimes: 'Sammenlign ministrenes svartider.',
    countOne: '1 spørgsmål',
    count: '{n} spørgsmål',
    split: '{answered} besvaret, {open} ubesvaret',
    filtered: 'Filtre: {names}.',
    page: '{title}, side {page}',
    csv: 'Hent som CSV',
  },
  en: {
    title: 'Questions to ministers',
    intro:
      'Members’ written (§ 20) questions and committees’ questions to ministers, newest first, with who asked whom and how long the answer took. Choose a minister to see what has been answered and what is still waiting.',
    description:
      'Questions to Danish ministers from the Folketing’s open data: who asked, which minister, when, and how long the answer took, with filters, CSV and a feed.',
    answerTimes: 'Compare the ministers’ answer times.',
    countOne: '1 question',
    count: '{n} questions',
    split: '{answered} answered, {open} unanswered',
    filtered: 'Filters: {names}.',
    page: '{title}, page {page}',
    csv: 'Download as CSV',
  },
});

interface Props {
  readonly searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The list's feed query (lib/url-state/feed-routes.ts): its filters, newest first, from the first page. */
const feedQuery = (search: QuestionSearch): string => questionFeedQuery(search.toSearchParams()).toString();

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [search, locale] = await Promise.all([
    searchParams.then((params) => QuestionSearch.fromUrl(params)),
    getLocale(),
  ]);
  const t = messages[locale];
  return {
    title: search.page > 1 ? format(t.page, { title: t.title, page: search.page }) : t.title,
    description: t.description,
    alternates: {
      ...(await languageAlternates(search.toUrl(), locale)),
      types: feedAlternates({ path: questionListFeedPath(feedQuery(search)), title: t.title }, locale),
    },
  };
}

/**
 * `/spoergsmaal`: the questions to ministers with their filters (lib/url-state/question-search.ts), counts, pages,
 * a CSV download and a feed of the same filters. Invalid filter values are answered with status 400 (proxy.ts) and
 * what is wrong with them.
 */
export default async function QuestionsPage({ searchParams }: Props) {
  await connection();
  const params = await searchParams;
  const invalid = QuestionSearch.invalidParams(params);
  const search = QuestionSearch.fromUrl(params);
  const reads = earlyRead(Promise.all([getQuestionList(search.toFilters()), getQuestionFilterOptions()]));
  // Without a store the root layout explains how to build one; the reads fail, and nobody waits for them.
  if ((await getSiteStatus()).kind !== 'ready') return null;
  const locale = await getLocale();
  const t = messages[locale];
  const heading = (
    <div className="space-y-2">
      <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
      <p className="max-w-prose text-stone-700">
        {t.intro}{' '}
        <LocaleLink href={ANSWER_TIMES_PATH} prefetch={false} className="text-link">
          {t.answerTimes}
        </LocaleLink>
      </p>
    </div>
  );
  if (invalid.length > 0)
    return (
      <div className="space-y-6">
        {heading}
        <InvalidQuestionFilters invalid={invalid} locale={locale} />
      </div>
    );
  const [list, options] = await reads;
  const names = questionFilterNames(search, options, locale);
  const query = search.withPage(1).toSearchParams().toString();
  return (
    <div className="space-y-6">
      {heading}
      {/* Keyed by the state, so the form's fields follow the URL after a client-side navigation. */}
      <QuestionFilterForm key={search.toUrl()} search={search} options={options} locale={locale} />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <div role="status" className="space-y-0.5">
          <p className="font-medium">
            {list.total === 1 ? t.countOne : format(t.count, { n: formatCount(locale, list.total) })}
            {list.total > 0 ? (
              <span className="font-normal text-stone-700">
                {' · '}
                {format(t.split, {
                  answered: formatCount(locale, list.answered),
                  open: formatCount(locale, list.total - list.answered),
                })}
              </span>
            ) : null}
          </p>
          {names.length > 0 ? (
            <p className="text-sm text-stone-700">{format(t.filtered, { names: names.join(', ') })}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-x-4">
          <a
            href={localePath(locale, questionListExportPath(query))}
            download
            className="target text-sm font-medium text-red-800 underline underline-offset-2"
          >
            {t.csv}
          </a>
          <FeedLink path={questionListFeedPath(feedQuery(search))} locale={locale} alerts={alertsOffered()} />
        </div>
      </div>
      {list.items.length > 0 ? (
        <QuestionRows questions={list.items} locale={locale} />
      ) : (
        <NoMatchingQuestions search={search} total={list.total} pageCount={list.pageCount} locale={locale} />
      )}
      <Pager state={search} pageCount={list.pageCount} locale={locale} />
      <AnswerTimeRule locale={locale} />
    </div>
  );
}
