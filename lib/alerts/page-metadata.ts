import type { Metadata } from 'next';

/**
 * The metadata of the alerts' pages and the privacy page: their title, and no search engine lists them
 * (`noindex`; robots.txt closes `/varsler` too, lib/seo/robots.ts). A page with a reader's token in its address
 * also tells the browser to send no `Referer` from it (proxy.ts sends `Referrer-Policy: no-referrer` as well).
 */
export const alertsPageMetadata = (title: string, token = false): Metadata => ({
  title,
  robots: { index: false, follow: false },
  ...(token ? { referrer: 'no-referrer' as const } : {}),
});
