import type { SitemapKind, SitemapRecord } from '@/lib/data/site/types';
import { w3cDateTime } from '@/lib/format/w3c-datetime';
import { LOCALES } from '@/lib/i18n/locale';
import { sitemapFilePath } from '@/lib/routes';
import { alternatesOn } from '@/lib/share/page-metadata';
import { recordPagePath, SITEMAP_NS, type SitemapFile, XHTML_NS } from './sitemap-files';

/*
 * The sitemap files' XML (sitemaps.org's schema 0.9, with XHTML's `link` for a page's other languages): written as
 * text in one pass, every value escaped.
 */

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as XML character data or an attribute value. */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const lastmodElement = (stamp: string | null): string => {
  const lastmod = w3cDateTime(stamp);
  return lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
};

/** What a sitemap file's text holds: the text, and how many `<url>` entries. */
export interface SitemapText {
  readonly xml: string;
  readonly urls: number;
}

/**
 * A `<urlset>` of `records` of one kind on `origin`: each page's address in every language (Danish first), each with
 * the alternates the page itself gives in its `hreflang` links (lib/share/page-metadata.ts alternatesOn: da, en,
 * x-default) and the record's `lastmod`. A record whose segment is no address is left out.
 */
export function urlsetXml(kind: SitemapKind, records: readonly SitemapRecord[], origin: URL): SitemapText {
  const parts: string[] = [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`];
  let urls = 0;
  for (const record of records) {
    const path = recordPagePath(kind, record.segment);
    if (path === null) continue;
    const { languages } = alternatesOn(origin, path, 'da');
    const links = Object.entries(languages)
      .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`)
      .join('');
    const lastmod = lastmodElement(record.lastmod);
    for (const locale of LOCALES) {
      parts.push(`<url><loc>${escapeXml(languages[locale])}</loc>${lastmod}${links}</url>\n`);
      urls += 1;
    }
  }
  parts.push('</urlset>\n');
  return { xml: parts.join(''), urls };
}

/** The `<sitemapindex>` of `files` on `origin`, each with the newest `lastmod` of its records. */
export function sitemapIndexXml(files: readonly SitemapFile[], origin: URL): string {
  const entries = files.map(
    (file) =>
      `<sitemap><loc>${escapeXml(new URL(sitemapFilePath(file.name), origin).href)}</loc>${lastmodElement(file.chunk.lastmod)}</sitemap>\n`,
  );
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('')}</sitemapindex>\n`;
}
