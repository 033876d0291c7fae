import {
  ALERTS_PATH,
  API_ROOT_PATH,
  localePath,
  RECORD_NOT_FOUND_PATH,
  SEARCH_PATH,
  SITEMAP_INDEX_PATH,
} from '@/lib/routes';

/**
 * The site's robots.txt (RFC 9309): every page may be crawled — the record pages are what the sitemap
 * (/sitemap.xml) lists — except where a crawler would find endless addresses or no page:
 * - `/api`: the OData service answers any query of the whole database; those who want it in bulk have the
 *   downloads, not a crawl;
 * - search (`/soeg`, its JSON and feed): results of whatever words, found better through the record pages;
 * - any address with a query (`/*?`): filters, sorting and paging of lists and record pages make endless
 *   combinations of pages whose records the sitemap lists anyway; feeds with filters too. The feeds without a query
 *   stay open: they announce new votes and cases;
 * - a share image (`…/opengraph-image?…`, which Next addresses with a query) is allowed: link previewers that honour
 *   robots.txt must fetch it (a longer rule wins over `/*?`, RFC 9309 §2.2.2);
 * - the e-mail alerts (`/varsler`): forms' answers and pages reached from a mail, each a reader's own;
 * - the record 404s (`/ikke-fundet`), the language switch (`/sprog`, which sets a cookie) and `/metrics`.
 * Each rule is written for the Danish addresses and their English twins under `/en`.
 */
export function robotsTxt(origin: URL): string {
  const both = (path: string) => [...new Set([path, localePath('en', path)])];
  const disallowed = [
    API_ROOT_PATH.replace(/\/$/, ''),
    ...both(SEARCH_PATH),
    ...both(RECORD_NOT_FOUND_PATH),
    ...both(ALERTS_PATH),
    '/sprog',
    '/metrics',
    '/*?',
  ];
  return [
    '# Tingdata: the Danish Parliament’s open data. /api answers any query of the whole database: ask it as a client, do not crawl it.',
    'User-agent: *',
    'Allow: /',
    'Allow: /*/opengraph-image',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL(SITEMAP_INDEX_PATH, origin).href}`,
    '',
  ].join('\n');
}
