import { ExploreLauncher } from '@/components/charts/ExploreLauncher';
import { ATTENDANCE_FILL, ShareBar, WITH_PARTY_FILL } from '@/components/charts/ShareBar';
import { attendance } from '@/lib/data/actors/attendance';
import type { PartyLoyalty, VotingPeriod } from '@/lib/data/actors/types';
import type { VoteCounts } from '@/lib/data/types';
import { formatCount, formatShare } from '@/lib/format/numbers';
import { defineMessages, format } from '@/lib/i18n/locale';
import { periodTitle } from '@/lib/i18n/oda-terms';
import { getLocale } from '@/lib/i18n/server';
import { VotingPeriodTable } from './VotingPeriodTable';
import {
  type CourseRow,
  courseExploreData,
  courseRows,
  extremes,
  MIN_VOTES_FOR_EXTREMES,
} from './voting-course';
import { withPartyShare } from './voting-numbers';

const messages = defineMessages({
  da: {
    title: 'Fremmøde og stemmer med partiet pr. samling',
    overall:
      'I alt var medlemmet til stede ved {attendance} af afstemningerne og stemte som flertallet i sin folketingsgruppe i {withParty} af de afstemninger, hvor gruppen havde et flertal ({with} af {decided}).',
    overallNoParty:
      'I alt var medlemmet til stede ved {attendance} af afstemningerne; der er ingen afstemninger, hvor medlemmets folketingsgruppe havde et flertal at sammenligne med.',
    attendanceRange: 'Fremmødet var højest i {high} ({highShare}) og lavest i {low} ({lowShare}).',
    partyRange: 'Stemmerne med partiet var færrest i {low} ({lowShare}).',
    min: 'Samlinger med under {min} afstemninger er ikke med i højest og lavest.',
    attendance: 'Fremmøde',
    withParty: 'Stemte med partiets flertal',
    votes: '{n} afst.',
    legend: 'Søjler',
    unknownPeriod: 'Ukendt samling',
    none: '–',
    point: '{share} af {n} afstemninger',
    nonePoint: 'ingen afstemninger',
  },
  en: {
    title: 'Attendance and votes with the party per session',
    overall:
      'In all the member was present for {attendance} of the votes and voted with the majority of their parliamentary group in {withParty} of the votes where the group had a majority ({with} of {decided}).',
    overallNoParty:
      'In all the member was present for {attendance} of the votes; there are no votes where their parliamentary group had a majority to compare with.',
    attendanceRange: 'Attendance was highest in {high} ({highShare}) and lowest in {low} ({lowShare}).',
    partyRange: 'Votes with the party were fewest in {low} ({lowShare}).',
    min: 'Sessions with fewer than {min} votes are left out of highest and lowest.',
    attendance: 'Attendance',
    withParty: 'Voted with the party majority',
    votes: '{n} votes',
    legend: 'Bars',
    unknownPeriod: 'Unknown session',
    none: '–',
    point: '{share} of {n} votes',
    nonePoint: 'no votes',
  },
});

/**
 * Does the member turn up, and do they vote with their party? Per samling, oldest first: the share of votes
 * attended and the share cast with the party group's majority, as bars drawn on the server (SVG, no script) with
 * each value written beside its bar. The summary says the totals and the extremes in words; the table behind the
 * disclosure has every number (the bars are hidden from screen readers).
 */
export async function VotingCourseFigure({
  periods,
  totals,
  loyalty,
}: {
  periods: readonly VotingPeriod[];
  totals: VoteCounts;
  loyalty: PartyLoyalty;
}) {
  const locale = await getLocale();
  const t = messages[locale];
  const rows = courseRows(periods);
  const pct = (v: number | null) => formatShare(locale, v, t.none);
  const title = (r: CourseRow) => periodTitle(r.title, locale) ?? t.unknownPeriod;
  const decided = loyalty.withParty + loyalty.againstParty;
  const present = extremes(
    rows,
    (r) => r.attendance,
    (r) => r.votes,
  );
  const party = extremes(
    rows,
    (r) => r.withParty,
    (r) => r.decided,
  );
  const sentences = [
    decided === 0
      ? format(t.overallNoParty, { attendance: pct(attendance(totals)) })
      : format(t.overall, {
          attendance: pct(attendance(totals)),
          withParty: pct(withPartyShare(loyalty)),
          with: formatCount(locale, loyalty.withParty),
          decided: formatCount(locale, decided),
        }),
  ];
  if (present)
    sentences.push(
      format(t.attendanceRange, {
        high: title(present.high),
        highShare: pct(present.high.attendance),
        low: title(present.low),
        lowShare: pct(present.low.attendance),
      }),
    );
  if (party)
    sentences.push(format(t.partyRange, { low: title(party.low), lowShare: pct(party.low.withParty) }));
  if (present || party) sentences.push(format(t.min, { min: MIN_VOTES_FOR_EXTREMES }));
  return (
    <figure className="space-y-3">
      <h3 className="text-lg font-semibold">{t.title}</h3>
      <figcaption className="space-y-2 text-sm text-stone-800">
        <p className="max-w-prose">{sentences.join(' ')}</p>
        <ul aria-label={t.legend} className="flex flex-wrap gap-x-4 gap-y-1">
          <li className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block h-3 w-5 rounded-sm bg-stone-600" />
            {t.attendance}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="inline-block h-3 w-5 rounded-sm"
              style={{ backgroundColor: WITH_PARTY_FILL }}
            />
            {t.withParty}
          </li>
        </ul>
      </figcaption>
      <div aria-hidden="true" className="divide-y divide-stone-200 border-y border-stone-200">
        {rows.map((r) => (
          <div key={r.key} className="grid grid-cols-[6.5rem_minmax(0,1fr)] items-center gap-3 py-1.5">
            <div className="text-sm leading-tight">
              <span className="block font-medium">{title(r)}</span>
              <span className="text-xs text-stone-600">
                {format(t.votes, { n: formatCount(locale, r.votes) })}
              </span>
            </div>
            <svg width="100%" height="38" role="presentation" className="block overflow-visible">
              <ShareBar y={2} value={r.attendance} fill={ATTENDANCE_FILL} label={pct(r.attendance)} />
              <ShareBar y={21} value={r.withParty} fill={WITH_PARTY_FILL} label={pct(r.withParty)} />
            </svg>
          </div>
        ))}
      </div>
      <ExploreLauncher
        name={t.title}
        data={courseExploreData(rows, {
          attendance: t.attendance,
          withParty: t.withParty,
          period: (title) => periodTitle(title, locale) ?? title,
          point: (share, n) =>
            share === null ? t.nonePoint : format(t.point, { share: pct(share), n: formatCount(locale, n) }),
        })}
      />
      <VotingPeriodTable periods={periods} />
    </figure>
  );
}
