import 'server-only';
import type { Metadata } from 'next';
import { type Locale, OG_LOCALES } from '@/lib/i18n/locale';
import { getSiteOrigin } from '@/lib/site-url';

/** The site's name in link previews. */
const SITE_NAME = 'Tingdata';

/** What a shareable page says about itself: its words, its canonical path (from lib/routes.ts) and its language. */
export interface SharedPage {
  readonly title: string;
  readonly description: string;
  /** The page's canonical path, e.g. `casePath(id)`. */
  readonly path: string;
  readonly locale: Locale;
  /** Open Graph's type: 'article' for a vote, case or meeting, 'profile' for a person. */
  readonly type: 'article' | 'profile' | 'website';
}

/**
 * The metadata every shareable page (vote, case, meeting, actor) gives link previews: title, description, the
 * canonical URL, Open Graph (title, description, url, site name, locale, type) and a large Twitter card. URLs are
 * absolute on the public origin (SITE_URL, lib/site-url.ts); the share image comes from the route's
 * `opengraph-image`, which Next adds itself.
 */
export async function sharePageMetadata(page: SharedPage): Promise<Metadata> {
  const url = new URL(page.path, await getSiteOrigin()).href;
  const { title, description } = page;
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: page.type,
      title,
      description,
      url,
      siteName: SITE_NAME,
      locale: OG_LOCALES[page.locale],
    },
    twitter: { card: 'summary_large_image', title, description },
  };
}
