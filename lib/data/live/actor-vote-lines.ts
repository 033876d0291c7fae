import 'server-only';
import type { ActorVoteRow } from '@/lib/store/actor-votes';
import { type GroupTally, STEMMETYPE } from '@/lib/store/actor-voting-index';
import { groupOn, isIndependent, type MemberGroups, membersOn } from './actor-groups';
import type { LiveBallot } from './actor-votes';
import type { OdaCaseRef } from './oda-json';
import { and, anyOfChunks, int, odata } from './query';
import { liveRows } from './reader';

/**
 * List lines of a member's chosen votes over the live service (the store's ActorVoteRow) with their party group's
 * present ballots, which — unlike the record's loyalty — are counted from the group members' Stemme on the vote,
 * exactly as the store counts them: one request for the votes' details, one or two per vote for the ballots.
 */

interface VoteLineJson {
  readonly id: number;
  readonly nummer: number;
  readonly vedtaget: boolean;
  readonly Afstemningstype?: { readonly type: string | null } | null;
  readonly Sagstrin?: {
    readonly Sag?: OdaCaseRef | null;
  } | null;
}

/**
 * List lines for chosen votes of the member (the store's ActorVoteRow), in any order, and their party group's
 * present ballots on each vote (counted from the group members' Stemme on that vote, one request per vote).
 */
export async function liveVoteLines(
  chosen: readonly LiveBallot[],
  groups: MemberGroups,
): Promise<{ rows: ActorVoteRow[]; tallies: Map<number, GroupTally> }> {
  if (chosen.length === 0) return { rows: [], tallies: new Map() };
  const { links, members } = groups;
  const detailsRead = Promise.all(
    anyOfChunks(
      'id',
      chosen.map((b) => b.voteId),
    ).map((filter) =>
      liveRows<VoteLineJson>(
        odata('Afstemning', {
          filter,
          expand: ['Afstemningstype', 'Sagstrin/Sag'],
          select: [
            'id',
            'nummer',
            'vedtaget',
            'Afstemningstype/type',
            'Sagstrin/Sag/id',
            'Sagstrin/Sag/nummer',
            'Sagstrin/Sag/titel',
            'Sagstrin/Sag/titelkort',
          ],
        }),
      ),
    ),
  );
  const tallyReads = chosen.map(async (b): Promise<[number, GroupTally] | null> => {
    const link = groupOn(links, b.dato);
    if (!link || isIndependent(link) || b.dato === null) return null;
    const tally = await liveGroupTally(b.voteId, membersOn(members.get(link.group) ?? [], b.dato));
    // As the store's index: a group with no member present on the vote has no tally.
    return tally.for + tally.against + tally.abstain === 0 ? null : [b.voteId, tally];
  });
  const [details, tallies] = await Promise.all([detailsRead, Promise.all(tallyReads)]);
  const byId = new Map(details.flatMap((d) => d.rows).map((r) => [r.id, r]));
  const rows = chosen.flatMap((b): ActorVoteRow[] => {
    const d = byId.get(b.voteId);
    if (!d) return [];
    const link = groupOn(links, b.dato);
    const sag = d.Sagstrin?.Sag ?? null;
    return [
      {
        afstemning_id: b.voteId,
        nummer: d.nummer,
        vedtaget: d.vedtaget ? 1 : 0,
        dato: b.dato,
        stemmetype_id: b.type === STEMMETYPE.unknown ? null : b.type,
        afstemningstype: d.Afstemningstype?.type ?? null,
        sag_id: sag?.id ?? null,
        sag_nummer: sag?.nummer ?? null,
        sag_titel: sag?.titel ?? null,
        sag_titelkort: sag?.titelkort ?? null,
        gruppe_id: link?.group ?? null,
        gruppe_kode: link?.code ?? null,
      },
    ];
  });
  return { rows, tallies: new Map(tallies.filter((t): t is [number, GroupTally] => t !== null)) };
}

/** A group's present ballots on a vote: the Stemme of its members on the vote date. */
async function liveGroupTally(voteId: number, members: readonly number[]): Promise<GroupTally> {
  const pages = await Promise.all(
    anyOfChunks('aktørid', members).map((who) =>
      liveRows<{ typeid: number | null }>(
        odata('Stemme', { filter: and(`afstemningid eq ${int(voteId)}`, who), select: ['typeid'] }),
      ),
    ),
  );
  const tally = { for: 0, against: 0, abstain: 0 };
  for (const { rows } of pages)
    for (const { typeid } of rows) {
      if (typeid === STEMMETYPE.for) tally.for++;
      else if (typeid === STEMMETYPE.against) tally.against++;
      else if (typeid === STEMMETYPE.abstain) tally.abstain++;
    }
  return tally;
}
