import { partySeatLayout } from '@/components/charts/party-seats';
import { VOTE_CHOICES } from '@/lib/data/types';
import type { MemberBallot, PartyVotes } from '@/lib/data/votes/types';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { actorPath, localePath } from '@/lib/routes';
import { choiceCountMessages } from '@/lib/wording/vote-counts';
import { CHOICE_COLOR, choiceLabelMessages } from './vote-choice';

const messages = defineMessages({
  da: {
    label: 'Salen, parti for parti; hver plads er et medlem og fører til medlemmets side',
    noParty: 'Uden registreret parti',
    unknown: 'ukendt stemme',
  },
  en: {
    label: 'The chamber, party by party; each seat is a member and leads to their page',
    noParty: 'No recorded party',
    unknown: 'unknown vote',
  },
});

const SCALE = 100;
/** Wedges narrower than this (radians on the outer ring, about four seats) get no code beside their arc. */
const LABEL_FROM = 0.09;

/** The arc that marks a party's wedge: one neutral grey for every party, so the only colours are the choices'. */
/**
 * The arcs that mark the parties' wedges: two neutral greys taking turns, so neighbouring parties part visibly and
 * the only colours are the choices'.
 */
const ARC_COLOURS = ['#44403c', '#a8a29e'] as const;

/**
 * Every member's seat, grouped in party wedges in the chamber's order (components/charts/party-seats.ts), each seat
 * filled with the member's choice. A party is shown by its place, a grey arc outside its wedge (dark and light by turns) and its code beside
 * the arc — never by its colour, which could be read as a choice (docs/design.md, "Colours"). Seats are links to
 * the members, named for screen readers and hover ('Mette Frederiksen (S): For'); each wedge is a group named with
 * the party's counts. Drawn on the server.
 */
export async function PartySeatChart({
  ballots,
  parties,
}: {
  ballots: readonly MemberBallot[];
  parties: readonly PartyVotes[];
}) {
  const locale = await getLocale();
  const t = messages[locale];
  const choiceName = choiceLabelMessages[locale];
  const { wedges, seatRadius } = partySeatLayout(ballots, parties);
  const r = round(seatRadius * SCALE);
  const arcRadius = 1 + 2.2 * seatRadius;
  const labelRadius = arcRadius + 0.09;
  const pad = 0.2 * SCALE;
  // Room at the sides for the codes of the parties sitting at the ends of the floor.
  const side = 0.32 * SCALE;
  // An arc reaches a little past its outer seats' centres, leaving a gap between neighbouring parties.
  const reach = 0.8 * seatRadius;
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG cannot hold a fieldset; the group names the chamber's links
    <svg
      role="group"
      aria-label={t.label}
      viewBox={`${-SCALE - side} ${-SCALE - pad} ${2 * (SCALE + side)} ${SCALE + pad + r + 1}`}
      className="mx-auto block w-full max-w-lg"
    >
      {wedges.map((w, i) => {
        // The group's name for screen readers; in English by its code, as a label cannot mark ODA's Danish name.
        const name = w.party === null ? t.noParty : locale === 'en' ? w.party : (w.partyName ?? w.party);
        const summary = VOTE_CHOICES.filter((c) => w.counts[c] > 0)
          .map((c) => format(choiceCountMessages[locale][c], { n: w.counts[c] }))
          .join(', ');
        const mid = (w.fromAngle + w.toAngle) / 2;
        return (
          // biome-ignore lint/a11y/useSemanticElements: an SVG group of links; fieldset does not exist in SVG
          // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: <g> is not interactive; it names the party
          <g key={w.party ?? ''} role="group" aria-label={`${name}: ${summary}`} data-party={w.party ?? ''}>
            {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a path is not focusable; the arc is decoration */}
            <path
              d={arc(w.fromAngle + reach, w.toAngle - reach, arcRadius)}
              fill="none"
              stroke={ARC_COLOURS[i % 2]}
              strokeWidth={0.035 * SCALE}
              strokeLinecap="butt"
              aria-hidden="true"
            />
            {w.fromAngle - w.toAngle >= LABEL_FROM && w.party ? (
              // biome-ignore lint/a11y/noAriaHiddenOnFocusable: text is not focusable; the group's name says the party
              <text
                aria-hidden="true"
                x={round(Math.cos(mid) * labelRadius * SCALE)}
                y={round(-Math.sin(mid) * labelRadius * SCALE)}
                textAnchor={Math.cos(mid) < -0.35 ? 'end' : Math.cos(mid) > 0.35 ? 'start' : 'middle'}
                dominantBaseline="middle"
                fontSize={7}
                fontWeight={600}
                fill="#1c1917"
              >
                {w.party}
              </text>
            ) : null}
            {w.seats.map(({ x, y, ballot }) => (
              <a key={ballot.actorId} href={localePath(locale, actorPath(ballot.actorId))} className="seat">
                <title>{`${ballot.name}${ballot.party ? ` (${ballot.party})` : ''}: ${ballot.choice ? choiceName[ballot.choice] : t.unknown}`}</title>
                <circle
                  cx={round(x * SCALE)}
                  cy={round(y * SCALE)}
                  r={r}
                  fill={ballot.choice ? CHOICE_COLOR[ballot.choice] : '#ffffff'}
                  data-choice={ballot.choice ?? 'unknown'}
                  stroke={ballot.choice === 'absent' || ballot.choice === null ? '#78716c' : undefined}
                  strokeWidth={ballot.choice === 'absent' || ballot.choice === null ? 0.6 : undefined}
                />
              </a>
            ))}
          </g>
        );
      })}
    </svg>
  );
}

/** An SVG arc on a circle of `radius` (unit coordinates) from angle `from` to `to`, left to right. */
function arc(from: number, to: number, radius: number): string {
  const p = (a: number) => `${round(Math.cos(a) * radius * SCALE)} ${round(-Math.sin(a) * radius * SCALE)}`;
  return `M ${p(from)} A ${round(radius * SCALE)} ${round(radius * SCALE)} 0 0 1 ${p(to)}`;
}

const round = (n: number) => Math.round(n * 10) / 10 || 0;
