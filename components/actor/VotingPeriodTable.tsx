import { choiceLabelMessages } from '@/components/vote/vote-choice';
import { attendance } from '@/lib/data/actors/attendance';
import type { VotingPeriod } from '@/lib/data/actors/types';
import { VOTE_CHOICES } from '@/lib/data/types';
import { formatCount, formatShare } from '@/lib/format/numbers';
import { defineMessages } from '@/lib/i18n/locale';
import { periodTitle } from '@/lib/i18n/oda-terms';
import { getLocale } from '@/lib/i18n/server';
import { withPartyShare } from './voting-numbers';

const messages = defineMessages({
  da: {
    table: 'Vis tallene pr. samling',
    caption: 'Stemmer, fremmøde og stemmer med partiets flertal pr. samling',
    period: 'Samling',
    attendance: 'Fremmøde',
    withParty: 'Med partiet',
    againstParty: 'Imod partiet',
    unknownPeriod: 'Ukendt samling',
  },
  en: {
    table: 'Show the figures per session',
    caption: 'Ballots, attendance and votes with the party majority per session',
    period: 'Session',
    attendance: 'Attendance',
    withParty: 'With party',
    againstParty: 'Against party',
    unknownPeriod: 'Unknown session',
  },
});

/** Every number of a member's samlinger — ballots per choice, attendance, votes with and against the party — in a table behind a disclosure. */
export async function VotingPeriodTable({ periods }: { periods: readonly VotingPeriod[] }) {
  const locale = await getLocale();
  const t = messages[locale];
  const labels = choiceLabelMessages[locale];
  const cell = 'py-1 pr-3';
  return (
    <details className="text-sm">
      <summary className="table-toggle">{t.table}</summary>
      <section
        aria-label={t.caption}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen scrolls here; keyboard users must reach it
        tabIndex={0}
        className="mt-2 overflow-x-auto focus-visible:outline-2 focus-visible:outline-red-800"
      >
        <table className="w-full min-w-[40rem] border-collapse text-right tabular-nums">
          <caption className="sr-only">{t.caption}</caption>
          <thead>
            <tr className="border-b-2 border-stone-400">
              <th scope="col" className={`${cell} text-left font-semibold`}>
                {t.period}
              </th>
              {VOTE_CHOICES.map((choice) => (
                <th key={choice} scope="col" className={`${cell} font-semibold`}>
                  {labels[choice]}
                </th>
              ))}
              <th scope="col" className={`${cell} font-semibold`}>
                {t.attendance}
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                {t.withParty}
              </th>
              <th scope="col" className="py-1 font-semibold">
                {t.againstParty}
              </th>
            </tr>
          </thead>
          <tbody>
            {periods.map((p) => (
              <tr key={p.period?.id ?? 'ukendt'} className="border-b border-stone-200">
                <th scope="row" className={`${cell} text-left font-medium`}>
                  {periodTitle(p.period?.title ?? null, locale) ?? t.unknownPeriod}
                </th>
                {VOTE_CHOICES.map((choice) => (
                  <td key={choice} className={cell}>
                    {formatCount(locale, p.counts[choice])}
                  </td>
                ))}
                <td className={cell}>{formatShare(locale, attendance(p.counts))}</td>
                <td className={cell}>{formatShare(locale, withPartyShare(p.loyalty))}</td>
                <td className="py-1">{formatCount(locale, p.loyalty.againstParty)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  );
}
