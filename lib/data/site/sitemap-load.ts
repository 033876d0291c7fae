import { partyCodes } from '@/lib/data/parties/party-load';
import { storeReads } from '@/lib/data/store-read-source';
import {
  RECORD_TABLES,
  type RecordStampRow,
  selectChunks,
  selectRecordRange,
  selectSpeechRange,
  selectSpeechSittings,
  type TableKind,
} from '@/lib/store/sitemap';
import type { Store } from '@/lib/store/store';
import type { SitemapChunk, SitemapKind, SitemapPlan, SitemapRecord } from './types';

/*
 * The store reads behind the sitemap (lib/data/site/sitemap.ts; lib/sitemap writes the files): which record pages
 * there are, cut into files, and each file's records. Every row of the five ODA record tables has its page; a party
 * is a code of the party groups (party-load.ts); a speech is a row of the transcripts' speeches.
 */

const TABLE_KINDS = Object.keys(RECORD_TABLES) as TableKind[];

const isTableKind = (kind: SitemapKind): kind is TableKind => Object.hasOwn(RECORD_TABLES, kind);

/** The sittings in order, cut into runs of at most `size` speeches (a sitting is never split: it has < 10,000). */
function speechChunks(db: Store, size: number): SitemapChunk[] {
  const chunks: SitemapChunk[] = [];
  let open: SitemapChunk | undefined;
  for (const sitting of selectSpeechSittings(db)) {
    if (open !== undefined && open.count + sitting.count <= size) {
      open = {
        first: open.first,
        last: sitting.sitting,
        count: open.count + sitting.count,
        lastmod: newer(open.lastmod, sitting.lastmod),
      };
      continue;
    }
    if (open !== undefined) chunks.push(open);
    open = { first: sitting.sitting, last: sitting.sitting, count: sitting.count, lastmod: sitting.lastmod };
  }
  if (open !== undefined) chunks.push(open);
  return chunks;
}

/** The later of two stamps of one kind (the same text form compares as the times do); null when neither is given. */
const newer = (a: string | null, b: string | null): string | null =>
  a === null ? b : b === null ? a : a > b ? a : b;

/**
 * Every record page of the store as sitemap files of at most `size` records each: the five tables cut in id order
 * (one pass over each table's ids), the speeches by sitting, the parties in one file. Computed once per generation
 * (lib/sitemap/sitemap-cache.ts), not per request. A store read (lib/data/store-read-source.ts).
 */
export function loadSitemapPlan(db: Store, size: number): SitemapPlan {
  const tables = Object.fromEntries(
    TABLE_KINDS.map((kind) => [kind, selectChunks(db, kind, size)]),
  ) as Record<TableKind, SitemapChunk[]>;
  const parties = partyCodes(db).length;
  return {
    ...tables,
    party: parties > 0 ? [{ first: 0, last: 0, count: parties, lastmod: null }] : [],
    speech: speechChunks(db, size),
  };
}

const toRecord = (row: RecordStampRow): SitemapRecord => ({ segment: String(row.id), lastmod: row.lastmod });

/**
 * The records of one sitemap file, in order: ids `first` … `last` of a table, the speeches of sittings `first` …
 * `last`, or every party (by code, in the party list's order; a party page has no one date, so no `lastmod`). A store
 * read (lib/data/store-read-source.ts).
 */
export function loadSitemapRecords(
  db: Store,
  kind: SitemapKind,
  first: number,
  last: number,
): SitemapRecord[] {
  if (kind === 'party') return partyCodes(db).map((segment) => ({ segment, lastmod: null }));
  if (kind === 'speech') return selectSpeechRange(db, first, last).map(toRecord);
  if (isTableKind(kind)) return selectRecordRange(db, kind, first, last).map(toRecord);
  throw new Error(`No sitemap records of kind ${kind satisfies never}`);
}

storeReads('lib/data/site/sitemap-load.ts', { loadSitemapPlan, loadSitemapRecords });
