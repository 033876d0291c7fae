import { ATTENDANCE_FILL, ShareBar, WITH_PARTY_FILL } from '@/components/charts/ShareBar';
import { HowWeCount } from '@/components/ui/HowWeCount';
import type { PartyProfile } from '@/lib/data/parties/types';
import { formatCount, formatShare } from '@/lib/format/numbers';
import { defineMessages, format } from '@/lib/i18n/locale';
import { periodTitle } from '@/lib/i18n/oda-terms';
import { getLocale } from '@/lib/i18n/server';
import { partyMethodMessages } from './party-method';
import { attendanceOf, cohesionOf } from './party-numbers';

const messages = defineMessages({
  da: {
    title: 'Fremmøde og sammenhold pr. samling',
    attendance: 'Fremmøde',
    cohesion: 'Samlet',
    legend: 'Søjler',
    votes: '{n} afst.',
    table: 'Vis tallene pr. samling',
    caption: 'Afstemninger, stemmer, fremmøde og sammenhold pr. samling',
    period: 'Samling',
    voteCount: 'Afstemninger',
    ballots: 'Stemmer i alt',
    present: 'Til stede',
    onSide: 'Med partiets side',
    none: 'Partiet har ingen stemmer i dataenes afstemninger.',
    unknownPeriod: 'Ukendt samling',
  },
  en: {
    title: 'Attendance and cohesion per session',
    attendance: 'Attendance',
    cohesion: 'Cohesion',
    legend: 'Bars',
    votes: '{n} votes',
    table: 'Show the figures per session',
    caption: 'Votes, ballots, attendance and cohesion per session',
    period: 'Session',
    voteCount: 'Votes',
    ballots: 'Ballots',
    present: 'Present',
    onSide: 'With the party’s side',
    none: 'The party has no ballots on the votes in the data.',
    unknownPeriod: 'Unknown session',
  },
});

/**
 * Per samling, oldest first: attendance and cohesion as two bars drawn on the server (SVG, no script) with each
 * value beside its bar, and every count in the table behind the disclosure (the bars are hidden from screen readers).
 */
export async function PartyVotingFigure({ profile }: { profile: PartyProfile }) {
  const locale = await getLocale();
  const t = messages[locale];
  const method = partyMethodMessages[locale];
  const n = (v: number) => formatCount(locale, v);
  const pct = (v: number | null) => formatShare(locale, v);
  const rows = profile.periods;
  const cell = 'py-1 pr-3';
  return (
    <section id="fremmoede" aria-labelledby="fremmoede-titel" className="scroll-mt-4 space-y-3">
      <h2 id="fremmoede-titel" className="text-2xl font-bold tracking-tight">
        {t.title}
      </h2>
      {rows.length === 0 ? (
        <p className="text-stone-700">{t.none}</p>
      ) : (
        <figure className="space-y-3">
          <figcaption>
            <ul aria-label={t.legend} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <li className="inline-flex items-center gap-1.5">
                <span
                  aria-hidden="true"
                  className="inline-block h-3 w-5 rounded-sm"
                  style={{ backgroundColor: ATTENDANCE_FILL }}
                />
                {t.attendance}
              </li>
              <li className="inline-flex items-center gap-1.5">
                <span
                  aria-hidden="true"
                  className="inline-block h-3 w-5 rounded-sm"
                  style={{ backgroundColor: WITH_PARTY_FILL }}
                />
                {t.cohesion}
              </li>
            </ul>
          </figcaption>
          <div aria-hidden="true" className="divide-y divide-stone-200 border-y border-stone-200">
            {rows.map((r) => (
              <div key={r.period.id} className="grid grid-cols-[5rem_minmax(0,1fr)] items-center gap-2 py-1">
                <div className="text-sm leading-tight">
                  <span className="block font-medium">
                    {periodTitle(r.period.title, locale) ?? t.unknownPeriod}
                  </span>
                  <span className="text-xs text-stone-600">{format(t.votes, { n: n(r.votes) })}</span>
                </div>
                <svg width="100%" height="36" role="presentation" className="block overflow-visible">
                  <ShareBar
                    height={14}
                    y={2}
                    value={attendanceOf(r)}
                    fill={ATTENDANCE_FILL}
                    label={pct(attendanceOf(r))}
                  />
                  <ShareBar
                    height={14}
                    y={19}
                    value={cohesionOf(r)}
                    fill={WITH_PARTY_FILL}
                    label={pct(cohesionOf(r))}
                  />
                </svg>
              </div>
            ))}
          </div>
          <details className="text-sm">
            <summary className="table-toggle">{t.table}</summary>
            <div className="relative mt-2 overflow-x-auto">
              <table
                aria-label={t.caption}
                className="w-full min-w-[36rem] border-collapse text-right tabular-nums"
              >
                <thead>
                  <tr className="border-b-2 border-stone-400">
                    <th scope="col" className={`${cell} text-left font-semibold`}>
                      {t.period}
                    </th>
                    {[t.voteCount, t.ballots, t.present, t.attendance, t.onSide, t.cohesion].map((h) => (
                      <th key={h} scope="col" className={`${cell} font-semibold`}>
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.period.id} className="border-b border-stone-200">
                      <th scope="row" className={`${cell} text-left font-medium`}>
                        {periodTitle(r.period.title, locale) ?? t.unknownPeriod}
                      </th>
                      <td className={cell}>{n(r.votes)}</td>
                      <td className={cell}>{n(r.ballots)}</td>
                      <td className={cell}>{n(r.present)}</td>
                      <td className={cell}>{pct(attendanceOf(r))}</td>
                      <td className={cell}>{n(r.onSide)}</td>
                      <td className={cell}>{pct(cohesionOf(r))}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </figure>
      )}
      <HowWeCount text={`${method.attendance} ${method.cohesion}`} locale={locale} />
    </section>
  );
}
