import 'server-only';
import { type ODataQuery, odata } from './query';
import { liveRows } from './reader';

/** The service's page size. */
const PAGE = 100;

/**
 * Every row of a collection, paged like `liveAllRows` (the first page with the count, then the other pages in
 * parallel under the client's limit, ordered by `id` so the windows agree) but each page read through
 * `liveRows`, whose parsed JSON is memoised per cache entry: a warm read hands back the same row objects, so
 * work keyed on them (the parsed konklusion texts, ./actor-party-side.ts) is done once per cache entry, not per
 * request. (`liveAllRows` parses every page again on each call.) While every page is the same cached answer, the
 * result is the same array too: never mutate it.
 */
export async function livePagedRows<T>(
  path: string,
  query: Omit<ODataQuery, 'top' | 'skip' | 'inlinecount'>,
  maxRows = 100_000,
): Promise<T[]> {
  const orderby = query.orderby ? `${query.orderby},id` : 'id';
  const first = await liveRows<T>(odata(path, { ...query, orderby, top: PAGE, inlinecount: true }));
  const total = Math.min(first.count ?? first.rows.length, maxRows);
  const rest: Promise<{ rows: T[] }>[] = [];
  for (let skip = PAGE; skip < total; skip += PAGE)
    rest.push(liveRows<T>(odata(path, { ...query, orderby, top: PAGE, skip })));
  const pages = [first.rows, ...(await Promise.all(rest)).map((p) => p.rows)];
  // The same pages as last time (all still cached): the same array, so callers can memoise on it.
  const last = joined.get(first.rows);
  if (last && last.pages.length === pages.length && last.pages.every((p, i) => p === pages[i]))
    return last.rows as T[];
  const rows = pages.flat().slice(0, total);
  joined.set(first.rows, { pages, rows });
  return rows;
}

/** The joined rows by the first page's (memoised) row array. */
const joined = new WeakMap<
  readonly unknown[],
  { pages: readonly (readonly unknown[])[]; rows: readonly unknown[] }
>();
