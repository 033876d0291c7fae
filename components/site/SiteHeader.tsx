import { LocaleLink } from '@/components/site/LocaleLink';
import { defineMessages } from '@/lib/i18n/locale';
import { getMessages } from '@/lib/i18n/server';
import { LanguageSwitch } from './LanguageSwitch';
import { MainNav } from './MainNav';
import { NAV_ITEMS } from './nav-items';
import { SyntheticDataBanner } from './SyntheticDataBanner';

const messages = defineMessages({
  da: {
    menu: 'Hovedmenu',
    home: 'Forside',
    votes: 'Afstemninger',
    cases: 'Sager og søgning',
    meetings: 'Møder',
    upcoming: 'Kommende',
    actors: 'Aktører',
    parties: 'Partier',
    homeLink: 'Tingdata, til forsiden',
  },
  en: {
    menu: 'Main menu',
    home: 'Home',
    votes: 'Votes',
    cases: 'Cases and search',
    meetings: 'Meetings',
    upcoming: 'Upcoming',
    actors: 'People and bodies',
    parties: 'Parties',
    homeLink: 'Tingdata, home',
  },
});

/** The banner landmark: the demo-data notice when it applies, the site name, the language switch and the menu. */
export async function SiteHeader({ synthetic }: { synthetic: boolean }) {
  const t = await getMessages(messages);
  const items = NAV_ITEMS.map((item) => ({ href: item.href, section: item.section, label: t[item.key] }));
  return (
    <header className="border-b border-stone-300 bg-white">
      {synthetic ? <SyntheticDataBanner /> : null}
      <div className="mx-auto max-w-5xl space-y-2 px-4 py-3">
        <div className="flex items-center justify-between gap-4">
          <LocaleLink
            href="/"
            aria-label={t.homeLink}
            className="target rounded text-2xl font-bold tracking-tight text-red-800 hover:underline"
          >
            Tingdata
          </LocaleLink>
          <LanguageSwitch />
        </div>
        <div className="-mx-2">
          <MainNav label={t.menu} items={items} />
        </div>
      </div>
    </header>
  );
}
