import { byChamberOrder } from '@/components/charts/chamber-order';
import { DanishText } from '@/components/ui/DanishText';
import type { PartyVotes } from '@/lib/data/votes/types';
import { defineMessages } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { CHOICE_COLOR, CHOICE_TEXT_COLOR, choiceLabelMessages } from './vote-choice';

const messages = defineMessages({
  da: { noParty: 'Uden parti' },
  en: { noParty: 'No party' },
});

/** A party gets its code written in its segment from this share of the longer side (about 24 px on a phone). */
const LABEL_FROM = 0.07;

const SIDES = ['for', 'against'] as const;

/**
 * Who made up each side: a bar for 'For' and one for 'Imod' in the choice's colour, cut by white lines into a
 * segment per party in the chamber's order (components/charts/chamber-order.ts), as long as its members on that side,
 * with its code where it fits, and every party's count in small print below; the longer side spans the width.
 * Parties are told apart by code and place, never by their colour, which inside a For or Imod bar would read as a
 * choice (docs/design.md, "Colours"). Screen readers get each side as a sentence ('For: Socialdemokratiet 45,
 * Venstre 23'). Drawn on the server.
 */
export async function PartySides({ parties }: { parties: readonly PartyVotes[] }) {
  const locale = await getLocale();
  const t = messages[locale];
  const labels = choiceLabelMessages[locale];
  const longest = Math.max(1, ...SIDES.map((side) => parties.reduce((n, p) => n + p.counts[side], 0)));
  return (
    <dl className="space-y-2" data-choice-figure="">
      {SIDES.map((side) => {
        const members = parties
          .filter((p) => p.counts[side] > 0)
          .sort((a, b) => byChamberOrder(a.party, b.party));
        const total = members.reduce((n, p) => n + p.counts[side], 0);
        // Each party by ODA's (Danish) name, marked as such, and its count.
        const sentence = members.map((p, i) => (
          <span key={p.party ?? ''}>
            {i > 0 ? ', ' : null}
            {p.partyName || p.party ? (
              <DanishText locale={locale}>{p.partyName ?? p.party}</DanishText>
            ) : (
              t.noParty
            )}{' '}
            {p.counts[side]}
          </span>
        ));
        return (
          <div key={side} className="grid grid-cols-[4.5rem_1fr] items-start gap-2">
            <dt className="pt-1 text-sm font-semibold">
              {labels[side]} <span className="tabular-nums">{total}</span>
            </dt>
            <dd>
              <span className="sr-only">{sentence.length > 0 ? sentence : '0'}</span>
              <span
                aria-hidden="true"
                className="flex h-7 overflow-hidden rounded-sm bg-stone-100"
                style={{ width: `${Math.max(total / longest, 0.002) * 100}%` }}
              >
                {members.map((p) => (
                  <span
                    key={p.party ?? ''}
                    lang={p.partyName || p.party ? 'da' : undefined}
                    title={`${p.partyName ?? p.party ?? t.noParty}: ${p.counts[side]}`}
                    data-choice={side}
                    data-party={p.party ?? ''}
                    className="flex items-center justify-center border-r-2 border-white text-xs font-semibold last:border-r-0"
                    style={{
                      flexGrow: p.counts[side],
                      flexBasis: 0,
                      background: CHOICE_COLOR[side],
                      color: CHOICE_TEXT_COLOR[side],
                    }}
                  >
                    {p.counts[side] / longest >= LABEL_FROM ? p.party : null}
                  </span>
                ))}
              </span>
              <span aria-hidden="true" className="mt-1 block text-xs text-stone-700 tabular-nums">
                {members.map((p) => `${p.party ?? t.noParty} ${p.counts[side]}`).join(' · ')}
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
