import { LocaleLink } from '@/components/ui/LocaleLink';
import { defineMessages } from '@/lib/i18n/locale';
import { getMessages } from '@/lib/i18n/server';
import { ACTOR_LIST_PATH, PARTY_LIST_PATH } from '@/lib/routes';

const messages = defineMessages({
  da: {
    title: 'Uden for folketingsgrupperne (UFG)',
    text: 'UFG er ikke et parti: Folketingets data samler medlemmer, der ikke er med i en folketingsgruppe, under denne forkortelse. De stemmer hver for sig, så vi regner ikke fremmøde, sammenhold eller enighed for dem som for et parti.',
    actors: 'Se Folketingets medlemmer nu efter parti, også dem uden for grupperne',
    parties: 'Se alle partier',
  },
  en: {
    title: 'Outside the parliamentary groups (UFG)',
    text: 'UFG is not a party: the Folketing’s data gathers members who are in no parliamentary group under this abbreviation. They vote each on their own, so we count no attendance, cohesion or agreement for them as for a party.',
    actors: 'See the Folketing’s members now by party, those outside the groups too',
    parties: 'See all parties',
  },
});

/** `/parti/UFG`: says the independents are not a party, with the way to the members and to the parties. */
export async function IndependentsNote() {
  const t = await getMessages(messages);
  const link = 'inline-flex min-h-11 items-center font-medium text-red-800 underline underline-offset-2';
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold tracking-tight text-balance">{t.title}</h1>
      <p className="max-w-prose">{t.text}</p>
      <ul className="space-y-1">
        <li>
          <LocaleLink href={ACTOR_LIST_PATH} prefetch={false} className={link}>
            {t.actors}
          </LocaleLink>
        </li>
        <li>
          <LocaleLink href={PARTY_LIST_PATH} prefetch={false} className={link}>
            {t.parties}
          </LocaleLink>
        </li>
      </ul>
    </div>
  );
}
