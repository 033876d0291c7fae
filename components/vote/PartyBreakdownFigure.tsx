import { LazyStackedBarChart } from '@/components/charts/LazyStackedBarChart';
import { type PartyVotes, VOTE_CHOICES } from '@/lib/data/types';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { ChoiceLegend } from './ChoiceLegend';
import { CHOICE_COLOR, choiceCountMessages, choiceLabelMessages } from './vote-choice';

const messages = defineMessages({
  da: {
    title: 'Stemmer pr. parti',
    noParty: 'Uden parti',
    seeTable: 'Tallene står også i tabellen nedenfor.',
  },
  en: {
    title: 'Ballots by party',
    noParty: 'No party',
    seeTable: 'The numbers are also in the table below.',
  },
});

/** The per-party breakdown as stacked bars (visual only) with the same numbers in words in the caption. */
export async function PartyBreakdownFigure({ parties }: { parties: readonly PartyVotes[] }) {
  const locale = await getLocale();
  const t = messages[locale];
  const labels = choiceLabelMessages[locale];
  const countText = choiceCountMessages[locale];
  const categories = parties.map((p) => p.party ?? t.noParty);
  const series = VOTE_CHOICES.map((choice) => ({
    key: choice,
    label: labels[choice],
    color: CHOICE_COLOR[choice],
    values: parties.map((p) => p.counts[choice]),
  }));
  /** 'S: 45 for, 5 fraværende' — choices with no members left out. */
  const partySentence = (p: PartyVotes): string => {
    const parts = VOTE_CHOICES.filter((c) => p.counts[c] > 0).map((c) =>
      format(countText[c], { n: p.counts[c] }),
    );
    return `${p.party ?? t.noParty}: ${parts.join(', ') || '0'}`;
  };
  return (
    <figure className="space-y-3">
      {/* Reserve the chart's height so nothing moves when it draws in the browser. */}
      <div aria-hidden="true" style={{ minHeight: parties.length * 28 + 36 }}>
        <LazyStackedBarChart categories={categories} series={series} />
      </div>
      <figcaption className="space-y-2 text-sm text-stone-800">
        <p>
          <span className="font-semibold">{t.title}: </span>
          {parties.map(partySentence).join('. ')}. {t.seeTable}
        </p>
        <ChoiceLegend />
      </figcaption>
    </figure>
  );
}
