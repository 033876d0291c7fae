import { formatCount, formatShare } from '@/components/actor/numbers';
import { PoliticianVoteCourseChart } from '@/components/charts/PoliticianVoteCourseChart';
import { VOTE_CHOICES, type VotingPeriod } from '@/lib/data/types';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { CHOICE_COLOR, CHOICE_SWATCH, choiceMessages, shortPeriodLabel } from './choice';
import { attendance, known, withPartyShare } from './voting-numbers';

const messages = defineMessages({
  da: {
    title: 'Stemmer pr. samling',
    summary:
      'Stemmer i {count} samlinger fra {first} til {last}. Flest afstemninger i {busiest} ({busiestN}). Blandt samlinger med mindst {min} afstemninger var fremmødet højest i {best} ({bestShare}) og lavest i {worst} ({worstShare}).',
    one: 'Stemmer i én samling, {first}: fremmøde {share}.',
    table: 'Vis tallene pr. samling',
    caption: 'Stemmer, fremmøde og stemmer med partiets flertal pr. samling',
    period: 'Samling',
    attendance: 'Fremmøde',
    withParty: 'Med partiet',
    unknownPeriod: 'Ukendt samling',
    legend: 'Farveforklaring',
  },
  en: {
    title: 'Ballots per session',
    summary:
      'Ballots in {count} sessions from {first} to {last}. Most votes in {busiest} ({busiestN}). Among sessions with at least {min} votes, attendance was highest in {best} ({bestShare}) and lowest in {worst} ({worstShare}).',
    one: 'Ballots in one session, {first}: attendance {share}.',
    table: 'Show the figures per session',
    caption: 'Ballots, attendance and votes with the party majority per session',
    period: 'Session',
    attendance: 'Attendance',
    withParty: 'With party',
    unknownPeriod: 'Unknown session',
    legend: 'Colour key',
  },
});

/** Samlinger with fewer votes are left out of "highest" and "lowest" attendance. */
const MIN_VOTES_FOR_EXTREMES = 20;

/**
 * The course of a member's ballots per samling: stacked columns for the eye, a summary in words, and every number
 * in a table behind a disclosure (the text alternative for anyone who wants the detail).
 */
export async function VoteCourseFigure({ periods }: { periods: readonly VotingPeriod[] }) {
  const locale = await getLocale();
  const t = messages[locale];
  const labels = choiceMessages[locale];
  const title = (p: VotingPeriod) => p.period?.title ?? t.unknownPeriod;
  const categories = periods.map((p) => shortPeriodLabel(p.period?.title ?? null, t.unknownPeriod));
  const series = VOTE_CHOICES.map((choice) => ({
    key: choice,
    label: labels[choice],
    color: CHOICE_COLOR[choice],
    values: periods.map((p) => p.counts[choice]),
  }));
  // A samling with a handful of votes (a short one around an election) would make every extreme: leave those out.
  const large = periods.filter((p) => known(p.counts) >= MIN_VOTES_FOR_EXTREMES);
  const measured = large.length > 0 ? large : periods.filter((p) => known(p.counts) > 0);
  const byAttendance = [...measured].sort(
    (a, b) => (attendance(b.counts) ?? 0) - (attendance(a.counts) ?? 0),
  );
  const busiest = [...periods].sort((a, b) => known(b.counts) - known(a.counts))[0];
  const best = byAttendance[0];
  const worst = byAttendance.at(-1);
  const first = periods[0];
  const last = periods.at(-1);
  const summary =
    measured.length <= 1 || !busiest || !best || !worst || !first || !last
      ? format(t.one, {
          first: first ? title(first) : '',
          share: formatShare(locale, best ? attendance(best.counts) : null),
        })
      : format(t.summary, {
          count: formatCount(locale, periods.length),
          first: title(first),
          last: title(last),
          busiest: title(busiest),
          busiestN: formatCount(locale, known(busiest.counts)),
          best: title(best),
          bestShare: formatShare(locale, attendance(best.counts)),
          worst: title(worst),
          worstShare: formatShare(locale, attendance(worst.counts)),
          min: formatCount(locale, large.length > 0 ? MIN_VOTES_FOR_EXTREMES : 1),
        });
  return (
    <figure className="space-y-2">
      <h3 className="text-lg font-semibold">{t.title}</h3>
      <div aria-hidden="true" style={{ minHeight: 260 }}>
        <PoliticianVoteCourseChart categories={categories} series={series} />
      </div>
      <figcaption className="space-y-2 text-sm text-stone-800">
        <p className="max-w-prose">{summary}</p>
        <ul aria-label={t.legend} className="flex flex-wrap gap-x-4 gap-y-1">
          {VOTE_CHOICES.map((choice) => (
            <li key={choice} className="inline-flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className={`inline-block size-3 rounded-full ${CHOICE_SWATCH[choice]}`}
              />
              {labels[choice]}
            </li>
          ))}
        </ul>
      </figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-red-800 underline underline-offset-2">
          {t.table}
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[36rem] border-collapse text-right tabular-nums">
            <caption className="sr-only">{t.caption}</caption>
            <thead>
              <tr className="border-b-2 border-stone-400">
                <th scope="col" className="py-1 pr-3 text-left font-semibold">
                  {t.period}
                </th>
                {VOTE_CHOICES.map((choice) => (
                  <th key={choice} scope="col" className="py-1 pr-3 font-semibold">
                    {labels[choice]}
                  </th>
                ))}
                <th scope="col" className="py-1 pr-3 font-semibold">
                  {t.attendance}
                </th>
                <th scope="col" className="py-1 font-semibold">
                  {t.withParty}
                </th>
              </tr>
            </thead>
            <tbody>
              {periods.map((p) => (
                <tr key={p.period?.id ?? 'ukendt'} className="border-b border-stone-200">
                  <th scope="row" className="py-1 pr-3 text-left font-medium">
                    {title(p)}
                  </th>
                  {VOTE_CHOICES.map((choice) => (
                    <td key={choice} className="py-1 pr-3">
                      {formatCount(locale, p.counts[choice])}
                    </td>
                  ))}
                  <td className="py-1 pr-3">{formatShare(locale, attendance(p.counts))}</td>
                  <td className="py-1">{formatShare(locale, withPartyShare(p.loyalty))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
