import { parseUpstreamTarget, type UpstreamTarget } from '@/lib/upstream/request';

/** Bumped when the entry format or the canonical printing changes, so old shared entries are not misread. */
export const CACHE_KEY_VERSION = 1;

/**
 * The cache key of an upstream request: `tingdata:v1:oda.ft.dk/api/Sag?$filter=typeid%20eq%203&$top=5` — the
 * upstream's host and root (so two upstreams never share entries) and the canonical request printed from the AST
 * (`%24top=5`, `$top=05` and `$top=5` are one key; option order does not matter; custom options are dropped).
 */
export function cacheKey(root: string, target: Pick<UpstreamTarget, 'pathAndQuery'>): string {
  return `tingdata:v${CACHE_KEY_VERSION}:${root.replace(/^https?:\/\//, '')}${target.pathAndQuery}`;
}

/** The key of a request given as text (`Sag?%24top=5`); throws InvalidUpstreamRequestError for a non-ODA request. */
export const canonicalKey = (root: string, pathAndQuery: string): string =>
  cacheKey(root, parseUpstreamTarget(pathAndQuery));
