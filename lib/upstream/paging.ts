import type { OrderByItem, QueryOptions } from '@/lib/odata/ast';
import { InvalidUpstreamRequestError, UpstreamError } from './errors';
import { parseUpstreamTarget, toUpstreamTarget, type UpstreamTarget } from './request';

/** The page the service serves at most (and the most a `$top` can ask for per request). */
export const UPSTREAM_PAGE_SIZE = 100;

/**
 * Fetches one page; the upstream client's `fetchOdata`, or a cached fetch with the same shape. A fetcher that
 * keeps parsed answers (the page data layer's reader) passes the parsed body as `json`, so it is not parsed again.
 */
export type PageFetcher = (
  target: UpstreamTarget,
) => Promise<{ readonly status: number; readonly body: string; readonly json?: unknown }>;

export interface PagingOptions {
  /** Stop after this many rows (default 20,000): a guard against unbounded sets. */
  readonly maxRows?: number;
}

export interface PagedRows<T> {
  /** `odata.count` of the whole set (all matches, ignoring `$top`/`$skip`). */
  readonly count: number;
  readonly rows: readonly T[];
  /** Requests made. */
  readonly pages: number;
  /** True when `maxRows` cut the rows short of what the request asked for. */
  readonly truncated: boolean;
}

/**
 * All rows of a collection larger than one page (a vote's ~179 Stemme, a politician's voting record): a first
 * request with `$inlinecount=allpages` learns the count, then the remaining `$skip` windows of 100 are fetched in
 * parallel — the client's concurrency limit paces them. The request's own `$top`/`$skip` bound the rows; its
 * `$orderby` gets `id` appended (unless already there) so that the windows see one stable order. JSON only.
 */
export async function fetchAllPages<T = Record<string, unknown>>(
  fetchPage: PageFetcher,
  request: string | UpstreamTarget,
  options: PagingOptions = {},
): Promise<PagedRows<T>> {
  const base = typeof request === 'string' ? parseUpstreamTarget(request) : request;
  if (base.path.kind !== 'collection' && base.path.kind !== 'navigation')
    throw new InvalidUpstreamRequestError(`Only collections can be paged, not ${base.pathAndQuery}`);
  if (base.options.format === 'xml')
    throw new InvalidUpstreamRequestError('Paging reads JSON, not $format=xml');
  const start = base.options.skip ?? 0;
  const wanted = base.options.top ?? Number.POSITIVE_INFINITY;
  const limit = Math.min(wanted, options.maxRows ?? 20_000);
  const shared: QueryOptions = {
    ...base.options,
    orderby: withStableOrder(base.options.orderby),
    inlinecount: undefined,
  };
  const window = (skip: number, top: number, count: boolean): UpstreamTarget =>
    toUpstreamTarget(base.path, {
      ...shared,
      top,
      skip: skip === 0 ? undefined : skip,
      inlinecount: count ? 'allpages' : undefined,
    });

  const first = await readPage<T>(fetchPage, window(start, Math.min(UPSTREAM_PAGE_SIZE, limit), true));
  const count = first.count ?? first.rows.length;
  const available = Math.max(0, count - start);
  const total = Math.min(available, limit);
  const windows: UpstreamTarget[] = [];
  for (let offset = UPSTREAM_PAGE_SIZE; offset < total; offset += UPSTREAM_PAGE_SIZE)
    windows.push(window(start + offset, Math.min(UPSTREAM_PAGE_SIZE, total - offset), false));
  const rest = await Promise.all(windows.map((w) => readPage<T>(fetchPage, w)));
  const rows = [first, ...rest].flatMap((page) => page.rows).slice(0, total);
  return { count, rows, pages: 1 + windows.length, truncated: Math.min(available, wanted) > total };
}

/** `$orderby` with `id` as the final key, so rows with equal keys keep one order across separate requests. */
export function withStableOrder(orderby: readonly OrderByItem[] | undefined): readonly OrderByItem[] {
  const items = orderby ?? [];
  const hasId = items.some(
    (i) => i.path.variable === null && i.path.path.length === 1 && i.path.path[0] === 'id',
  );
  if (hasId) return items;
  return [
    ...items,
    { kind: 'orderby', direction: 'asc', path: { kind: 'member', variable: null, path: ['id'], pos: 0 } },
  ];
}

async function readPage<T>(
  fetchPage: PageFetcher,
  target: UpstreamTarget,
): Promise<{ count: number | undefined; rows: readonly T[] }> {
  const res = await fetchPage(target);
  if (res.status !== 200)
    throw new UpstreamError(
      `Upstream answered ${res.status} while paging ${target.pathAndQuery}`,
      'http',
      res.status,
      1,
    );
  const json = (res.json ?? JSON.parse(res.body)) as { 'odata.count'?: string | number; value?: unknown };
  if (!Array.isArray(json.value))
    throw new Error(`Upstream page without a value array: ${target.pathAndQuery}`);
  const count = json['odata.count'] === undefined ? undefined : Number(json['odata.count']);
  return { count, rows: json.value as T[] };
}
