import type { Locale } from '@/lib/i18n/locale';
import { localePath } from '@/lib/routes';
import { FEED_IDS, tagUri } from './feed-ids';

/** What every feed builder needs besides its data. */
export interface FeedContext {
  /** The site's public origin (lib/http/public-origin.ts, as lib/site-url.ts gives pages): links are absolute. */
  readonly origin: URL;
  /** The domain of the tag URIs (lib/feed/feed-ids.ts). */
  readonly tagDomain: string;
  /**
   * The feed's words and the language of the pages it links to: the feed's address says (`/en/…/feed.xml` is
   * English). ODA's own texts stay Danish.
   */
  readonly locale: Locale;
  /**
   * `updated` of a feed without entries: the store's newest `opdateringsdato` (an ODA date, never the time of
   * writing).
   */
  readonly emptyUpdated: Date;
}

/** The absolute URL of one of our paths (from lib/routes.ts), in the feed's language (`/en/…` in English). */
export const absoluteUrl = (context: FeedContext, path: string): string =>
  new URL(localePath(context.locale, path), context.origin).href;

/** The feed's own id, from its path and canonical query (from lib/routes.ts) in its language. */
export const feedId = (context: FeedContext, path: string): string =>
  tagUri(context.tagDomain, FEED_IDS.feed(localePath(context.locale, path)));

/** The feeds' author: the site, which writes the entries from Folketingets åbne data. */
export const siteAuthor = (context: FeedContext) => ({ name: 'Tingdata', uri: context.origin.href });

/** The newest entry's `updated`, else `fallback` (an ODA date the feed names), else the store's newest update. */
export function feedUpdated(
  entries: readonly { readonly updated: Date }[],
  context: FeedContext,
  fallback: Date | null = null,
): Date {
  const newest = entries.reduce<Date | null>((a, e) => (a && a >= e.updated ? a : e.updated), null);
  return newest ?? fallback ?? context.emptyUpdated;
}
