import { formatCount, formatShare } from '@/components/actor/numbers';
import { PoliticianShareChart } from '@/components/charts/PoliticianShareChart';
import type { PartyLoyalty, VoteCounts, VotingPeriod } from '@/lib/data/types';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { shortPeriodLabel } from './choice';
import { attendance, withPartyShare } from './voting-numbers';

const messages = defineMessages({
  da: {
    title: 'Fremmøde og stemmer med partiet',
    attendance: 'Fremmøde',
    withParty: 'Stemte med partiets flertal',
    summary:
      'I alt var medlemmet til stede ved {attendance} af afstemningerne og stemte som flertallet i sin folketingsgruppe i {withParty} af de afstemninger, hvor gruppen havde et flertal ({with} af {decided}).',
    noParty:
      'Medlemmet har ikke stemt, hvor en folketingsgruppe havde et flertal at sammenligne med; fremmødet var i alt {attendance}.',
    lowest: 'Laveste andel i en enkelt samling (med mindst 20 sådanne afstemninger): {period} ({share}).',
    legend: 'Linjer',
    unknownPeriod: 'Ukendt samling',
  },
  en: {
    title: 'Attendance and votes with the party',
    attendance: 'Attendance',
    withParty: 'Voted with the party majority',
    summary:
      'In all the member was present for {attendance} of the votes and voted with the majority of their parliamentary group in {withParty} of the votes where the group had a majority ({with} of {decided}).',
    noParty:
      'The member has cast no vote where a parliamentary group had a majority to compare with; attendance was {attendance} in all.',
    lowest: 'Lowest share in a single session (with at least 20 such votes): {period} ({share}).',
    legend: 'Lines',
    unknownPeriod: 'Unknown session',
  },
});

/** Attendance and votes with the party majority per samling as lines, with the figures in words. */
export async function LoyaltyFigure({
  periods,
  loyalty,
  totals,
}: {
  periods: readonly VotingPeriod[];
  loyalty: PartyLoyalty;
  totals: VoteCounts;
}) {
  const locale = await getLocale();
  const t = messages[locale];
  const categories = periods.map((p) => shortPeriodLabel(p.period?.title ?? null, t.unknownPeriod));
  const series = [
    {
      key: 'attendance',
      label: t.attendance,
      color: '#44403c',
      dashed: true,
      values: periods.map((p) => attendance(p.counts)),
    },
    {
      key: 'withParty',
      label: t.withParty,
      color: '#991b1b',
      values: periods.map((p) => withPartyShare(p.loyalty)),
    },
  ];
  const decided = loyalty.withParty + loyalty.againstParty;
  const lowest = periods
    .filter((p) => p.loyalty.withParty + p.loyalty.againstParty >= 20)
    .sort((a, b) => (withPartyShare(a.loyalty) ?? 1) - (withPartyShare(b.loyalty) ?? 1))[0];
  return (
    <figure className="space-y-2">
      <h3 className="text-lg font-semibold">{t.title}</h3>
      <div aria-hidden="true" style={{ minHeight: 220 }}>
        <PoliticianShareChart categories={categories} series={series} />
      </div>
      <figcaption className="space-y-2 text-sm text-stone-800">
        <p className="max-w-prose">
          {decided === 0
            ? format(t.noParty, { attendance: formatShare(locale, attendance(totals)) })
            : format(t.summary, {
                attendance: formatShare(locale, attendance(totals)),
                withParty: formatShare(locale, withPartyShare(loyalty)),
                with: formatCount(locale, loyalty.withParty),
                decided: formatCount(locale, decided),
              })}{' '}
          {lowest && periods.length > 1
            ? format(t.lowest, {
                period: lowest.period?.title ?? t.unknownPeriod,
                share: formatShare(locale, withPartyShare(lowest.loyalty)),
              })
            : null}
        </p>
        <ul aria-label={t.legend} className="flex flex-wrap gap-x-4 gap-y-1">
          <li className="inline-flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="inline-block w-6 border-t-[3px] border-dashed border-stone-700"
            />
            {t.attendance}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block w-6 border-t-[3px] border-red-800" />
            {t.withParty}
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}
