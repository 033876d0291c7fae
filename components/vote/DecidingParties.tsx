import { danishLang } from '@/components/ui/DanishText';
import { HowWeCount } from '@/components/ui/HowWeCount';
import type { DecidingParties as Deciding } from '@/lib/data/votes/deciding-parties';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';

const messages = defineMessages({
  da: {
    lead: 'Partier, hvis stemmer alene afgjorde udfaldet:',
    withoutFor: 'Uden {party}’s {n} stemmer for var forslaget faldet: {for} for mod {against} imod.',
    withoutAgainst: 'Uden {party}’s {n} stemmer imod var forslaget vedtaget: {for} for mod {against} imod.',
    none: 'Intet parti afgjorde afstemningen alene: uden et hvilket som helst partis stemmer havde den samme side vundet (forskellen var {margin} stemmer).',
    unknown:
      'Medlemmernes stemmer giver ikke det udfald, ODA angiver, så vi udpeger ingen afgørende partier.',
    how: 'Et forslag er vedtaget, når flere stemmer for end imod; hverken for eller imod og fravær tæller ikke, og står det lige, er det forkastet. Et parti er afgørende, når den anden side havde vundet, hvis partiets medlemmer på den vindende side ikke havde stemt. Medlemmer uden registreret parti udpeges ikke.',
  },
  en: {
    lead: 'Parties whose votes alone decided the outcome:',
    withoutFor:
      'Without {party}’s {n} votes for, the proposal would have fallen: {for} for, {against} against.',
    withoutAgainst:
      'Without {party}’s {n} votes against, the proposal would have passed: {for} for, {against} against.',
    none: 'No party decided the vote alone: without any one party’s votes the same side would have won (the margin was {margin} votes).',
    unknown: 'The members’ ballots do not give the outcome ODA records, so we name no deciding parties.',
    how: 'A proposal is adopted when more vote for than against; abstentions and absences count for neither, and a tie rejects. A party is deciding when the other side would have won had its members on the winning side not voted. Members with no recorded party are not named.',
  },
});

/**
 * The parties that decided a vote, each with the arithmetic ("Uden DF's 16 stemmer for var forslaget faldet: 74 for
 * mod 76 imod"), or why none did (lib/data/votes/deciding-parties.ts); server-rendered.
 */
export async function DecidingParties({ deciding }: { deciding: Deciding }) {
  const locale = await getLocale();
  const t = messages[locale];
  return (
    <div className="space-y-3">
      {deciding.kind === 'parties' ? (
        <>
          <p className="text-stone-700">{t.lead}</p>
          <ul className="max-w-prose list-disc space-y-1 pl-5">
            {deciding.parties.map((p) => (
              <li key={p.party}>
                {format(deciding.side === 'for' ? t.withoutFor : t.withoutAgainst, {
                  party: p.party,
                  n: p.votes,
                  for: p.without.for,
                  against: p.without.against,
                })}{' '}
                {p.partyName && p.partyName !== p.party ? (
                  <span lang={danishLang(locale)} className="text-stone-600">
                    ({p.partyName})
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="max-w-prose">
          {deciding.kind === 'none' ? format(t.none, { margin: deciding.margin }) : t.unknown}
        </p>
      )}
      <HowWeCount text={t.how} locale={locale} />
    </div>
  );
}
