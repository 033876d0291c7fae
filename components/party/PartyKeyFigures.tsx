import { HowWeCount } from '@/components/ui/HowWeCount';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import type { PartyProfile } from '@/lib/data/parties/types';
import { formatCount, formatShare } from '@/lib/format/numbers';
import { defineMessages, format } from '@/lib/i18n/locale';
import { periodTitle } from '@/lib/i18n/oda-terms';
import { getLocale } from '@/lib/i18n/server';
import { partyMethodMessages } from './party-method';
import { attendanceOf, cohesionOf } from './party-numbers';

const messages = defineMessages({
  da: {
    title: 'Nøgletal',
    seats: 'Medlemmer nu',
    seatsNote: 'pr.',
    attendance: 'Fremmøde {period}',
    cohesion: 'Samlet {period}',
    of: '{present} af {ballots} stemmer ved {votes} afstemninger',
    onSide: '{onSide} af {present} stemmer fulgte partiets side',
    noVotes: 'Partiet har ingen stemmer i dataenes afstemninger.',
    unknownPeriod: 'i ukendt samling',
  },
  en: {
    title: 'Key figures',
    seats: 'Members now',
    seatsNote: 'as of',
    attendance: 'Attendance {period}',
    cohesion: 'Cohesion {period}',
    of: '{present} of {ballots} ballots on {votes} votes',
    onSide: '{onSide} of {present} ballots followed the party’s side',
    noVotes: 'The party has no ballots on the votes in the data.',
    unknownPeriod: 'in an unknown session',
  },
});

/**
 * One figure's card: on a phone a row (label and counts on the left, the number on the right) so all three fit the
 * first screen; from `sm` up a column, the number under its label.
 */
const CARD =
  'grid grid-cols-[1fr_auto] items-center gap-x-3 rounded border border-stone-300 bg-white p-3 sm:block';
const LABEL = 'text-sm font-medium text-stone-700';
const NUMBER = 'col-start-2 row-span-2 row-start-1 text-3xl font-bold tabular-nums';
const NOTE = 'text-sm text-stone-700';

/**
 * Seats now, and attendance and cohesion in the headline samling (the newest with enough of the party's votes to
 * say something, lib/data/parties/party-load.ts), each with its counts.
 */
export async function PartyKeyFigures({ profile }: { profile: PartyProfile }) {
  const locale = await getLocale();
  const t = messages[locale];
  const method = partyMethodMessages[locale];
  const n = (v: number) => formatCount(locale, v);
  const latest = profile.periods[profile.headline];
  const period = periodTitle(latest?.period.title ?? null, locale) ?? t.unknownPeriod;
  return (
    <section aria-labelledby="noegletal-titel" className="space-y-3">
      <h2 id="noegletal-titel" className="sr-only">
        {t.title}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-3">
        <div className={CARD}>
          <dt className={LABEL}>{t.seats}</dt>
          <dd className={NUMBER}>{n(profile.members.length)}</dd>
          <dd className={NOTE}>
            {t.seatsNote} <LocalDateTime value={profile.today} locale={locale} />
          </dd>
        </div>
        {latest ? (
          <>
            <div className={CARD}>
              <dt className={LABEL}>{format(t.attendance, { period })}</dt>
              <dd className={NUMBER}>{formatShare(locale, attendanceOf(latest))}</dd>
              <dd className={NOTE}>
                {format(t.of, {
                  present: n(latest.present),
                  ballots: n(latest.ballots),
                  votes: n(latest.votes),
                })}
              </dd>
            </div>
            <div className={CARD}>
              <dt className={LABEL}>{format(t.cohesion, { period })}</dt>
              <dd className={NUMBER}>{formatShare(locale, cohesionOf(latest))}</dd>
              <dd className={NOTE}>
                {format(t.onSide, { onSide: n(latest.onSide), present: n(latest.present) })}
              </dd>
            </div>
          </>
        ) : null}
      </dl>
      {latest ? null : <p className="text-stone-700">{t.noVotes}</p>}
      <HowWeCount text={`${method.seats} ${method.attendance} ${method.cohesion}`} locale={locale} />
    </section>
  );
}
