import 'server-only';
import type { LatestVoteRow } from '@/lib/store/latest-votes';
import type { VoteListParams, VotePeriodRow, VoteTypeRow } from '@/lib/store/vote-list';
import type { OdaCaseRef } from './oda-json';
import { and, int, odata, str } from './query';
import { liveAllRows, liveRows } from './reader';

/**
 * The vote list over OData, in the row shapes of lib/store/vote-list.ts, so lib/data/votes.ts shapes both sources
 * alike. One request per page of 50 (filter, order, window and count in one go).
 *
 * The order differs from the store's in one documented way: the store sorts by the calendar day of the vote's
 * date (`Sagstrin.dato`, else `Møde.dato`), which OData cannot compute, and then by the meeting's start; here the
 * list is sorted by the meeting's start (`Møde/dato`), then `nummer` and id, all descending. The two agree
 * whenever a vote's step is dated on its meeting's day — every vote of the generated stores, and a vote is cast
 * at its meeting — and votes whose meeting has no date come last in both.
 */

/** The service's page (and `$top`) limit. */
const PAGE = 100;

/** The list's order: newest meeting first (see above). */
export const VOTE_LIST_ORDER = 'Møde/dato desc,nummer desc,id desc';

/** `Afstemning` as a list reads it, with its step, case, type and meeting. */
export interface LiveVoteListItem {
  readonly id: number;
  readonly nummer: number;
  readonly vedtaget: boolean;
  readonly mødeid: number;
  readonly Afstemningstype: { readonly type: string | null } | null;
  readonly Sagstrin: {
    readonly dato: string | null;
    readonly Sag: OdaCaseRef | null;
  } | null;
  readonly Møde: { readonly titel: string | null; readonly dato: string | null } | null;
}

/** The filter of the list's parameters (null: every vote). */
export function voteListFilter(params: VoteListParams): string | null {
  return and(
    params.samling === null ? null : `Møde/Periode/kode eq ${str(params.samling)}`,
    params.typeid === null ? null : `typeid eq ${int(params.typeid)}`,
    params.vedtaget === null ? null : `vedtaget eq ${params.vedtaget === 1}`,
  );
}

/** The requests for rows `offset … offset + limit` of the list, 100 per request; the first counts the matches. */
export function voteListRequests(params: VoteListParams, limit: number, offset: number): string[] {
  const filter = voteListFilter(params);
  const requests: string[] = [];
  for (let from = 0; from < limit; from += PAGE)
    requests.push(
      odata('Afstemning', {
        filter,
        expand: ['Sagstrin/Sag', 'Afstemningstype', 'Møde'],
        orderby: VOTE_LIST_ORDER,
        top: Math.min(PAGE, limit - from),
        skip: offset + from,
        inlinecount: from === 0,
      }),
    );
  return requests;
}

/** The row of lib/store/latest-votes.ts from a list item. */
export function toLatestVoteRow(v: LiveVoteListItem): LatestVoteRow {
  const step = v.Sagstrin;
  const sag = step?.Sag ?? null;
  return {
    afstemning_id: v.id,
    afstemning_nummer: v.nummer,
    vedtaget: v.vedtaget ? 1 : 0,
    moede_id: v.mødeid,
    sagstrin_dato: step?.dato ?? null,
    moede_dato: v.Møde?.dato ?? null,
    afstemning_dato: step?.dato ?? v.Møde?.dato ?? null,
    afstemningstype: v.Afstemningstype?.type ?? null,
    sag_id: sag?.id ?? null,
    sag_nummer: sag?.nummer ?? null,
    sag_titel: sag?.titel ?? null,
    sag_titelkort: sag?.titelkort ?? null,
    moede_titel: v.Møde?.titel ?? null,
  };
}

/** One window of the filtered list, in list order, and how many votes pass the filters (as selectVoteList). */
export async function liveVoteList(
  params: VoteListParams,
  limit: number,
  offset: number,
): Promise<{ rows: LatestVoteRow[]; total: number }> {
  const pages = await Promise.all(
    voteListRequests(params, limit, offset).map((r) => liveRows<LiveVoteListItem>(r)),
  );
  return { rows: pages.flatMap((p) => p.rows.map(toLatestVoteRow)), total: pages[0]?.count ?? 0 };
}

/**
 * The sessions that have votes, newest first (as VOTE_PERIODS_SQL) and every vote type. The service allows one
 * level of `any` (ASP.NET's default MaxAnyAllExpressionDepth is 1), so "a meeting with a vote" takes two rounds:
 * the sessions with meetings and the types at once, then one `$top=1` probe per session, in parallel (about 25).
 */
export async function liveVoteFilterRows(): Promise<{ periods: VotePeriodRow[]; types: VoteTypeRow[] }> {
  const [periods, types] = await Promise.all([
    liveAllRows<{ id: number; kode: string; titel: string | null }>(
      odata('Periode', {
        filter: 'kode ne null and Møde/any()',
        select: ['id', 'kode', 'titel'],
        orderby: 'startdato desc,id desc',
      }),
    ),
    liveAllRows<{ id: number; type: string | null }>(
      odata('Afstemningstype', { select: ['id', 'type'], orderby: 'id' }),
    ),
  ]);
  const withVotes = await Promise.all(
    periods.rows.map(async (p) => {
      const probe = await liveRows<{ id: number }>(
        odata('Afstemning', { filter: `Møde/periodeid eq ${int(p.id)}`, select: ['id'], top: 1 }),
      );
      return probe.rows.length > 0;
    }),
  );
  return {
    periods: periods.rows
      .filter((_, i) => withVotes[i])
      .map((p) => ({ periode_id: p.id, periode_kode: p.kode, periode_titel: p.titel })),
    types: types.rows.map((t) => ({ afstemningstype_id: t.id, afstemningstype: t.type })),
  };
}
