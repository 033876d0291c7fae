import 'server-only';
import { cappedCount, SEARCH_PAGE_SIZE } from '../search-hits';
import type { HitCount } from '../types';
import { and, anyOf, odata } from './query';
import { liveAllRows, liveRows } from './reader';
import { encodedLength, FILTER_BUDGET, fitTerms, holdsAllTerms } from './search-filter';

/**
 * One scope's hits from the live service (cases or documents): the count and, for the scope shown, one page of
 * rows, newest first. Normally one request (`$inlinecount` with the page, or with `$top=1` for another scope's
 * tab). When the words do not all fit in the URL (see FILTER_BUDGET), the service is asked for the candidates
 * matching the words that fit (ids and searched text, at most SCAN_LIMIT), the other words are checked here, and
 * the page is read by id: exact, or — past SCAN_LIMIT candidates — a count marked as "at least".
 */
export interface HitQuery {
  readonly set: 'Sag' | 'Dokument';
  /** The fields the words are looked for in. */
  readonly fields: readonly string[];
  readonly terms: readonly string[];
  /** The other conditions (filters), already OData text. */
  readonly clauses: readonly string[];
  readonly orderby: string;
  /** Whether the count stops at the caps, as the store's does for this kind of search (lib/data/search.ts). */
  readonly capped: boolean;
  /** The scope shown: its page is read. */
  readonly active: boolean;
  readonly offset: number;
  /** What a hit row needs. */
  readonly select?: readonly string[];
  readonly expand?: readonly string[];
}

export interface LiveHits<R> {
  readonly count: HitCount;
  /** The page's rows in order (empty unless the scope is shown). */
  readonly rows: readonly R[];
}

/** Candidates read at most when words must be checked here. */
export const SCAN_LIMIT = 2_000;

export async function findLiveHits<R extends { id: number }>(q: HitQuery): Promise<LiveHits<R>> {
  const budget = FILTER_BUDGET - q.clauses.reduce((n, c) => n + encodedLength(c) + 5, 0);
  const { clauses: termClauses, leftover } = fitTerms(q.terms, q.fields, budget);
  const filter = and(...termClauses, ...q.clauses);
  if (leftover.length > 0) return scanHits<R>(q, filter, leftover);
  if (!q.active) {
    const { count } = await liveRows<{ id: number }>(
      odata(q.set, { filter, select: ['id'], top: 1, inlinecount: true }),
    );
    return { count: toCount(q, count ?? 0, false), rows: [] };
  }
  const answer = await liveRows<R>(
    odata(q.set, {
      filter,
      select: q.select,
      expand: q.expand,
      orderby: q.orderby,
      top: SEARCH_PAGE_SIZE,
      skip: q.offset,
      inlinecount: true,
    }),
  );
  const count = toCount(q, answer.count ?? 0, false);
  return { count, rows: answer.rows.slice(0, Math.max(0, count.n - q.offset)) };
}

function toCount(q: Pick<HitQuery, 'capped' | 'active'>, n: number, atLeast: boolean): HitCount {
  if (q.capped) {
    const count = cappedCount(n, q.active);
    return atLeast ? { n: count.n, capped: true } : count;
  }
  return { n, capped: atLeast };
}

async function scanHits<R extends { id: number }>(
  q: HitQuery,
  filter: string | null,
  leftover: readonly string[],
): Promise<LiveHits<R>> {
  const candidates = await liveAllRows<Record<string, string | number | null>>(
    odata(q.set, { filter, select: ['id', ...q.fields], orderby: q.orderby }),
    SCAN_LIMIT,
  );
  const ids = candidates.rows
    .filter((row) =>
      holdsAllTerms(
        q.fields.map((f) => row[f] as string | null),
        leftover,
      ),
    )
    .map((row) => Number(row.id));
  return hitsFromIds<R>(q, ids, candidates.truncated);
}

/**
 * A scope's hits from the full list of matching ids (in order): the count, and the page read by id. `atLeast`
 * when the list may be incomplete (the count is then shown as "over n").
 */
export async function hitsFromIds<R extends { id: number }>(
  q: Pick<HitQuery, 'set' | 'capped' | 'active' | 'offset' | 'select' | 'expand'>,
  ids: readonly number[],
  atLeast: boolean,
): Promise<LiveHits<R>> {
  const count = toCount(q, ids.length, atLeast);
  if (!q.active) return { count, rows: [] };
  const pageIds = ids.slice(q.offset, Math.min(q.offset + SEARCH_PAGE_SIZE, count.n));
  if (pageIds.length === 0) return { count, rows: [] };
  const { rows } = await liveRows<R>(
    odata(q.set, { filter: anyOf('id', pageIds), select: q.select, expand: q.expand, top: pageIds.length }),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { count, rows: pageIds.flatMap((id) => byId.get(id) ?? []) };
}
