import 'server-only';
import type { Metadata } from 'next';
import { ATOM_MEDIA_TYPE } from '@/lib/feed/media-type';
import { defineMessages, format, LOCALES, type Locale, OG_LOCALES } from '@/lib/i18n/locale';
import { localePath } from '@/lib/routes';
import { getSiteOrigin } from '@/lib/site-url';

/** The site's name in link previews. */
const SITE_NAME = 'Tingdata';

/** Said after the description when the store is synthetic, so a preview never passes for real data. */
const SYNTHETIC_NOTE = defineMessages({
  da: { note: 'Syntetiske demodata – ikke rigtige data fra Folketinget.' },
  en: { note: 'Synthetic demo data – not real data from the Folketing.' },
});

const FEED_TITLE = defineMessages({
  da: { title: '{title} (Atom-feed)' },
  en: { title: '{title} (Atom feed)' },
});

/** A page's Atom feed (lib/feed): its path from lib/routes.ts and what the page calls it. */
export interface PageFeed {
  readonly path: string;
  readonly title: string;
}

/**
 * `alternates.types` for a page with feeds: a `<link rel="alternate" type="application/atom+xml" title="…">` for
 * each, which browsers and feed readers find the feeds by — each feed in the page's language (`/en/…/feed.xml` on
 * an English page). A relative path is made absolute with the root layout's base.
 */
export function feedAlternates(
  feeds: PageFeed | readonly PageFeed[],
  locale: Locale,
): NonNullable<Metadata['alternates']>['types'] {
  const list: readonly PageFeed[] = Array.isArray(feeds) ? feeds : [feeds];
  return {
    [ATOM_MEDIA_TYPE]: list.map((feed) => ({
      url: localePath(locale, feed.path),
      title: format(FEED_TITLE[locale].title, { title: feed.title }),
    })),
  };
}

/** A page's addresses in every language, absolute: `hreflang` links, the canonical URL, `og:url`. */
export interface LanguageAlternates {
  /** The page's address in its own language. */
  readonly canonical: string;
  /** `<link rel="alternate" hreflang>`: `da`, `en` and `x-default` (Danish, the site's first language). */
  readonly languages: Readonly<Record<Locale | 'x-default', string>>;
}

/**
 * The page at `path` (its Danish path with its canonical query, from lib/routes.ts) in every language, on the public
 * origin: `/sag/5` on an English page → canonical `…/en/sag/5`, hreflang da `…/sag/5`, en `…/en/sag/5`. Every page
 * gives these in its metadata (`alternates: { ...await languageAlternates(path, locale) }`); the root layout gives
 * the `hreflang` links of the address asked for to any page that does not.
 */
export async function languageAlternates(path: string, locale: Locale): Promise<LanguageAlternates> {
  return alternatesOn(await getSiteOrigin(), path, locale);
}

/** `languageAlternates` on a given origin. */
export function alternatesOn(origin: URL, path: string, locale: Locale): LanguageAlternates {
  const at = (l: Locale) => new URL(localePath(l, path), origin).href;
  const languages = Object.fromEntries(LOCALES.map((l) => [l, at(l)])) as Record<Locale, string>;
  return { canonical: at(locale), languages: { ...languages, 'x-default': languages.da } };
}

/** What a shareable page says about itself: its words, its canonical path (from lib/routes.ts) and its language. */
export interface SharedPage {
  readonly title: string;
  readonly description: string;
  /** The page's canonical path, e.g. `casePath(id)`. */
  readonly path: string;
  readonly locale: Locale;
  /** The page shows the store's data and the store is synthetic: the description says so. */
  readonly synthetic?: boolean;
  /** Open Graph's type: 'article' for a vote, case or meeting, 'profile' for a person. */
  readonly type: 'article' | 'profile' | 'website';
  /** The page's Atom feed (or feeds), linked as alternates. */
  readonly feed?: PageFeed | readonly PageFeed[];
}

/** The page's description, with the demo-data note after it when the page shows a synthetic store's data. */
export function shareDescription(page: Pick<SharedPage, 'description' | 'locale' | 'synthetic'>): string {
  return page.synthetic ? `${page.description} ${SYNTHETIC_NOTE[page.locale].note}` : page.description;
}

/**
 * The metadata every shareable page (vote, case, meeting, actor) gives link previews: title, description, the
 * canonical URL, Open Graph (title, description, url, site name, locale, type) and a large Twitter card; on a
 * synthetic store the description ends by saying the data are demo data. URLs are
 * absolute on the public origin (SITE_URL, lib/site-url.ts); the share image comes from the route's
 * `opengraph-image`, which Next adds itself.
 */
export async function sharePageMetadata(page: SharedPage): Promise<Metadata> {
  const alternates = await languageAlternates(page.path, page.locale);
  const url = alternates.canonical;
  const { title } = page;
  const description = shareDescription(page);
  return {
    title,
    description,
    alternates: {
      ...alternates,
      ...(page.feed
        ? {
            types: feedAlternates(
              (Array.isArray(page.feed) ? page.feed : [page.feed]).map((feed: PageFeed) => ({
                ...feed,
                path: new URL(localePath(page.locale, feed.path), url).href,
              })),
              page.locale,
            ),
          }
        : {}),
    },
    openGraph: {
      type: page.type,
      title,
      description,
      url,
      siteName: SITE_NAME,
      locale: OG_LOCALES[page.locale],
      alternateLocale: LOCALES.filter((l) => l !== page.locale).map((l) => OG_LOCALES[l]),
    },
    twitter: { card: 'summary_large_image', title, description },
  };
}
