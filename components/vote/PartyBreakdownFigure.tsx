import { LazyStackedBarChart } from '@/components/charts/LazyStackedBarChart';
import { type PartyVotes, VOTE_CHOICES } from '@/lib/data/types';
import { ChoiceLegend } from './ChoiceLegend';
import { CHOICE_COLOR, CHOICE_COUNT_NOUN, CHOICE_LABEL } from './vote-choice';

const TEXT = {
  title: 'Stemmer pr. parti',
  noParty: 'Uden parti',
  seeTable: 'Tallene står også i tabellen nedenfor.',
} as const;

/** The per-party breakdown as stacked bars (visual only) with the same numbers in words in the caption. */
export function PartyBreakdownFigure({ parties }: { parties: readonly PartyVotes[] }) {
  const categories = parties.map((p) => p.party ?? TEXT.noParty);
  const series = VOTE_CHOICES.map((choice) => ({
    key: choice,
    label: CHOICE_LABEL[choice],
    color: CHOICE_COLOR[choice],
    values: parties.map((p) => p.counts[choice]),
  }));
  return (
    <figure className="space-y-3">
      {/* Reserve the chart's height so nothing moves when it draws in the browser. */}
      <div aria-hidden="true" style={{ minHeight: parties.length * 28 + 36 }}>
        <LazyStackedBarChart categories={categories} series={series} />
      </div>
      <figcaption className="space-y-2 text-sm text-stone-800">
        <p>
          <span className="font-semibold">{TEXT.title}: </span>
          {parties.map((p) => partySentence(p)).join('. ')}. {TEXT.seeTable}
        </p>
        <ChoiceLegend />
      </figcaption>
    </figure>
  );
}

/** 'S: 45 for, 5 fraværende' — choices with no members left out. */
function partySentence(p: PartyVotes): string {
  const parts = VOTE_CHOICES.filter((c) => p.counts[c] > 0).map(
    (c) => `${p.counts[c]} ${CHOICE_COUNT_NOUN[c]}`,
  );
  return `${p.party ?? TEXT.noParty}: ${parts.join(', ') || '0'}`;
}
