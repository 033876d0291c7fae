import { LocaleLink } from '@/components/ui/LocaleLink';
import { NoBallotsNote } from '@/components/vote/NoBallotsNote';
import type { CaseStepVote } from '@/lib/data/cases/types';
import type { KonklusionCounts, VoteCounts } from '@/lib/data/types';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { voteTypeName } from '@/lib/i18n/oda-terms';
import { votePath } from '@/lib/routes';

const messages = defineMessages({
  da: {
    vote: 'Afstemning nr. {nummer}',
    adopted: 'Vedtaget',
    rejected: 'Forkastet',
    for: 'For',
    against: 'Imod',
    abstain: 'Hverken for eller imod',
    absent: 'Fravær',
    fromStemmer: 'Optalte stemmer',
    fromKonklusion: 'Ifølge konklusionen',
    outcomeDisagrees:
      'Uoverensstemmelse: afstemningen er registreret som {recorded}, men konklusionsteksten siger {stated}.',
    countsDisagree: 'Uoverensstemmelse: konklusionsteksten og de optalte stemmer giver forskellige tal.',
    vedtaget: 'vedtaget',
    forkastet: 'forkastet',
  },
  en: {
    vote: 'Vote no. {nummer}',
    adopted: 'Adopted',
    rejected: 'Rejected',
    for: 'For',
    against: 'Against',
    abstain: 'Abstained',
    absent: 'Absent',
    fromStemmer: 'Counted votes',
    fromKonklusion: 'According to the conclusion',
    outcomeDisagrees:
      'Discrepancy: the vote is recorded as {recorded}, but the conclusion text says {stated}.',
    countsDisagree: 'Discrepancy: the conclusion text and the counted votes give different numbers.',
    vedtaget: 'adopted',
    forkastet: 'rejected',
  },
});

type Texts = Readonly<Record<keyof (typeof messages)['da'], string>>;

/**
 * A vote on a case step: link to the vote, its outcome in words and a symbol, counts from the Stemme rows and from
 * the konklusion text, and a note wherever the sources disagree (both values are shown, neither is chosen); without
 * Stemme rows, the sentence saying what the result rests on (NoBallotsNote).
 */
export function StepVote({ vote, locale }: { vote: CaseStepVote; locale: Locale }) {
  const t = messages[locale];
  return (
    <div className="space-y-1">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <LocaleLink
          href={votePath(vote.id)}
          prefetch={false}
          className="target font-medium text-red-800 underline underline-offset-2 hover:text-red-900"
        >
          {format(t.vote, { nummer: vote.nummer })}
        </LocaleLink>
        {vote.voteType ? (
          <span className="text-sm text-stone-700">
            {voteTypeName(vote.voteTypeId, vote.voteType, locale)}
          </span>
        ) : null}
        <Outcome adopted={vote.adopted} t={t} />
      </p>
      {vote.stemmeCounts ? <Counts label={t.fromStemmer} counts={vote.stemmeCounts} t={t} /> : null}
      {vote.konklusionCounts && (!vote.stemmeCounts || vote.countsDisagree) ? (
        <Counts label={t.fromKonklusion} counts={vote.konklusionCounts} t={t} />
      ) : null}
      {vote.stemmeCounts ? null : (
        <NoBallotsNote statesCounts={vote.konklusionCounts !== null} locale={locale} />
      )}
      {vote.outcomesDisagree && vote.statedOutcome ? (
        <Discrepancy>
          {format(t.outcomeDisagrees, {
            recorded: vote.adopted ? t.vedtaget : t.forkastet,
            stated: t[vote.statedOutcome],
          })}
        </Discrepancy>
      ) : null}
      {vote.countsDisagree ? <Discrepancy>{t.countsDisagree}</Discrepancy> : null}
      {vote.comment ? <p className="text-sm italic text-stone-700">{vote.comment}</p> : null}
    </div>
  );
}

function Outcome({ adopted, t }: { adopted: boolean; t: Texts }) {
  return adopted ? (
    <span className="inline-flex items-center gap-1 rounded-full border border-green-800 bg-green-50 px-2 py-0.5 text-sm font-semibold text-green-900">
      <span aria-hidden="true">✓</span>
      {t.adopted}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full border border-red-800 bg-red-50 px-2 py-0.5 text-sm font-semibold text-red-900">
      <span aria-hidden="true">✗</span>
      {t.rejected}
    </span>
  );
}

function Counts({ label, counts, t }: { label: string; counts: VoteCounts | KonklusionCounts; t: Texts }) {
  const parts: [string, number | null][] = [
    [t.for, counts.for],
    [t.against, counts.against],
    [t.abstain, counts.abstain],
  ];
  if ('absent' in counts) parts.push([t.absent, counts.absent]);
  return (
    <p className="text-sm text-stone-800">
      <span className="font-medium">{label}:</span>{' '}
      {parts
        .filter((p): p is [string, number] => p[1] !== null)
        .map(([name, n]) => `${name} ${n}`)
        .join(' · ')}
    </p>
  );
}

function Discrepancy({ children }: { children: string }) {
  return (
    <p role="note" className="border-l-4 border-amber-600 bg-amber-50 px-2 py-1 text-sm text-stone-900">
      <span aria-hidden="true">⚠ </span>
      {children}
    </p>
  );
}
