import { EmptyNote } from '@/components/actor/EmptyNote';
import { formatCount, formatShare } from '@/components/actor/numbers';
import { getVotingRecord } from '@/lib/data/actor-votes';
import { attendance, known } from '@/lib/data/attendance';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { ActorVotesDownload } from './ActorVotesDownload';
import { BallotSplitFigure } from './BallotSplitFigure';
import { VotingCourseFigure } from './VotingCourseFigure';
import { withPartyShare } from './voting-numbers';

const messages = defineMessages({
  da: {
    none: 'Dataene har ingen afstemninger med {name}. Personen har ikke stemt i Folketingssalen i den periode, dataene dækker (afstemninger fra samlingen 2013-14), eller stemmerne er ikke registreret endnu.',
    keyNumbers: 'Nøgletal',
    votes: 'Afstemninger',
    attendance: 'Fremmøde',
    withParty: 'Med partiets flertal',
    againstParty: 'Imod partiets flertal',
    of: 'af {n}',
    unknown: '{n} stemmer har en ukendt stemmetype og er ikke talt med.',
    how: 'Sådan regner vi',
    howText:
      'Partiet er den folketingsgruppe, medlemmet var med i på afstemningens dato. Gruppens flertal er den stemme (for, imod eller hverken for eller imod), som flest af gruppens fremmødte medlemmer afgav — medlemmet selv medregnet. Står det lige, eller var medlemmet gruppens eneste fremmødte, er der intet flertal at sammenligne med. Stemmer som løsgænger (uden for folketingsgrupperne) tæller ikke med.',
    noMajority: '{n} stemmer uden et flertal i gruppen',
    outside: '{n} stemmer uden for en folketingsgruppe',
  },
  en: {
    none: 'The data has no votes by {name}. The person has not voted in the chamber in the period the data covers (votes from the 2013-14 session on), or the votes are not recorded yet.',
    keyNumbers: 'Key figures',
    votes: 'Votes',
    attendance: 'Attendance',
    withParty: 'With the party majority',
    againstParty: 'Against the party majority',
    of: 'of {n}',
    unknown: '{n} ballots have an unknown type and are not counted.',
    how: 'How we count',
    howText:
      'The party is the parliamentary group the member belonged to on the date of the vote. The group’s majority is the position (for, against or abstain) most of its members present took — the member included. On a tie, or when the member was the group’s only member present, there is no majority to compare with. Votes cast as an independent (outside the parliamentary groups) are not counted.',
    noMajority: '{n} votes with no majority in the group',
    outside: '{n} votes outside a parliamentary group',
  },
});

/**
 * A member's voting record: key figures, a download of every ballot, how their ballots split between the choices,
 * and per samling how often they were present and voted with their party — all drawn on the server. Reads the
 * store's voting index (built at server start; milliseconds per member once built).
 */
export async function VotingRecordPanel({ actorId, name }: { actorId: number; name: string }) {
  const [record, locale] = await Promise.all([getVotingRecord(actorId), getLocale()]);
  const t = messages[locale];
  const total = known(record.totals);
  if (total === 0 && record.unknown === 0) return <EmptyNote>{format(t.none, { name })}</EmptyNote>;
  const decided = record.loyalty.withParty + record.loyalty.againstParty;
  const figures: [string, string, string | null][] = [
    [t.votes, formatCount(locale, total + record.unknown), null],
    [
      t.attendance,
      formatShare(locale, attendance(record.totals)),
      format(t.of, { n: formatCount(locale, total) }),
    ],
    [
      t.withParty,
      formatShare(locale, withPartyShare(record.loyalty)),
      format(t.of, { n: formatCount(locale, decided) }),
    ],
    [t.againstParty, formatCount(locale, record.loyalty.againstParty), null],
  ];
  return (
    <div className="space-y-8">
      <dl aria-label={t.keyNumbers} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, value, detail]) => (
          <div key={label} className="flex flex-col rounded border border-stone-300 bg-white p-3">
            <dt className="order-2 text-sm text-stone-700">
              {label}
              {detail ? <span className="block text-xs">{detail}</span> : null}
            </dt>
            <dd className="order-1 text-2xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <ActorVotesDownload actorId={actorId} count={total + record.unknown} />
      <BallotSplitFigure totals={record.totals} name={name} />
      <VotingCourseFigure periods={record.periods} totals={record.totals} loyalty={record.loyalty} />
      <details className="rounded border border-stone-300 bg-white p-3 text-sm">
        <summary className="cursor-pointer font-semibold">{t.how}</summary>
        <p className="mt-2 max-w-prose">{t.howText}</p>
        <ul className="mt-2 list-disc pl-5">
          <li>{format(t.noMajority, { n: formatCount(locale, record.loyalty.noMajority) })}</li>
          <li>{format(t.outside, { n: formatCount(locale, record.loyalty.outsideGroup) })}</li>
          {record.unknown > 0 ? (
            <li>{format(t.unknown, { n: formatCount(locale, record.unknown) })}</li>
          ) : null}
        </ul>
      </details>
    </div>
  );
}
