import type { ReactNode } from 'react';
import { DanishText } from '@/components/ui/DanishText';
import { LocaleLink } from '@/components/ui/LocaleLink';
import type { ActorAnswerTimes, OpenQuestion } from '@/lib/data/questions/types';
import { SLOWEST_OPEN_COUNT } from '@/lib/data/questions/types';
import { dateInWords } from '@/lib/format/local-date-time';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { periodTitle } from '@/lib/i18n/oda-terms';
import { ANSWER_TIMES_PATH, actorPath } from '@/lib/routes';
import { QuestionSearch } from '@/lib/url-state/question-search';
import { AnswerTimeRule } from './AnswerTimeRule';
import { type AnswerTimesRow, AnswerTimesTable } from './AnswerTimesTable';
import { SlowestOpenQuestions } from './SlowestOpenQuestions';

const messages = defineMessages({
  da: {
    personIntro:
      'Spørgsmål fra folketingsmedlemmer og udvalg til personen som minister, per samling og ministerpost, og hvor længe svarene tog. Ubesvarede spørgsmål er talt til {today}.',
    ministryIntro:
      'Spørgsmål fra folketingsmedlemmer og udvalg til ministerposten, per samling — hele ministeriet og hver minister, der havde posten. Ubesvarede spørgsmål er talt til {today}.',
    captionPerson: 'Svartider som minister, per samling og post',
    captionMinistry: 'Svartider for ministerposten, per samling og minister',
    samlingPost: 'Samling og post',
    samlingMinister: 'Samling og minister',
    whole: 'hele ministeriet',
    unknownMinister: 'ingen minister registreret',
    slowest: 'Længst ubesvarede spørgsmål',
    questions: 'Se spørgsmålene',
    compare: 'Sammenlign med de andre ministre',
  },
  en: {
    personIntro:
      'Questions from members and committees to the person as minister, per session and post, and how long the answers took. Unanswered questions are counted to {today}.',
    ministryIntro:
      'Questions from members and committees to the minister’s post, per session — the whole ministry and each minister who held the post. Unanswered questions are counted to {today}.',
    captionPerson: 'Answer times as minister, per session and post',
    captionMinistry: 'Answer times of the minister’s post, per session and minister',
    samlingPost: 'Session and post',
    samlingMinister: 'Session and minister',
    whole: 'the whole ministry',
    unknownMinister: 'no minister recorded',
    slowest: 'Longest unanswered questions',
    questions: 'See the questions',
    compare: 'Compare with the other ministers',
  },
});

/**
 * A minister's answer times on their politician page (`kind` 'person': a row per samling and post) or a ministry's
 * on its minister title's page (`kind` 'ministry': per samling the whole ministry, then each minister who held the
 * post), with the longest-open questions of all of them, the links to the questions and the comparison, and the
 * rule. The caller reads the times (getActorAnswerTimes) and leaves the section out when there are none.
 */
export function AnswerTimesPanel({
  actorId,
  kind,
  times,
  locale,
}: {
  actorId: number;
  kind: 'person' | 'ministry';
  times: ActorAnswerTimes;
  locale: Locale;
}) {
  const t = messages[locale];
  const samlingName = (s: { title: string | null; code: string | null }) =>
    periodTitle(s.title, locale) ?? s.code ?? '';
  const label = (samling: string, rest: ReactNode, bold = false) => (
    <>
      <span className={bold ? 'font-semibold' : 'font-normal'}>{samling}</span>
      <span className="block text-xs font-normal text-stone-700">{rest}</span>
    </>
  );
  const rows: AnswerTimesRow[] = times.samlinger.flatMap((s) => {
    const name = samlingName(s.samling);
    const ministers = s.ministers.map((m) => ({
      key: `${s.samling.id}:${m.title.id}:${m.person?.id ?? ''}`,
      name: label(
        name,
        kind === 'person' ? (
          <LocaleLink href={actorPath(m.title.id)} prefetch={false} className="target name-link">
            <DanishText locale={locale}>{m.title.name ?? m.title.id}</DanishText>
          </LocaleLink>
        ) : m.person ? (
          <LocaleLink href={actorPath(m.person.id)} prefetch={false} className="target name-link">
            {m.person.name ?? m.person.id}
          </LocaleLink>
        ) : (
          t.unknownMinister
        ),
      ),
      figures: m,
    }));
    // The whole ministry's row, unless one minister received all its questions (their row says the same).
    const alone = s.ministers.length === 1 && s.ministers[0]?.received === s.ministry?.received;
    const whole =
      s.ministry && !alone
        ? [{ key: `${s.samling.id}:hele`, name: label(name, t.whole, true), figures: s.ministry }]
        : [];
    return [...whole, ...ministers];
  });
  const open: OpenQuestion[] = [
    ...new Map(
      times.samlinger
        .flatMap((s) => (s.ministry ? s.ministry.slowestOpen : s.ministers.flatMap((m) => m.slowestOpen)))
        .map((q) => [q.id, q]),
    ).values(),
  ]
    .sort((a, b) => b.daysOpen - a.daysOpen || a.id - b.id)
    .slice(0, SLOWEST_OPEN_COUNT);
  const questions =
    kind === 'person'
      ? QuestionSearch.EMPTY.withMinister(actorId)
      : QuestionSearch.EMPTY.withMinistry(actorId);
  return (
    <div className="space-y-4">
      <p className="max-w-prose text-stone-700">
        {format(kind === 'person' ? t.personIntro : t.ministryIntro, {
          today: dateInWords(times.today, locale) ?? times.today,
        })}
      </p>
      <AnswerTimesTable
        caption={kind === 'person' ? t.captionPerson : t.captionMinistry}
        nameHeader={kind === 'person' ? t.samlingPost : t.samlingMinister}
        rows={rows}
        locale={locale}
      />
      <SlowestOpenQuestions heading={t.slowest} questions={open} locale={locale} />
      <p className="flex flex-wrap gap-x-4">
        <LocaleLink href={questions.toUrl()} prefetch={false} className="target text-link">
          {t.questions}
        </LocaleLink>
        <LocaleLink href={ANSWER_TIMES_PATH} prefetch={false} className="target text-link">
          {t.compare}
        </LocaleLink>
      </p>
      <AnswerTimeRule locale={locale} />
    </div>
  );
}
