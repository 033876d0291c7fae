import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { MAX_FILE_BYTES, MAX_URLS_PER_FILE, SITEMAP_NS, XHTML_NS } from './sitemap-files';

/*
 * Reads sitemap files as a crawler would and checks what the protocol (sitemaps.org 0.9) and Google's form for pages
 * in several languages require, so a test fails on broken XML or a missing part: the namespaces; at most 50,000
 * entries and 50 MB; every `loc` absolute; every `lastmod` a W3C Datetime; every page with its alternates in every
 * language (da, en, x-default), its own address among them.
 */

/** A W3C Datetime: a complete date, or one with a time to the second and its offset (what lib/format writes). */
export const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}:\d{2}(?:Z|[+-]\d{2}:\d{2}))?$/;

export interface CheckedUrl {
  readonly loc: string;
  readonly lastmod: string | null;
  /** The alternates by `hreflang`. */
  readonly alternates: Readonly<Record<string, string>>;
}

export interface CheckedSitemapEntry {
  readonly loc: string;
  readonly lastmod: string | null;
}

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
  parseTagValue: false,
});

function parsed(xml: string, root: string): Node {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`Not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  if (Buffer.byteLength(xml) > MAX_FILE_BYTES) throw new Error('A sitemap file over 50 MB');
  const node = (parser.parse(xml) as Node)[root] as Node | undefined;
  if (!node) throw new Error(`No <${root}> root`);
  return node;
}

function absolute(loc: unknown): string {
  if (typeof loc !== 'string' || !/^https?:\/\//.test(loc))
    throw new Error(`Not an absolute URL: ${String(loc)}`);
  return new URL(loc).href === loc ? loc : fail(`Not a normalised URL: ${loc}`);
}

function stamp(value: unknown): string | null {
  if (value === undefined) return null;
  if (typeof value !== 'string' || !W3C_DATETIME.test(value))
    throw new Error(`Bad lastmod: ${String(value)}`);
  return value;
}

const fail = (message: string): never => {
  throw new Error(message);
};

/** A `<urlset>` file's entries, checked (see above). */
export function checkUrlset(xml: string): CheckedUrl[] {
  const root = parsed(xml, 'urlset');
  if (root['@xmlns'] !== SITEMAP_NS || root['@xmlns:xhtml'] !== XHTML_NS)
    fail('Wrong namespaces on <urlset>');
  const urls = (root.url as Node[] | undefined) ?? [];
  if (urls.length > MAX_URLS_PER_FILE) fail(`${urls.length} URLs in one file`);
  return urls.map((url) => {
    const loc = absolute(url.loc);
    const links = (url['xhtml:link'] as Node[] | undefined) ?? [];
    const alternates: Record<string, string> = {};
    for (const link of links) {
      if (link['@rel'] !== 'alternate') fail(`A link that is no alternate at ${loc}`);
      alternates[String(link['@hreflang'])] = absolute(link['@href']);
    }
    for (const lang of ['da', 'en', 'x-default'])
      if (!alternates[lang]) fail(`No ${lang} alternate at ${loc}`);
    if (!Object.values(alternates).includes(loc)) fail(`${loc} is not among its own alternates`);
    return { loc, lastmod: stamp(url.lastmod), alternates };
  });
}

/** A `<sitemapindex>`'s files, checked (see above). */
export function checkSitemapIndex(xml: string): CheckedSitemapEntry[] {
  const root = parsed(xml, 'sitemapindex');
  if (root['@xmlns'] !== SITEMAP_NS) fail('Wrong namespace on <sitemapindex>');
  const entries = (root.sitemap as Node[] | undefined) ?? [];
  if (entries.length > MAX_URLS_PER_FILE) fail(`${entries.length} files in the index`);
  return entries.map((entry) => ({ loc: absolute(entry.loc), lastmod: stamp(entry.lastmod) }));
}
