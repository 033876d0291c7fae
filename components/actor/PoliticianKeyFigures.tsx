import { LocaleLink } from '@/components/ui/LocaleLink';
import { getAttendanceComparison, getVotingRecord } from '@/lib/data/actors/actor-votes';
import { formatCount, formatShare } from '@/lib/format/numbers';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { glossaryPath } from '@/lib/routes';
import { ActorVoteRecord } from '@/lib/url-state/actor-vote-record';
import { withPartyShare } from './voting-numbers';

const messages = defineMessages({
  da: {
    title: 'Nøgletal',
    attendance: 'Fremmøde {period}',
    unknownPeriod: 'i ukendt samling',
    of: '{present} af {known} afstemninger',
    folketing: 'Folketingets median: {share} ({n} medlemmer)',
    party: 'Median i {party}: {share} ({n} medlemmer)',
    independent: 'Uden for folketingsgrupperne: ingen partimedian.',
    pairing: 'Fravær kan være aftalt:',
    pairingLink: 'parring',
    against: 'Imod partiets flertal',
    againstOf: 'af {decided} med et flertal i partiet ({withParty} med partiet)',
    votes: 'Afstemninger i alt',
    all: 'Se alle, filtrér og hent',
  },
  en: {
    title: 'Key figures',
    attendance: 'Attendance {period}',
    unknownPeriod: 'in an unknown session',
    of: '{present} of {known} votes',
    folketing: 'Folketing median: {share} ({n} members)',
    party: 'Median in {party}: {share} ({n} members)',
    independent: 'Independent (outside the parliamentary groups): no party median.',
    pairing: 'Absence may be agreed:',
    pairingLink: 'pairing',
    against: 'Against the party majority',
    againstOf: 'of {decided} with a party majority ({withParty} with the party)',
    votes: 'Votes in all',
    all: 'See all, filter and download',
  },
});

const CARD = 'rounded border border-stone-300 bg-white p-3';
const LINK = 'text-red-800 underline underline-offset-2';

/**
 * A politician's key figures, at the top of the page: attendance in their newest samling with the Folketing's and
 * their party's median attendance there and the pairing caveat (lib/data/actors/attendance-load.ts), votes against their
 * party group's majority, and all their votes with the way to the full record. Nothing for an actor without
 * ballots (the voting record says so).
 */
export async function PoliticianKeyFigures({ actorId }: { actorId: number }) {
  const [comparison, record, locale] = await Promise.all([
    getAttendanceComparison(actorId),
    getVotingRecord(actorId),
    getLocale(),
  ]);
  if (!comparison) return null;
  const t = messages[locale];
  const n = (v: number) => formatCount(locale, v);
  const share = (v: number | null) => formatShare(locale, v);
  const decided = record.loyalty.withParty + record.loyalty.againstParty;
  const total = record.totals.for + record.totals.against + record.totals.abstain + record.totals.absent;
  return (
    <section aria-labelledby="noegletal-titel">
      <h2 id="noegletal-titel" className="sr-only">
        {t.title}
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
        <div className={`${CARD} col-span-2 flex flex-wrap items-baseline gap-x-2`}>
          <dt className="w-full text-sm font-medium text-stone-700">
            {format(t.attendance, { period: comparison.period?.title ?? t.unknownPeriod })}
          </dt>
          <dd className="text-2xl font-bold tabular-nums">{share(comparison.share)}</dd>
          <dd className="text-sm text-stone-700">
            {format(t.of, { present: n(comparison.present), known: n(comparison.known) })}
          </dd>
          {comparison.folketing ? (
            <dd className="w-full text-sm">
              {format(t.folketing, {
                share: share(comparison.folketing.median),
                n: n(comparison.folketing.members),
              })}
            </dd>
          ) : null}
          {comparison.partyMedian && comparison.party ? (
            <dd className="w-full text-sm">
              {format(t.party, {
                party: comparison.party,
                share: share(comparison.partyMedian.median),
                n: n(comparison.partyMedian.members),
              })}
            </dd>
          ) : comparison.independent ? (
            <dd className="w-full text-sm">{t.independent}</dd>
          ) : null}
          <dd className="w-full text-sm text-stone-700">
            {t.pairing}{' '}
            <LocaleLink href={glossaryPath('parring')} prefetch={false} className={LINK}>
              {t.pairingLink}
            </LocaleLink>
          </dd>
        </div>
        <div className={`${CARD} flex flex-col gap-0.5`}>
          <dt className="text-sm font-medium text-stone-700">{t.against}</dt>
          <dd className="text-2xl font-bold tabular-nums">{n(record.loyalty.againstParty)}</dd>
          <dd className="text-xs text-stone-700">
            {format(t.againstOf, { decided: n(decided), withParty: share(withPartyShare(record.loyalty)) })}
          </dd>
        </div>
        <div className={`${CARD} flex flex-col gap-0.5`}>
          <dt className="text-sm font-medium text-stone-700">{t.votes}</dt>
          <dd className="text-2xl font-bold tabular-nums">{n(total + record.unknown)}</dd>
          <dd className="text-sm">
            <LocaleLink
              href={ActorVoteRecord.of(actorId).toUrl()}
              prefetch={false}
              className={`target ${LINK}`}
            >
              {t.all}
            </LocaleLink>
          </dd>
        </div>
      </dl>
    </section>
  );
}
