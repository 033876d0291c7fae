import type { CaseSpan, CaseStep, CaseTimeline as Timeline } from '@/lib/data/cases/types';
import { formatCount } from '@/lib/format/numbers';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { stepTitleName } from '@/lib/i18n/oda-terms';
import { CaseMeetingList } from './CaseMeetingList';
import { CaseStepItem } from './CaseStepItem';

const messages = defineMessages({
  da: {
    heading: 'Forløb',
    steps: 'Sagstrin',
    noSteps:
      'Sagen har ingen sagstrin i datasættet. Alm. del-sager samler spørgsmål og bilag uden et forløb.',
    span: '{days} dage fra {from} til {to}.',
    oneDay: '1 dag fra {from} til {to}.',
    sameDay: '{from} og {to} samme dag.',
    noFinal: 'Sagen har ingen endelig behandling endnu.',
    introduction: 'fremsættelse',
    final: 'endelig behandling',
    otherMeetings: 'Andre møder med sagen på dagsordenen',
  },
  en: {
    heading: 'Passage',
    steps: 'Case steps',
    noSteps:
      'The case has no steps in the dataset. General (Alm. del) cases gather questions and annexes without a passage.',
    span: '{days} days from {from} to {to}.',
    oneDay: '1 day from {from} to {to}.',
    sameDay: '{from} and {to} on the same day.',
    noFinal: 'The case has had no final reading yet.',
    introduction: 'introduction',
    final: 'final reading',
    otherMeetings: 'Other meetings with the case on the agenda',
  },
});

/** A case's steps as a timeline, with the days from introduction to final reading. */
export function CaseTimeline({ timeline, locale }: { timeline: Timeline; locale: Locale }) {
  const t = messages[locale];
  return (
    <section aria-labelledby="forloeb" className="space-y-4">
      <h2 id="forloeb" className="text-2xl font-semibold">
        {t.heading}
      </h2>
      {timeline.steps.length === 0 ? (
        <p className="rounded border border-dashed border-stone-400 p-4 text-stone-700">{t.noSteps}</p>
      ) : (
        <>
          <SpanSummary timeline={timeline} t={t} locale={locale} />
          <ol aria-label={t.steps} className="relative space-y-6 border-l-2 border-stone-300 pl-5 sm:pl-6">
            {timeline.steps.map((step: CaseStep) => (
              <li key={step.id} className="relative">
                <span
                  aria-hidden="true"
                  className={`absolute top-1.5 -left-[1.72rem] h-3 w-3 rounded-full border-2 sm:-left-[1.97rem] ${
                    isEndpoint(step, timeline) ? 'border-red-800 bg-red-800' : 'border-stone-500 bg-white'
                  }`}
                />
                <CaseStepItem
                  step={step}
                  locale={locale}
                  marker={
                    step.id === timeline.introductionStepId
                      ? 'introduction'
                      : step.id === timeline.span?.toStepId
                        ? 'final'
                        : null
                  }
                />
              </li>
            ))}
          </ol>
        </>
      )}
      {timeline.otherMeetings.length > 0 ? (
        <div className="space-y-2">
          <h3 className="text-lg font-semibold">{t.otherMeetings}</h3>
          <CaseMeetingList meetings={timeline.otherMeetings} locale={locale} />
        </div>
      ) : null}
    </section>
  );
}

const isEndpoint = (step: CaseStep, timeline: Timeline) =>
  step.id === timeline.introductionStepId || step.id === timeline.span?.toStepId;

type Texts = Readonly<Record<keyof (typeof messages)['da'], string>>;

function SpanSummary({ timeline, t, locale }: { timeline: Timeline; t: Texts; locale: Locale }) {
  const span: CaseSpan | null = timeline.span;
  if (!span) {
    // Only a case that was introduced (fremsat) awaits readings; a question or an aktstykke has none to await.
    const introduction = timeline.steps.find((s) => s.id === timeline.introductionStepId);
    const introduced = (introduction?.type ?? '').toLowerCase().startsWith('fremsættelse');
    return introduced ? <p className="text-stone-700">{t.noFinal}</p> : null;
  }
  const from = stepLabel(timeline, span.fromStepId, locale) ?? t.introduction;
  const to = stepLabel(timeline, span.toStepId, locale) ?? t.final;
  const template = span.days === 0 ? t.sameDay : span.days === 1 ? t.oneDay : t.span;
  return (
    <p className="inline-block rounded border border-red-800 bg-red-50 px-3 py-1.5 font-semibold text-red-950">
      {format(template, { days: formatCount(locale, span.days), from, to })}
    </p>
  );
}

function stepLabel(timeline: Timeline, stepId: number, locale: Locale): string | null {
  const step = timeline.steps.find((s) => s.id === stepId);
  const label = stepTitleName(step?.type ?? step?.title ?? null, locale);
  return label ? label.charAt(0).toLowerCase() + label.slice(1) : null;
}
