import { DanishText } from '@/components/ui/DanishText';
import { LocaleLink } from '@/components/ui/LocaleLink';
import type { VoteRebels } from '@/lib/data/votes/vote-rebels';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { actorPath, REBELLIONS_PATH } from '@/lib/routes';
import { choiceCountMessages } from '@/lib/wording/vote-counts';
import { CHOICE_SWATCH, choiceLabelMessages } from './vote-choice';

const messages = defineMessages({
  da: {
    lead: 'Medlemmer, der stemte anderledes end flertallet i deres parti.',
    none: 'Ingen brød med deres parti: alle fremmødte stemte som flertallet i deres parti.',
    majority: 'Partiets flertal: {choice}',
    split: 'Uden flertal at bryde med (lige mange stemte to veje): {parties}.',
    howTitle: 'Sådan regner vi:',
    how: 'Et partis flertal er det valg – for, imod eller hverken for eller imod – som flest af partiets fremmødte medlemmer traf. Står to valg lige, eller var kun ét medlem til stede, har partiet intet flertal. Fravær tæller ikke, og løsgængere (UFG) er ikke med. Samme regel som politikernes loyalitetstal.',
    all: 'Se alle brud med partiet ved andre afstemninger',
  },
  en: {
    lead: 'Members who voted otherwise than the majority of their party.',
    none: 'Nobody broke with their party: every member present voted with their party’s majority.',
    majority: 'Party majority: {choice}',
    split: 'No majority to break with (two choices tied): {parties}.',
    howTitle: 'How we count:',
    how: 'A party’s majority is the choice – for, against or abstain – made by most of its members present. If two choices tie, or only one member was present, the party has no majority. Absences do not count, and independents (UFG) are left out. The same rule as the politicians’ loyalty figures.',
    all: 'See every break with the party in other votes',
  },
});

const LINK =
  'inline-flex min-h-11 items-center font-medium text-red-800 underline underline-offset-2 hover:text-red-950 sm:min-h-0';

/**
 * "Brød med partiet": every member who voted otherwise than their party's majority, party by party, each with
 * their choice and the party's line (lib/data/votes/vote-rebels.ts), and the way to every break across votes
 * (/afstemninger/brud); server-rendered, no JavaScript needed.
 */
export async function PartyRebels({ rebels }: { rebels: VoteRebels }) {
  const locale = await getLocale();
  const t = messages[locale];
  const labels = choiceLabelMessages[locale];
  const counts = choiceCountMessages[locale];
  return (
    <div className="space-y-4">
      <p className="max-w-prose text-stone-700">{rebels.parties.length > 0 ? t.lead : t.none}</p>
      {rebels.parties.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2">
          {rebels.parties.map((p) => (
            <li key={p.party} className="rounded-lg border border-stone-200 p-4">
              <h3 className="font-semibold">
                <DanishText locale={locale}>{p.partyName ?? p.party}</DanishText>{' '}
                <span className="font-normal text-stone-600">({p.party})</span>
              </h3>
              <p className="text-sm text-stone-700">
                {format(t.majority, { choice: labels[p.majority].toLowerCase() })} (
                {(['for', 'against', 'abstain'] as const)
                  .filter((c) => p.present[c] > 0)
                  .map((c) => format(counts[c], { n: p.present[c] }))
                  .join(', ')}
                )
              </p>
              <ul className="mt-2 divide-y divide-stone-100">
                {p.members.map((m) => (
                  <li key={m.actorId} className="flex items-center justify-between gap-3 py-1">
                    <LocaleLink href={actorPath(m.actorId)} prefetch={false} className={LINK}>
                      {m.name}
                    </LocaleLink>
                    {m.choice ? (
                      <span className="inline-flex shrink-0 items-center gap-1.5 text-sm">
                        <span aria-hidden="true" className={`size-3 rounded-sm ${CHOICE_SWATCH[m.choice]}`} />
                        {labels[m.choice]}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
      {rebels.split.length > 0 ? (
        <p className="text-sm text-stone-700">{format(t.split, { parties: rebels.split.join(', ') })}</p>
      ) : null}
      <p className="max-w-prose text-sm text-stone-600">
        <strong className="font-semibold">{t.howTitle}</strong> {t.how}
      </p>
      <p>
        <LocaleLink href={REBELLIONS_PATH} prefetch={false} className={LINK}>
          {t.all}
        </LocaleLink>
      </p>
    </div>
  );
}
