import type { SitemapChunk, SitemapKind, SitemapPlan } from '@/lib/data/site/types';
import { parseSpeechIdSegment } from '@/lib/referat/referat-ids';
import {
  actorPath,
  casePath,
  documentPath,
  meetingPath,
  parseIdSegment,
  partyPath,
  speechPath,
  votePath,
} from '@/lib/routes';

/*
 * The sitemap's files (sitemaps.org's protocol): the index at /sitemap.xml lists them; each lists the record pages of
 * one kind in one range of ids, every page twice — its Danish and its English address, each with both as
 * alternates (Google's form for pages in several languages). A file is served gzip'd as a file (`sag-2.xml.gz`, as
 * the protocol allows), made once per generation: Next drops a route's own `Content-Encoding` and would gzip a
 * 20 MB text anew for every request (lib/sitemap/sitemap-response.ts).
 */

/** The namespaces of the files: the sitemaps protocol's, and XHTML's for the `link` to a page's other languages. */
export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** Records per file: two URLs each, so a file holds at most the protocol's 50,000 URLs. */
export const RECORDS_PER_FILE = 25_000;

/** The protocol's limits of one file: URLs, and bytes uncompressed. */
export const MAX_URLS_PER_FILE = 50_000;
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/** The kinds in the index's order, each with its files' name (the record page's first path segment). */
const FILE_PREFIX: Readonly<Record<SitemapKind, string>> = {
  vote: 'afstemning',
  case: 'sag',
  meeting: 'moede',
  actor: 'aktoer',
  party: 'parti',
  document: 'dokument',
  speech: 'tale',
};

const KINDS = Object.keys(FILE_PREFIX) as SitemapKind[];

/** One sitemap file: its name (`sag-2.xml.gz`), its kind and the range of records it lists. */
export interface SitemapFile {
  readonly name: string;
  readonly kind: SitemapKind;
  readonly chunk: SitemapChunk;
}

/** Every file of a plan, in the index's order: `afstemning-1.xml.gz`, …, `tale-33.xml.gz`. */
export function sitemapFiles(plan: SitemapPlan): SitemapFile[] {
  return KINDS.flatMap((kind) =>
    plan[kind].map((chunk, i) => ({ name: `${FILE_PREFIX[kind]}-${i + 1}.xml.gz`, kind, chunk })),
  );
}

/** The file of a plan by its name; null for a name that is none of them. */
export function findSitemapFile(plan: SitemapPlan, name: string): SitemapFile | null {
  const match = /^([a-z]+)-([1-9]\d{0,5})\.xml\.gz$/.exec(name);
  const kind = match ? KINDS.find((k) => FILE_PREFIX[k] === match[1]) : undefined;
  const chunk = kind && match ? plan[kind][Number(match[2]) - 1] : undefined;
  return kind && chunk ? { name, kind, chunk } : null;
}

/** A record page's Danish path from its kind and address segment (lib/routes.ts); null for a segment that is none. */
export function recordPagePath(kind: SitemapKind, segment: string): string | null {
  if (kind === 'party') return partyPath(segment);
  if (kind === 'speech') {
    const id = parseSpeechIdSegment(segment);
    return id === null ? null : speechPath(id);
  }
  const id = parseIdSegment(segment);
  if (id === null) return null;
  const paths: Record<Exclude<SitemapKind, 'party' | 'speech'>, (id: number) => string> = {
    vote: votePath,
    case: casePath,
    meeting: meetingPath,
    actor: actorPath,
    document: documentPath,
  };
  return paths[kind](id);
}
