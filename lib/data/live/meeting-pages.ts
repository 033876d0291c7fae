import 'server-only';
import { UPSTREAM_PAGE_SIZE } from '@/lib/upstream/paging';
import { type ODataQuery, odata } from './query';
import { liveRows } from './reader';

/** How many pages each collection had when last read, so that reading it again cold is one round, not two. */
const knownPages = new Map<string, number>();
const KNOWN_KEPT = 1_000;

function remember(key: string, pages: number): void {
  knownPages.delete(key);
  knownPages.set(key, pages);
  if (knownPages.size > KNOWN_KEPT) knownPages.delete(knownPages.keys().next().value as string);
}

/**
 * Every row of a collection, in pages of 100 fetched in parallel, when the caller can guess how many pages there
 * usually are: the first `guess` windows go out at once (the first with `$inlinecount`), and only when the count
 * says there is more do the remaining windows follow, also in parallel. A collection read before (in this
 * process) is guessed at the page count it had then, so once its cached pages expire it is read in one round. A plenary meeting's ~179 attendees are
 * then one round instead of two (count, then pages). `query.orderby` must end in `id` so the windows see one
 * stable order. Pages go through {@link liveRows}: each is cached, and its parsed rows are shared — never mutate
 * them. `maxRows` guards against unbounded sets: more rows than that is an error, not a silent cut.
 */
export async function liveRowsInPages<T>(
  path: string,
  query: Omit<ODataQuery, 'top' | 'skip' | 'inlinecount'>,
  guess = 1,
  maxRows = 20_000,
): Promise<T[]> {
  return (await livePages<T>(path, query, guess, maxRows)).flat();
}

/**
 * The pages of {@link liveRowsInPages} as the reader returns them: a page's array is the same object for as long
 * as its cache entry lives, so a caller may memoise work over the pages on their identity.
 */
export async function livePages<T>(
  path: string,
  query: Omit<ODataQuery, 'top' | 'skip' | 'inlinecount'>,
  guess = 1,
  maxRows = 20_000,
): Promise<(readonly T[])[]> {
  const key = odata(path, query);
  const guessed = Math.max(1, guess, knownPages.get(key) ?? 0);
  const window = (index: number) =>
    liveRows<T>(
      odata(path, {
        ...query,
        top: UPSTREAM_PAGE_SIZE,
        skip: index * UPSTREAM_PAGE_SIZE,
        inlinecount: index === 0,
      }),
    );
  const first = await Promise.all(Array.from({ length: guessed }, (_, i) => window(i)));
  const count = first[0]?.count ?? 0;
  if (count > maxRows) throw new Error(`${count} rows are more than the ${maxRows} a read may page: ${path}`);
  const pages = Math.ceil(count / UPSTREAM_PAGE_SIZE);
  remember(key, pages);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - first.length) }, (_, i) => window(first.length + i)),
  );
  return [...first, ...rest].map((page) => page.rows);
}
