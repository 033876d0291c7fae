import { EmptyNote } from '@/components/actor/EmptyNote';
import { getVotingRecord } from '@/lib/data/actors/actor-votes';
import { known } from '@/lib/data/actors/attendance';
import { formatCount } from '@/lib/format/numbers';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { ActorVotesDownload } from './ActorVotesDownload';
import { BallotSplitFigure } from './BallotSplitFigure';
import { VotingCourseFigure } from './VotingCourseFigure';

const messages = defineMessages({
  da: {
    none: 'Dataene har ingen afstemninger med {name}. Personen har ikke stemt i Folketingssalen i den periode, dataene dækker (afstemninger fra samlingen 2013-14), eller stemmerne er ikke registreret endnu.',
    unknown: '{n} stemmer har en ukendt stemmetype og er ikke talt med.',
    how: 'Sådan regner vi',
    howText:
      'Partiet er den folketingsgruppe, medlemmet var med i på afstemningens dato. Gruppens flertal er den stemme (for, imod eller hverken for eller imod), som flest af gruppens fremmødte medlemmer afgav — medlemmet selv medregnet. Står det lige, eller var medlemmet gruppens eneste fremmødte, er der intet flertal at sammenligne med. Stemmer som løsgænger (uden for folketingsgrupperne) tæller ikke med.',
    attendanceHow:
      'Fremmøde er andelen af medlemmets stemmer, der ikke er fravær (stemmer med ukendt stemmetype tæller ikke med). Nøgletallene taler om medlemmets nyeste samling med mindst 100 afstemninger med stemmer (en samling, der lige er begyndt, hviler på få), ellers den nyeste; medianerne er midterværdien af fremmødet blandt alle medlemmer, der stemte i samme samling, og blandt dem fra medlemmets parti — partiet ved deres seneste afstemning i samlingen. Fravær kan være aftalt (parring).',
    noMajority: '{n} stemmer uden et flertal i gruppen',
    outside: '{n} stemmer uden for en folketingsgruppe',
  },
  en: {
    none: 'The data has no votes by {name}. The person has not voted in the chamber in the period the data covers (votes from the 2013-14 session on), or the votes are not recorded yet.',
    unknown: '{n} ballots have an unknown type and are not counted.',
    how: 'How we count',
    howText:
      'The party is the parliamentary group the member belonged to on the date of the vote. The group’s majority is the position (for, against or abstain) most of its members present took — the member included. On a tie, or when the member was the group’s only member present, there is no majority to compare with. Votes cast as an independent (outside the parliamentary groups) are not counted.',
    attendanceHow:
      'Attendance is the share of the member’s ballots that are not absences (ballots of an unknown type are not counted). The key figures speak of the member’s newest session with at least 100 votes with ballots (a session just begun rests on a few), else the newest; the medians are the middle attendance among all members who voted in the same session, and among those of the member’s party — their party at their latest vote in the session. Absence may have been agreed (pairing).',
    noMajority: '{n} votes with no majority in the group',
    outside: '{n} votes outside a parliamentary group',
  },
});

/**
 * A member's voting record: a download of every ballot, how their ballots split between the choices, and per
 * samling how often they were present and voted with their party — all drawn on the server (the key figures head
 * the page: PoliticianKeyFigures). Reads the store's voting index (built at server start; milliseconds per member
 * once built).
 */
export async function VotingRecordPanel({ actorId, name }: { actorId: number; name: string }) {
  const [record, locale] = await Promise.all([getVotingRecord(actorId), getLocale()]);
  const t = messages[locale];
  const total = known(record.totals);
  if (total === 0 && record.unknown === 0) return <EmptyNote>{format(t.none, { name })}</EmptyNote>;
  return (
    <div className="space-y-8">
      <ActorVotesDownload actorId={actorId} count={total + record.unknown} />
      <BallotSplitFigure totals={record.totals} name={name} />
      <VotingCourseFigure periods={record.periods} totals={record.totals} loyalty={record.loyalty} />
      <details className="rounded border border-stone-300 bg-white p-3 text-sm">
        <summary className="cursor-pointer font-semibold">{t.how}</summary>
        <p className="mt-2 max-w-prose">{t.howText}</p>
        <p className="mt-2 max-w-prose">{t.attendanceHow}</p>
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
