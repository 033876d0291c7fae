import { hemicycleLayout } from '@/components/charts/hemicycle';
import { VOTE_CHOICES, type VoteChoice } from '@/lib/data/types';
import type { VoteTally } from '@/lib/data/vote-tally';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { ChoiceLegend } from './ChoiceLegend';
import { CHOICE_COLOR, choiceCountMessages } from './vote-choice';

const messages = defineMessages({
  da: {
    title: 'Salen',
    seats: '{n} pladser:',
    and: 'og',
    fromStemmer: 'Optalt fra medlemmernes registrerede stemmer.',
    fromKonklusion:
      'Optalt fra afstemningens konklusion; pladser, som konklusionen ikke nævner, er vist som fravær.',
  },
  en: {
    title: 'The chamber',
    seats: '{n} seats:',
    and: 'and',
    fromStemmer: 'Counted from the members’ recorded ballots.',
    fromKonklusion:
      'Counted from the vote’s konklusion; seats the konklusion does not mention are shown as absent.',
  },
});

const SCALE = 100;

/** All seats as a hemicycle (an SVG drawn on the server), filled left to right by choice, with the counts in words. */
export async function SeatOverview({ tally }: { tally: VoteTally }) {
  const locale = await getLocale();
  const t = messages[locale];
  const { seats, seatRadius } = hemicycleLayout(tally.seats);
  // Seats fill left to right, choice by choice; each choice's seats share one group (and its colour).
  const fills: VoteChoice[] = VOTE_CHOICES.flatMap((c) => Array.from({ length: tally.counts[c] }, () => c));
  const seatsBy: Record<VoteChoice, { x: number; y: number }[]> = {
    for: [],
    against: [],
    abstain: [],
    absent: [],
  };
  seats.forEach((seat, i) => {
    seatsBy[fills[i] ?? 'absent'].push({ x: round(seat.x * SCALE), y: round(seat.y * SCALE) });
  });
  const r = round(seatRadius * SCALE);
  const pad = r + 1;
  return (
    <figure className="space-y-3">
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox={`${-SCALE - pad} ${-SCALE - pad} ${2 * (SCALE + pad)} ${SCALE + 2 * pad}`}
        className="mx-auto block w-full max-w-md"
      >
        {VOTE_CHOICES.map((choice) => (
          <g
            key={choice}
            fill={CHOICE_COLOR[choice]}
            stroke={choice === 'absent' ? '#78716c' : undefined}
            strokeWidth={choice === 'absent' ? 0.6 : undefined}
          >
            {seatsBy[choice].map((seat) => (
              <circle key={`${seat.x},${seat.y}`} cx={seat.x} cy={seat.y} r={r} />
            ))}
          </g>
        ))}
      </svg>
      <figcaption className="space-y-2 text-sm text-stone-800">
        <p>
          <span className="font-semibold">{t.title}: </span>
          {format(t.seats, { n: tally.seats })} {seatSentence(tally, locale)}.
        </p>
        <ChoiceLegend />
        <p className="text-stone-700">{tally.source === 'stemmer' ? t.fromStemmer : t.fromKonklusion}</p>
      </figcaption>
    </figure>
  );
}

const round = (n: number) => Math.round(n * 10) / 10 || 0;

/** '89 for, 24 imod, 3 hverken for eller imod og 63 fraværende' (in English: '89 for, 24 against, …'). */
export function seatSentence(tally: VoteTally, locale: Locale = 'da'): string {
  const parts = VOTE_CHOICES.map((c) => format(choiceCountMessages[locale][c], { n: tally.counts[c] }));
  return `${parts.slice(0, -1).join(', ')} ${messages[locale].and} ${parts.at(-1)}`;
}
