import 'server-only';
import { cache } from 'react';
import { readStoreMeta } from '@/lib/store/meta';
import { getStore, StoreMissingError } from '@/lib/store/open-store';
import type { SiteInfo, SiteStatus } from './types';

/**
 * What the store says about itself (synthetic or not, how fresh). Callers render at request time
 * (`await connection()`): the store file is only known then.
 * @throws StoreMissingError when the store file does not exist.
 */
export async function getSiteInfo(): Promise<SiteInfo> {
  const meta = readStoreMeta(getStore());
  return { synthetic: meta.synthetic, asOf: meta.asOf, scale: meta.scale };
}

/**
 * Like {@link getSiteInfo}, but a missing store is an answer, not an error: the root layout shows how to build it,
 * and pages check it before reading (they render alongside the layout). Memoised per request.
 */
export const getSiteStatus = cache(async (): Promise<SiteStatus> => {
  try {
    return { kind: 'ready', site: await getSiteInfo() };
  } catch (error) {
    if (error instanceof StoreMissingError) return { kind: 'store-missing', storeFile: error.file };
    throw error;
  }
});
