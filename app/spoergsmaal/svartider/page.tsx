import type { Metadata } from 'next';
import { connection } from 'next/server';
import { AnswerTimeRule } from '@/components/questions/AnswerTimeRule';
import { AnswerTimesTable, sortAnswerTimesRows } from '@/components/questions/AnswerTimesTable';
import { Breadcrumbs } from '@/components/site/Breadcrumbs';
import { DanishText } from '@/components/ui/DanishText';
import { FilterForm } from '@/components/ui/FilterForm';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { SelectField } from '@/components/ui/SelectField';
import { periodOptions } from '@/components/ui/select-options';
import { TabLinks } from '@/components/ui/TabLinks';
import { getSamlingAnswerTimes } from '@/lib/data/questions/answer-times';
import { getSiteStatus } from '@/lib/data/site/site';
import { dateInWords } from '@/lib/format/local-date-time';
import { formatCount } from '@/lib/format/numbers';
import { defineMessages, format } from '@/lib/i18n/locale';
import { periodTitle } from '@/lib/i18n/oda-terms';
import { getLocale } from '@/lib/i18n/server';
import { ANSWER_TIMES_PATH, actorPath, QUESTION_LIST_PATH } from '@/lib/routes';
import { earlyRead } from '@/lib/server/early-read';
import { languageAlternates } from '@/lib/share/page-metadata';
import {
  ANSWER_TIMES_PARAMS,
  ANSWER_TIMES_SORT_SLUGS,
  ANSWER_TIMES_VIEW_SLUGS,
  AnswerTimesChoice,
} from '@/lib/url-state/answer-times-choice';
import { QuestionSearch } from '@/lib/url-state/question-search';

const messages = defineMessages({
  da: {
    title: 'Ministrenes svartider',
    questions: 'Spørgsmål',
    intro:
      'Hvor længe ministrene er om at svare på folketingsmedlemmernes og udvalgenes spørgsmål, side om side for en samling. Klik på en kolonne for at sortere; klik på en minister for svartiderne over tid.',
    description:
      'Ministrenes svartider på spørgsmål fra Folketinget: modtaget, besvaret, median og 90 %-fraktil i dage og andel besvaret inden for 7 og 28 dage, per minister og ministerium.',
    samling: 'Samling',
    show: 'Vis samlingen',
    reset: 'Nyeste samling',
    views: 'Vis per',
    ministers: 'Minister',
    ministries: 'Ministerium',
    captionMinisters: 'Svartider per minister, {samling}',
    captionMinistries: 'Svartider per ministerium, {samling}',
    nameMinister: 'Minister (post)',
    nameMinistry: 'Ministerium',
    unknownMinister: 'ingen minister registreret',
    withoutMinister: '{n} spørgsmål i samlingen er ikke stillet til en ministertitel og indgår ikke.',
    asOf: 'Ubesvarede spørgsmål er talt til {today}.',
    none: 'Der er ingen spørgsmål til ministre i data.',
    list: 'Se spørgsmålene i samlingen',
  },
  en: {
    title: 'Ministers’ answer times',
    questions: 'Questions',
    intro:
      'How long ministers take to answer members’ and committees’ questions, side by side for a session. Select a column to sort; select a minister for their answer times over time.',
    description:
      'Danish ministers’ answer times on questions from the Folketing: received, answered, median and 90th percentile in days, and shares answered within 7 and 28 days, per minister and ministry.',
    samling: 'Session',
    show: 'Show the session',
    reset: 'Newest session',
    views: 'Show per',
    ministers: 'Minister',
    ministries: 'Ministry',
    captionMinisters: 'Answer times per minister, {samling}',
    captionMinistries: 'Answer times per ministry, {samling}',
    nameMinister: 'Minister (post)',
    nameMinistry: 'Ministry',
    unknownMinister: 'no minister recorded',
    withoutMinister: '{n} questions of the session are put to no minister’s title and are not counted.',
    asOf: 'Unanswered questions are counted to {today}.',
    none: 'There are no questions to ministers in the data.',
    list: 'See the session’s questions',
  },
});

interface Props {
  readonly searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [choice, locale] = await Promise.all([
    searchParams.then((p) => AnswerTimesChoice.fromUrl(p)),
    getLocale(),
  ]);
  const t = messages[locale];
  return {
    title: t.title,
    description: t.description,
    alternates: await languageAlternates(choice.toUrl(), locale),
  };
}

/**
 * `/spoergsmaal/svartider`: every minister's (or ministry's) answer times in one samling, in a table sortable by
 * each column (lib/url-state/answer-times-choice.ts), with the rule.
 */
export default async function AnswerTimesPage({ searchParams }: Props) {
  await connection();
  const choice = AnswerTimesChoice.fromUrl(await searchParams);
  const read = earlyRead(getSamlingAnswerTimes(choice.samling));
  if ((await getSiteStatus()).kind !== 'ready') return null;
  const [{ times, samlinger }, locale] = await Promise.all([read, getLocale()]);
  const t = messages[locale];
  const samlingName = times ? (periodTitle(times.samling.title, locale) ?? times.samling.code ?? '') : '';
  const nameOf = (title: string | null, person: string | null) =>
    [title, person ? `(${person})` : null].filter(Boolean).join(' ');
  const rows = !times
    ? []
    : choice.view === 'ministers'
      ? sortAnswerTimesRows(
          times.ministers.map((m) => ({
            key: `${m.title.id}:${m.person?.id ?? ''}`,
            label: nameOf(m.person?.name ?? t.unknownMinister, m.title.name),
            name: (
              <>
                {m.person ? (
                  <LocaleLink href={actorPath(m.person.id)} prefetch={false} className="target name-link">
                    {m.person.name ?? m.person.id}
                  </LocaleLink>
                ) : (
                  t.unknownMinister
                )}
                <span className="block text-xs font-normal text-stone-700">
                  <DanishText locale={locale}>{m.title.name}</DanishText>
                </span>
              </>
            ),
            figures: m,
          })),
          choice.sort,
          (r) => r.label,
        )
      : sortAnswerTimesRows(
          times.ministries.map((m) => ({
            key: String(m.title.id),
            label: m.title.name ?? '',
            name: (
              <LocaleLink href={actorPath(m.title.id)} prefetch={false} className="target name-link">
                <DanishText locale={locale}>{m.title.name ?? m.title.id}</DanishText>
              </LocaleLink>
            ),
            figures: m,
          })),
          choice.sort,
          (r) => r.label,
        );
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Breadcrumbs items={[{ label: t.questions, href: QUESTION_LIST_PATH }, { label: t.title }]} />
        <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
        <p className="max-w-prose text-stone-700">{t.intro}</p>
      </div>
      {!times ? (
        <p className="rounded border border-dashed border-stone-400 p-6 text-center">{t.none}</p>
      ) : (
        <>
          <FilterForm
            action={ANSWER_TIMES_PATH}
            label={t.samling}
            locale={locale}
            submit={t.show}
            filters={{ hasFilters: choice.samling !== null, withoutFilters: () => choice.withSamling(null) }}
            resetLabel={t.reset}
            hidden={
              <>
                {choice.view !== 'ministers' ? (
                  <input
                    type="hidden"
                    name={ANSWER_TIMES_PARAMS.view}
                    value={ANSWER_TIMES_VIEW_SLUGS[choice.view]}
                  />
                ) : null}
                {choice.sort !== 'name' ? (
                  <input
                    type="hidden"
                    name={ANSWER_TIMES_PARAMS.sort}
                    value={ANSWER_TIMES_SORT_SLUGS[choice.sort]}
                  />
                ) : null}
              </>
            }
            main={
              <SelectField
                id="svartider-samling"
                name={ANSWER_TIMES_PARAMS.samling}
                label={t.samling}
                defaultValue={times.samling.code ?? ''}
                options={periodOptions(
                  samlinger.flatMap((s) => (s.code ? [{ code: s.code, title: s.title ?? s.code }] : [])),
                  locale,
                )}
              />
            }
          />
          <TabLinks
            label={t.views}
            tabs={(['ministers', 'ministries'] as const).map((view) => ({
              key: view,
              href: choice.withView(view).toUrl(),
              label: t[view],
              current: choice.view === view,
            }))}
          />
          <AnswerTimesTable
            caption={format(choice.view === 'ministers' ? t.captionMinisters : t.captionMinistries, {
              samling: samlingName,
            })}
            nameHeader={choice.view === 'ministers' ? t.nameMinister : t.nameMinistry}
            rows={rows}
            locale={locale}
            sort={choice.sort}
            sortHref={(sort) => choice.withSamling(times.samling.code).withSort(sort).toUrl()}
          />
          <div className="space-y-1 text-sm text-stone-700">
            <p>{format(t.asOf, { today: dateInWords(times.today, locale) ?? times.today })}</p>
            {times.withoutMinister > 0 ? (
              <p>{format(t.withoutMinister, { n: formatCount(locale, times.withoutMinister) })}</p>
            ) : null}
            <p>
              <LocaleLink
                href={QuestionSearch.EMPTY.withSamling(times.samling.code).toUrl()}
                prefetch={false}
                className="target text-link"
              >
                {t.list}
              </LocaleLink>
            </p>
          </div>
        </>
      )}
      <AnswerTimeRule locale={locale} />
    </div>
  );
}
