import 'server-only';
import { existsSync } from 'node:fs';
import { resolveStorePath } from '@/lib/config/store-path';
import { runStoreRead } from '@/lib/data/store-read';
import { StoreMissingError, storeGeneration } from '@/lib/store/open-store';
import { loadSitemapPlan, loadSitemapRecords } from './sitemap-load';
import type { SitemapKind, SitemapPlan, SitemapRecord } from './types';

/**
 * The reads are bigger than a page's (the plan reads every table's ids; a file, 25,000 rows) and run once per
 * generation, so each has a longer deadline than ODA_PAGE_QUERY_TIMEOUT_MS; they still run in the pages' query pool.
 */
const PLAN_TIMEOUT_MS = 60_000;
const RECORDS_TIMEOUT_MS = 20_000;

function storeFile(): string {
  const db = resolveStorePath();
  if (!existsSync(db)) throw new StoreMissingError(db);
  return db;
}

/**
 * Which version of the data the sitemap shows: the store file and, for a mirror, its generation (what the page cache
 * is keyed by, lib/server/site-server.ts). A new version makes new files.
 * @throws StoreMissingError when the store file does not exist.
 */
export function sitemapDataVersion(): string {
  const db = storeFile();
  return `${db}#${storeGeneration(db) ?? ''}`;
}

/** The store's record pages as sitemap files of at most `size` records (lib/data/site/sitemap-load.ts). */
export function getSitemapPlan(size: number): Promise<SitemapPlan> {
  return runStoreRead(loadSitemapPlan, { db: storeFile(), args: [size] }, PLAN_TIMEOUT_MS);
}

/** One sitemap file's records (lib/data/site/sitemap-load.ts). */
export function getSitemapRecords(kind: SitemapKind, first: number, last: number): Promise<SitemapRecord[]> {
  return runStoreRead(loadSitemapRecords, { db: storeFile(), args: [kind, first, last] }, RECORDS_TIMEOUT_MS);
}
