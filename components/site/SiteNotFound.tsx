import { LocaleLink } from '@/components/ui/LocaleLink';
import { defineMessages } from '@/lib/i18n/locale';
import { getMessages } from '@/lib/i18n/server';
import { SEARCH_PATH, VOTE_LIST_PATH } from '@/lib/routes';
import { HomeSearch } from './HomeSearch';

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

/** The generic 404's title ('Siden findes ikke'), for the page's <title>. */
export async function siteNotFoundTitle(): Promise<string> {
  return (await getMessages(messages)).title;
}

/** The site's 404 for an address that is no page: a search box (a plain GET form) and the main ways on. */
export async function SiteNotFound() {
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
