import 'server-only';
import type { VoteBallotRow } from '@/lib/store/vote-ballots';
import type { VoteDetailRow } from '@/lib/store/vote-detail';
import type { OdaCaseRef } from './oda-json';
import { int, odata } from './query';
import { liveEntity } from './reader';
import { fetchStemme, liveVoteBallots } from './vote-ballots';

/**
 * One vote over OData, in the row shapes of lib/store/vote-detail.ts and vote-ballots.ts, so lib/data/vote.ts
 * shapes both sources with the same `toVoteDetail`.
 *
 * Cold, it takes two sequential rounds: (1) the vote with its type, step, case, meeting and session in one
 * request, and the first two windows of its Stemme (a vote has about 179) at the same time; (2) the two windows of
 * the Folketingsgruppe memberships around the vote date (shared by every vote of that day). Five requests.
 */

/** `Afstemning(id)` as read, with its expansions (each null when the foreign key is). */
export interface LiveVote {
  readonly id: number;
  readonly nummer: number;
  readonly konklusion: string | null;
  readonly vedtaget: boolean;
  readonly kommentar: string | null;
  readonly mødeid: number;
  readonly typeid: number;
  readonly Afstemningstype: { readonly type: string | null } | null;
  readonly Sagstrin: {
    readonly id: number;
    readonly titel: string | null;
    readonly dato: string | null;
    readonly Sagstrinstype: { readonly type: string | null } | null;
    readonly Sag: OdaCaseRef | null;
  } | null;
  readonly Møde: {
    readonly titel: string | null;
    readonly dato: string | null;
    readonly Periode: {
      readonly id: number;
      readonly kode: string | null;
      readonly titel: string | null;
    } | null;
  } | null;
}

/**
 * The vote's request: the page's first read, and the proxy's existence check (lib/data/live/vote-exists.ts), so
 * the check costs the page nothing — the page finds the answer in the cache.
 */
export function voteRequest(id: number): string {
  return odata(`Afstemning(${int(id)})`, {
    expand: ['Afstemningstype', 'Sagstrin/Sag', 'Sagstrin/Sagstrinstype', 'Møde/Periode'],
  });
}

/** The vote as read, or null when the service has none with the id. */
export function fetchVote(id: number): Promise<LiveVote | null> {
  return liveEntity<LiveVote>(voteRequest(id));
}

/** The row of lib/store/vote-detail.ts (VOTE_DETAIL_SQL) from the expanded vote. */
export function toVoteDetailRow(v: LiveVote): VoteDetailRow {
  const step = v.Sagstrin;
  const meeting = v.Møde;
  const period = meeting?.Periode ?? null;
  return {
    afstemning_id: v.id,
    afstemning_nummer: v.nummer,
    konklusion: v.konklusion,
    vedtaget: v.vedtaget ? 1 : 0,
    kommentar: v.kommentar,
    afstemningstype_id: v.typeid,
    afstemningstype: v.Afstemningstype?.type ?? null,
    afstemning_dato: step?.dato ?? meeting?.dato ?? null,
    sagstrin_id: step?.id ?? null,
    sagstrin_titel: step?.titel ?? null,
    sagstrin_dato: step?.dato ?? null,
    sagstrinstype: step?.Sagstrinstype?.type ?? null,
    sag_id: step?.Sag?.id ?? null,
    sag_nummer: step?.Sag?.nummer ?? null,
    sag_titel: step?.Sag?.titel ?? null,
    sag_titelkort: step?.Sag?.titelkort ?? null,
    moede_id: v.mødeid,
    moede_titel: meeting?.titel ?? null,
    moede_dato: meeting?.dato ?? null,
    periode_id: period?.id ?? null,
    periode_kode: period?.kode ?? null,
    periode_titel: period?.titel ?? null,
  };
}

/** The vote's rows (null for an unknown id): the vote and its Stemme at once, then the memberships. */
export async function liveVoteRows(
  id: number,
): Promise<{ row: VoteDetailRow; ballots: VoteBallotRow[] } | null> {
  const stemme = fetchStemme(id);
  // Settled even when the vote is unknown or fails first, so no rejection goes unhandled.
  stemme.catch(() => {});
  const vote = await fetchVote(id);
  if (!vote) return null;
  const row = toVoteDetailRow(vote);
  return { row, ballots: await liveVoteBallots(await stemme, row.afstemning_dato) };
}
