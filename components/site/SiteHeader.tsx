import { LocaleLink } from '@/components/ui/LocaleLink';
import { defineMessages } from '@/lib/i18n/locale';
import { getMessages } from '@/lib/i18n/server';
import { SEARCH_PATH } from '@/lib/routes';
import { LanguageSwitch } from './LanguageSwitch';
import { MainNav } from './MainNav';
import { NAV_ITEMS } from './nav-items';
import { SyntheticDataBanner } from './SyntheticDataBanner';

const messages = defineMessages({
  da: {
    menu: 'Hovedmenu',
    toggle: 'Menu',
    search: 'Søg',
    home: 'Forside',
    votes: 'Afstemninger',
    cases: 'Sager og søgning',
    questions: 'Spørgsmål',
    meetings: 'Møder',
    upcoming: 'Kommende',
    actors: 'Aktører',
    parties: 'Partier',
    homeLink: 'Tingdata, til forsiden',
  },
  en: {
    menu: 'Main menu',
    toggle: 'Menu',
    search: 'Search',
    home: 'Home',
    votes: 'Votes',
    cases: 'Cases and search',
    questions: 'Questions',
    meetings: 'Meetings',
    upcoming: 'Upcoming',
    actors: 'People and bodies',
    parties: 'Parties',
    homeLink: 'Tingdata, home',
  },
});

/**
 * The banner landmark, one row on a phone: the demo-data notice when it applies, the wordmark, search one tap away,
 * and the menu (with the language switch) behind a `<details>` disclosure that needs no JavaScript. From `md` up
 * the menu stands open as a second row (app/globals.css, `.site-menu`). Kept within 120 px of a 390 px phone
 * (e2e/header.spec.ts).
 */
export async function SiteHeader({ synthetic }: { synthetic: boolean }) {
  const t = await getMessages(messages);
  const items = NAV_ITEMS.map((item) => ({ href: item.href, section: item.section, label: t[item.key] }));
  return (
    <header className="relative border-b border-stone-300 bg-white">
      {synthetic ? <SyntheticDataBanner /> : null}
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-2 px-4 py-1.5">
        <LocaleLink
          href="/"
          aria-label={t.homeLink}
          className="target mr-auto inline-flex min-h-11 items-center gap-2 rounded text-2xl font-bold tracking-tight hover:underline"
        >
          {/* The favicon is the mark: one drawing for the tab and the header. */}
          {/* biome-ignore lint/performance/noImgElement: a 32 px SVG needs no image optimisation */}
          <img src="/icon.svg" alt="" width={32} height={32} className="size-8" />
          {/* The site's name, in no language: a browser's translator leaves it be ("Ting" is no thing). */}
          <span translate="no">
            <span className="text-stone-950">Ting</span>
            <span className="text-red-800">data</span>
          </span>
        </LocaleLink>
        <LocaleLink
          href={SEARCH_PATH}
          prefetch={false}
          className="inline-flex min-h-11 items-center gap-1.5 rounded px-2.5 font-medium text-stone-900 hover:bg-stone-100 hover:underline"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-none stroke-current stroke-2">
            <circle cx="8.5" cy="8.5" r="5.5" />
            <path d="m13 13 4.5 4.5" strokeLinecap="round" />
          </svg>
          {/* Below 384 px only the magnifier shows: the row must stay one row (the word is still the link's name). */}
          <span className="max-[24rem]:sr-only">{t.search}</span>
        </LocaleLink>
        <details className="site-menu group md:basis-full">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded border border-stone-400 px-3 font-semibold text-stone-900 hover:border-red-800 hover:text-red-800 [&::-webkit-details-marker]:hidden">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 stroke-current stroke-2">
              <path className="group-open:hidden" d="M3 5.5h14M3 10h14M3 14.5h14" strokeLinecap="round" />
              <path className="hidden group-open:block" d="m5 5 10 10M15 5 5 15" strokeLinecap="round" />
            </svg>
            {t.toggle}
          </summary>
          <div className="max-md:absolute max-md:inset-x-0 max-md:top-full max-md:z-30 max-md:border-b max-md:border-stone-300 max-md:bg-white max-md:px-4 max-md:pb-4 max-md:shadow-lg md:-mx-2 md:flex md:items-center md:justify-between md:gap-4">
            <MainNav label={t.menu} items={items} />
            <div className="max-md:mt-3 max-md:border-t max-md:border-stone-300 max-md:pt-3">
              <LanguageSwitch />
            </div>
          </div>
        </details>
      </div>
    </header>
  );
}
