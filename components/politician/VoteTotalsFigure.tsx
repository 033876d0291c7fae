import { formatCount } from '@/components/actor/numbers';
import { PoliticianVoteTotalsChart } from '@/components/charts/PoliticianVoteTotalsChart';
import { VOTE_CHOICES, type VoteCounts } from '@/lib/data/types';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { CHOICE_COLOR, choiceMessages } from './choice';

const messages = defineMessages({
  da: {
    title: 'Stemmer i alt',
    summary:
      '{name} har stemt for {for} gange, imod {against} gange, hverken for eller imod {abstain} gange og var fraværende ved {absent} afstemninger.',
    short: 'Hverken',
  },
  en: {
    title: 'All ballots',
    summary:
      '{name} voted for {for} times, against {against} times, abstained {abstain} times and was absent from {absent} votes.',
    short: 'Abstained',
  },
});

/** A member's ballots per choice: bars for the eye (hidden from screen readers), the numbers in words below. */
export async function VoteTotalsFigure({ totals, name }: { totals: VoteCounts; name: string }) {
  const locale = await getLocale();
  const t = messages[locale];
  const labels = choiceMessages[locale];
  const bars = VOTE_CHOICES.map((choice) => ({
    key: choice,
    label: choice === 'abstain' ? t.short : labels[choice],
    color: CHOICE_COLOR[choice],
    value: totals[choice],
  }));
  const n = (v: number) => formatCount(locale, v);
  return (
    <figure className="space-y-2">
      <h3 className="text-lg font-semibold">{t.title}</h3>
      <div aria-hidden="true" style={{ minHeight: bars.length * 34 + 32 }}>
        <PoliticianVoteTotalsChart bars={bars} />
      </div>
      <figcaption className="max-w-prose text-sm text-stone-800">
        {format(t.summary, {
          name,
          for: n(totals.for),
          against: n(totals.against),
          abstain: n(totals.abstain),
          absent: n(totals.absent),
        })}
      </figcaption>
    </figure>
  );
}
