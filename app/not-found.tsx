import type { Metadata } from 'next';
import { HomeSearch } from '@/components/home/HomeSearch';
import { LocaleLink } from '@/components/site/LocaleLink';
import { defineMessages } from '@/lib/i18n/locale';
import { getMessages } from '@/lib/i18n/server';
import { SEARCH_PATH, VOTE_LIST_PATH } from '@/lib/routes';

const messages = defineMessages({
  da: {
    title: 'Siden findes ikke',
    text: 'Der er ingen side på denne adresse. Måske er den skrevet forkert. Søg efter det, du leder efter, eller gå videre herfra:',
    onwards: 'Videre',
    home: 'Forsiden',
    votes: 'Alle afstemninger',
    cases: 'Sager og søgning',
  },
  en: {
    title: 'Page not found',
    text: 'There is no page at this address. It may be mistyped. Search for what you are looking for, or go on from here:',
    onwards: 'Onwards',
    home: 'Home page',
    votes: 'All votes',
    cases: 'Cases and search',
  },
});

const LINK =
  'font-medium text-red-800 underline underline-offset-2 hover:text-red-900 pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getMessages(messages)).title, robots: { index: false } };
}

/** The site's 404 for any address no segment claims: a search box (a plain GET form) and the main ways on. */
export default async function NotFound() {
  const t = await getMessages(messages);
  return (
    <div className="space-y-6">
      <div className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
        <p className="max-w-prose">{t.text}</p>
      </div>
      <HomeSearch />
      <nav aria-label={t.onwards}>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <LocaleLink href="/" className={LINK}>
              {t.home}
            </LocaleLink>
          </li>
          <li>
            <LocaleLink href={VOTE_LIST_PATH} prefetch={false} className={LINK}>
              {t.votes}
            </LocaleLink>
          </li>
          <li>
            <LocaleLink href={SEARCH_PATH} prefetch={false} className={LINK}>
              {t.cases}
            </LocaleLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}
