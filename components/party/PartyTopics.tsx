import { DanishText, danishLang } from '@/components/ui/DanishText';
import { Formatted } from '@/components/ui/Formatted';
import { HowWeCount } from '@/components/ui/HowWeCount';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { SelectField } from '@/components/ui/SelectField';
import { periodOptions } from '@/components/ui/select-options';
import {
  CHOICE_COLOR,
  CHOICE_SWATCH,
  choiceLabelMessages,
  choiceShortMessages,
} from '@/components/vote/vote-choice';
import { getPartyTopics, type PartyTopic } from '@/lib/data/analyses/party-topics';
import { formatCount, formatShare, share } from '@/lib/format/numbers';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { periodTitle, voteTypeName } from '@/lib/i18n/oda-terms';
import { getLocale } from '@/lib/i18n/server';
import { casePath, localePath, partyPath, votePath } from '@/lib/routes';
import {
  PARTY_RECORD_PARAMS,
  PARTY_TOPICS_SECTION,
  type PartyRecordState,
} from '@/lib/url-state/party-record';

const messages = defineMessages({
  da: {
    title: 'Holdning efter emne',
    leadAll: 'Hvordan {party} stemte om sagerne inden for hvert sagsområde, i alle samlinger i datasættet.',
    leadPeriod: 'Hvordan {party} stemte om sagerne inden for hvert sagsområde i samlingen {period}.',
    period: 'Samling',
    all: 'Alle samlinger',
    show: 'Vis',
    n: '{n} sager',
    cases: 'Sagerne bag tallene ({n})',
    allCases: 'Vis alle {n} sager om {word}',
    newest: 'De {shown} nyeste af {n} sager:',
    more: 'Vis de øvrige {n} emner',
    none: 'Partiet tog ikke stilling ved nogen afgørende afstemning om en sag med et sagsområde i perioden.',
    topics: 'Emner',
    how: 'Emnerne er ODA’s emneord af typen Sagsområde (fx "klima og energi") på sager, der er stemt om. For hver sag bruger vi den afgørende afstemning efter sagstypens regel (se »Resultat« i ordlisten): et lovforslags eller beslutningsforslags endelige vedtagelse, det forslag til vedtagelse, en forespørgselsdebat vedtog — sager uden en sådan tæller ikke — og partiets side ved den: det, flest af dets tilstedeværende medlemmer stemte. Sager, hvor partiet var delt (lige mange) eller ingen var til stede, tæller ikke med; n er antallet af sager, hvor det stemte for, imod eller hverken for eller imod. Procenterne er andele af n. En sag kan have flere sagsområder og tæller da under hvert. Med en valgt samling tæller de sager, hvis afgørende afstemning fandt sted i samlingen.',
  },
  en: {
    title: 'Record by topic',
    leadAll: 'How {party} voted on the cases in each policy area, in all sessions in the dataset.',
    leadPeriod: 'How {party} voted on the cases in each policy area in the {period} session.',
    period: 'Session',
    all: 'All sessions',
    show: 'Show',
    n: '{n} cases',
    cases: 'The cases behind the numbers ({n})',
    allCases: 'Show all {n} cases on {word}',
    newest: 'The newest {shown} of {n} cases:',
    more: 'Show the other {n} topics',
    none: 'The party took no side on a deciding vote on a case with a policy area in the period.',
    topics: 'Topics',
    how: 'The topics are ODA’s subject words of the type Sagsområde (policy area, such as climate and energy) on cases that were voted on. For each case we use the deciding vote by the rule of its type (see “Result” in the glossary): a bill’s or resolution’s final vote, the motion for a resolution a debate adopted — cases without one do not count — and the party’s side on it: what most of its members present voted. Cases where the party was split (a tie) or none was present do not count; n is the number of cases where it voted for, against or abstained. The percentages are shares of n. A case may have several policy areas and then counts under each. With a session chosen, the cases whose deciding vote took place in the session count.',
  },
});

/** Subjects shown before "Vis alle … emner". */
const TOPICS_SHOWN = 15;
const SIDES = ['for', 'against', 'abstain'] as const;

/**
 * "Holdning efter emne": a party's record per subject — the share of for, against and abstain on the deciding votes
 * of the subject's cases, with n and the cases behind the numbers in a fold — the largest subjects first, the
 * top {@link TOPICS_SHOWN} in view and the rest behind a fold; a samling to choose (`emnesamling`). Drawn on the
 * server; the form works without JavaScript.
 */
export async function PartyTopics({ state }: { state: PartyRecordState }) {
  const locale = await getLocale();
  const t = messages[locale];
  const record = await getPartyTopics(state.party, state.topicPeriod, state.topic);
  const lead = record.period
    ? format(t.leadPeriod, { party: state.party, period: periodTitle(record.period.title, locale) ?? '' })
    : format(t.leadAll, { party: state.party });
  const shown = record.topics.slice(0, TOPICS_SHOWN);
  const rest = record.topics.slice(TOPICS_SHOWN);
  const restOpen = rest.some((topic) => topic.id === state.topic);
  return (
    <section
      id={PARTY_TOPICS_SECTION}
      aria-labelledby="emner-titel"
      className="scroll-mt-4 space-y-4"
      data-testid="party-topics"
    >
      <h2 id="emner-titel" className="text-xl font-semibold">
        {t.title}
      </h2>
      <p className="max-w-prose text-sm text-stone-700">{lead}</p>
      <form
        action={localePath(locale, `${partyPath(state.party)}#${PARTY_TOPICS_SECTION}`)}
        method="get"
        className="flex flex-wrap items-end gap-3"
      >
        {state.changeFields.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <SelectField
          id="emnesamling"
          name={PARTY_RECORD_PARAMS.topicPeriod}
          label={t.period}
          any={t.all}
          options={periodOptions(record.periods, locale)}
          defaultValue={record.period?.code ?? ''}
        />
        <button
          type="submit"
          className="rounded bg-red-800 px-5 py-2 font-semibold text-white hover:bg-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800"
        >
          {t.show}
        </button>
      </form>
      {record.topics.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <>
          <TopicList topics={shown} state={state} locale={locale} label={t.topics} inline />
          {rest.length > 0 ? (
            <details open={restOpen}>
              <summary className="target cursor-pointer py-2 font-semibold text-red-800">
                {format(t.more, { n: rest.length })}
              </summary>
              <TopicList topics={rest} state={state} locale={locale} label={t.topics} inline={false} />
            </details>
          ) : null}
        </>
      )}
      <HowWeCount text={t.how} locale={locale} />
    </section>
  );
}

/** A subject word as a heading: ODA writes them in lower case ('klima og energi'). */
const capitalised = (word: string, locale: Locale): string =>
  word.charAt(0).toLocaleUpperCase(locale) + word.slice(1);

function TopicList({
  topics,
  state,
  locale,
  label,
  inline,
}: {
  topics: readonly PartyTopic[];
  state: PartyRecordState;
  locale: Locale;
  label: string;
  /** Whether the cases are listed on the page (in a fold) or one link away (the subjects past the top ones). */
  inline: boolean;
}) {
  return (
    <ol
      aria-label={label}
      className="grid gap-x-10 border-b border-stone-200 md:grid-cols-2"
      data-choice-figure=""
    >
      {topics.map((topic) => (
        <li key={topic.id} id={`emne-${topic.id}`} className="scroll-mt-4 border-t border-stone-200 py-3">
          <TopicRow topic={topic} state={state} locale={locale} inline={inline || state.topic === topic.id} />
        </li>
      ))}
    </ol>
  );
}

function TopicRow({
  topic,
  state,
  locale,
  inline,
}: {
  topic: PartyTopic;
  state: PartyRecordState;
  locale: Locale;
  inline: boolean;
}) {
  const t = messages[locale];
  const short = choiceShortMessages[locale];
  const parts = SIDES.filter((side) => topic[side] > 0).map((side) => ({
    side,
    count: topic[side],
    share: share(topic[side], topic.n),
  }));
  return (
    <div className="space-y-1.5">
      <h3 className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span lang={danishLang(locale)} className="font-semibold">
          {capitalised(topic.word, 'da')}
        </span>
        <span className="text-sm text-stone-700 tabular-nums">n = {formatCount(locale, topic.n)}</span>
      </h3>
      <p className="text-sm tabular-nums">
        {parts.map((p, i) => (
          <span key={p.side}>
            {i > 0 ? ' · ' : null}
            <span
              aria-hidden="true"
              className={`mr-1 inline-block size-2.5 rounded-sm ${CHOICE_SWATCH[p.side]}`}
            />
            {short[p.side]} {formatShare(locale, p.share)} ({formatCount(locale, p.count)})
          </span>
        ))}
      </p>
      <span aria-hidden="true" className="flex h-2.5 overflow-hidden rounded-sm bg-stone-100">
        {parts.map((p) => (
          <span
            key={p.side}
            data-choice={p.side}
            style={{ flexGrow: p.count, flexBasis: 0, background: CHOICE_COLOR[p.side] }}
          />
        ))}
      </span>
      {inline ? (
        <TopicCases topic={topic} state={state} locale={locale} />
      ) : (
        <LocaleLink
          href={state.withTopic(topic.id).toUrl()}
          className="target text-link inline-block py-1 text-sm"
        >
          {format(t.cases, { n: formatCount(locale, topic.n) })}
        </LocaleLink>
      )}
    </div>
  );
}

/** A subject's cases in a fold: the side, the case and its deciding vote; open when the subject is asked for. */
function TopicCases({
  topic,
  state,
  locale,
}: {
  topic: PartyTopic;
  state: PartyRecordState;
  locale: Locale;
}) {
  const t = messages[locale];
  const labels = choiceLabelMessages[locale];
  return (
    <details open={state.topic === topic.id}>
      <summary className="target cursor-pointer py-1 text-sm text-red-800">
        {format(t.cases, { n: formatCount(locale, topic.n) })}
      </summary>
      {topic.cases.length < topic.n ? (
        <p className="text-sm text-stone-700">
          {format(t.newest, { shown: topic.cases.length, n: formatCount(locale, topic.n) })}
        </p>
      ) : null}
      <ul className="space-y-1 pt-1 text-sm">
        {topic.cases.map((c) => (
          <li key={c.caseId} className="flex flex-wrap items-baseline gap-x-2">
            <span className="inline-flex items-center gap-1 font-semibold">
              <span
                aria-hidden="true"
                className={`inline-block size-2.5 rounded-sm ${CHOICE_SWATCH[c.side]}`}
              />
              {labels[c.side]}
            </span>
            <LocaleLink href={casePath(c.caseId)} className="target text-link">
              {c.caseNumber}
              {c.caseNumber && c.caseTitle ? ' ' : null}
              {c.caseTitle ? <DanishText locale={locale}>{c.caseTitle}</DanishText> : null}
              {c.caseNumber || c.caseTitle ? null : c.caseId}
            </LocaleLink>
            <LocaleLink href={votePath(c.vote.id)} className="target text-xs text-stone-700 underline">
              {voteTypeName(c.vote.typeId, c.vote.type, locale)}
              {c.vote.date ? (
                <>
                  {', '}
                  <LocalDateTime value={c.vote.date} locale={locale} format="short-date" fallback="" />
                </>
              ) : null}
            </LocaleLink>
          </li>
        ))}
      </ul>
      {topic.cases.length < topic.n ? (
        <LocaleLink
          href={state.withTopic(topic.id).toUrl()}
          className="target text-link inline-block py-2 text-sm"
        >
          <Formatted
            template={t.allCases}
            values={{
              n: formatCount(locale, topic.n),
              word: <DanishText locale={locale}>{topic.word}</DanishText>,
            }}
          />
        </LocaleLink>
      ) : null}
    </details>
  );
}
