import { VOTE_CHOICES } from '@/lib/data/types';
import type { PartyVotes } from '@/lib/data/votes/types';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { choiceCountMessages } from '@/lib/wording/vote-counts';
import { ChoiceLegend } from './ChoiceLegend';
import { CHOICE_SWATCH, CHOICE_TEXT_COLOR } from './vote-choice';

const messages = defineMessages({
  da: { title: 'Stemmer pr. parti', noParty: 'Uden registreret parti' },
  en: { title: 'Ballots by party', noParty: 'No recorded party' },
});

/** A segment gets its number written in it from this share of the largest party's bar (about 20 px on a phone). */
const LABEL_FROM = 0.06;

/**
 * The per-party breakdown as stacked bars drawn on the server (no script): one row per party with its full name and
 * code (in words, never in the party's colour, which could be read as a choice: docs/design.md, "Colours"), each bar
 * as long as the party's ballots beside the largest party's, a segment per choice with its number where it fits, and
 * the total. Each row says its numbers to screen readers in a sentence; the bars are for the eye. The
 * table below has every number too.
 */
export async function PartyBreakdownFigure({ parties }: { parties: readonly PartyVotes[] }) {
  const locale = await getLocale();
  const t = messages[locale];
  const countText = choiceCountMessages[locale];
  const largest = Math.max(1, ...parties.map((p) => VOTE_CHOICES.reduce((n, c) => n + p.counts[c], 0)));
  return (
    <figure className="space-y-3" data-choice-figure="">
      <figcaption className="space-y-2 text-sm text-stone-800">
        <p className="font-semibold">{t.title}</p>
        <ChoiceLegend />
      </figcaption>
      <ul aria-label={t.title} className="space-y-2">
        {parties.map((p) => {
          const total = VOTE_CHOICES.reduce((n, c) => n + p.counts[c], 0);
          const name = p.party === null ? t.noParty : (p.partyName ?? p.party);
          const sentence = VOTE_CHOICES.filter((c) => p.counts[c] > 0)
            .map((c) => format(countText[c], { n: p.counts[c] }))
            .join(', ');
          return (
            <li
              key={p.party ?? ''}
              data-party={p.party ?? ''}
              className="grid gap-1 sm:grid-cols-[14rem_1fr] sm:items-center sm:gap-3"
            >
              <span className="text-sm">
                <span lang={p.party !== null && p.partyName ? 'da' : undefined} className="font-medium">
                  {name}
                </span>
                {p.party && p.party !== name ? <span className="text-stone-600"> ({p.party})</span> : null}
                <span className="sr-only">: {sentence || '0'}</span>
              </span>
              <span aria-hidden="true" className="flex items-center gap-2">
                <span
                  className="flex h-6 overflow-hidden rounded-sm"
                  style={{ width: `${(total / largest) * 85}%` }}
                >
                  {VOTE_CHOICES.filter((c) => p.counts[c] > 0).map((c) => (
                    <span
                      key={c}
                      data-choice={c}
                      className={`flex items-center justify-center text-xs font-semibold tabular-nums ${CHOICE_SWATCH[c]}`}
                      style={{ flexGrow: p.counts[c], flexBasis: 0, color: CHOICE_TEXT_COLOR[c] }}
                    >
                      {p.counts[c] / largest >= LABEL_FROM ? p.counts[c] : null}
                    </span>
                  ))}
                </span>
                <span className="text-sm tabular-nums text-stone-700">{total}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
