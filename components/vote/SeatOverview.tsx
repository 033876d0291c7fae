import { hemicycleLayout } from '@/components/charts/hemicycle';
import { VOTE_CHOICES, type VoteChoice } from '@/lib/data/types';
import type { MemberBallot, PartyVotes } from '@/lib/data/votes/types';
import type { VoteTally } from '@/lib/data/votes/vote-tally';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { choiceCountMessages } from '@/lib/wording/vote-counts';
import { ChoiceLegend } from './ChoiceLegend';
import { PartySeatChart } from './PartySeatChart';
import { CHOICE_COLOR } from './vote-choice';

const messages = defineMessages({
  da: {
    title: 'Salen',
    seats: '{n} pladser:',
    and: 'og',
    fromStemmer: 'Optalt fra medlemmernes registrerede stemmer.',
    byParty:
      'Partierne sidder i den politiske orden fra venstre mod højre (EL yderst til venstre), uanset hvordan de stemte; partiets bogstaver står ved buen over dets pladser, og hver plads fører til medlemmet.',
    fromKonklusion:
      'Optalt fra afstemningens konklusion; pladser, som konklusionen ikke nævner, er vist som fravær.',
  },
  en: {
    title: 'The chamber',
    seats: '{n} seats:',
    and: 'and',
    fromStemmer: 'Counted from the members’ recorded ballots.',
    byParty:
      'The parties sit in the political order from left to right (EL on the far left), however they voted; each party’s code stands by the arc over its seats, and every seat leads to its member.',
    fromKonklusion:
      'Counted from the vote’s conclusion; seats the conclusion does not mention are shown as absent.',
  },
});

const SCALE = 100;

/**
 * All seats as a hemicycle drawn on the server, with the counts in words: each member in their party's wedge when
 * the vote has member ballots, else (counts from the konklusion only) filled left to right by choice.
 */
export async function SeatOverview({
  tally,
  ballots,
  parties,
}: {
  tally: VoteTally;
  ballots: readonly MemberBallot[];
  parties: readonly PartyVotes[];
}) {
  const locale = await getLocale();
  const t = messages[locale];
  const byParty = tally.source === 'stemmer' && ballots.length > 0;
  return (
    <figure className="space-y-3" data-choice-figure="">
      {byParty ? <PartySeatChart ballots={ballots} parties={parties} /> : <ChoiceSeats tally={tally} />}
      <figcaption className="space-y-2 text-sm text-stone-800">
        <p>
          <span className="font-semibold">{t.title}: </span>
          {format(t.seats, { n: tally.seats })} {seatSentence(tally, locale)}.
        </p>
        <ChoiceLegend />
        <p className="text-stone-700">
          {tally.source === 'stemmer' ? t.fromStemmer : t.fromKonklusion}
          {byParty ? ` ${t.byParty}` : null}
        </p>
      </figcaption>
    </figure>
  );
}

/** The seats filled left to right by choice, when only the counts are known (no member ballots). */
function ChoiceSeats({ tally }: { tally: VoteTally }) {
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
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`${-SCALE - pad} ${-SCALE - pad} ${2 * (SCALE + pad)} ${SCALE + 2 * pad}`}
      className="mx-auto block w-full max-w-md"
    >
      {VOTE_CHOICES.map((choice) => (
        <g
          key={choice}
          data-choice={choice}
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
  );
}

const round = (n: number) => Math.round(n * 10) / 10 || 0;

/** '89 for, 24 imod, 3 hverken for eller imod og 63 fraværende' (in English: '89 for, 24 against, …'). */
export function seatSentence(tally: VoteTally, locale: Locale = 'da'): string {
  const parts = VOTE_CHOICES.map((c) => format(choiceCountMessages[locale][c], { n: tally.counts[c] }));
  return `${parts.slice(0, -1).join(', ')} ${messages[locale].and} ${parts.at(-1)}`;
}
