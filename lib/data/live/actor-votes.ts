import 'server-only';
import type { PeriodRow } from '@/lib/store/actor-votes';
import { STEMMETYPE } from '@/lib/store/actor-voting-index';
import {
  type GroupMember,
  groupOn,
  isIndependent,
  liveMemberGroups,
  type MemberGroups,
  membersOn,
} from './actor-groups';
import { livePagedRows } from './actor-paging';
import { konklusionOf, partySide } from './actor-party-side';
import { int } from './query';

/**
 * A member's voting record over the live service.
 *
 * Reads (cold: two sequential rounds for the record, a third for the vote lists; every page cached on its own):
 * 1. the first page of the member's Stemme with each vote's number, konklusion, date and samling
 *    (`$expand=Afstemning/Sagstrin,Afstemning/Møde`), the member's party-group links with each group's members
 *    (./actor-groups.ts) and the samlinger's labels, in parallel;
 * 2. the other Stemme pages (thousands of rows for a long-serving member: ~100 pages) in parallel under the
 *    client's limit of 10 — so at 300 ms latency one wave of 10 pages per 300 ms;
 * 3. list lines only (./actor-vote-lines.ts): the chosen votes' case and type, and their party group's ballots.
 *
 * Same as the store (lib/store/actor-voting-index.ts): the counts per Stemmetype and samling, the vote order,
 * the member's group on the vote date, "outside any group" (UFG or no group) and, for groups with fewer than
 * two members on the date, "no majority"; the list lines' party tallies are counted from the ballots as well.
 *
 * Where live and store can differ — how often the member voted with the group's majority: the store counts it
 * from every ballot of the group; that would take every Stemme of every one of the member's votes (~179 × 10,000
 * rows for a long-serving member), so live mode takes the group's side from the vote's konklusion text instead
 * (./actor-party-side.ts): the side whose list names the group. Where the text does not state it (blank texts,
 * 2014–2018 above all) the ballot is counted as `unknownMajority`, never guessed. A tie inside the group or a single
 * member of a larger group present counts as with/against the party here (the text still lists the group), as
 * "no majority" in the store; and a text that contradicts the ballots is followed here. The votes against the
 * party are the same definition: the ballot differs from the side the text gives.
 */

/** One of the member's ballots with what the record needs. */
export interface LiveBallot {
  readonly voteId: number;
  readonly nummer: number;
  /** Stemmetype id 1–4, 0 for a missing or unknown type (as the store's index packs it). */
  readonly type: number;
  /** `Sagstrin.dato`, else `Møde.dato`. */
  readonly dato: string | null;
  readonly meetingDate: string | null;
  readonly period: number | null;
  /** The vote object of the cached answer (for its parsed konklusion; never mutate). */
  readonly vote: { readonly konklusion?: string | null };
}

interface StemmeJson {
  readonly id: number;
  readonly typeid: number | null;
  readonly afstemningid: number;
  readonly Afstemning?: {
    readonly nummer: number;
    readonly konklusion: string | null;
    readonly Sagstrin?: { readonly dato: string | null } | null;
    readonly Møde?: { readonly dato: string | null; readonly periodeid: number | null } | null;
  } | null;
}

const typeOf = (typeid: number | null): number =>
  typeid !== null && typeid >= STEMMETYPE.for && typeid <= STEMMETYPE.abstain ? typeid : STEMMETYPE.unknown;

/** Every Stemme of a member (thousands: paged in parallel), oldest vote first. */
export async function liveMemberBallots(actorId: number): Promise<LiveBallot[]> {
  const rows = await livePagedRows<StemmeJson>('Stemme', {
    filter: `aktørid eq ${int(actorId)}`,
    expand: ['Afstemning', 'Afstemning/Sagstrin', 'Afstemning/Møde'],
    select: [
      'id',
      'typeid',
      'afstemningid',
      'Afstemning/nummer',
      'Afstemning/konklusion',
      'Afstemning/Sagstrin/dato',
      'Afstemning/Møde/dato',
      'Afstemning/Møde/periodeid',
    ],
  });
  const known = ballotsOf.get(rows);
  if (known) return known;
  const ballots = rows
    .flatMap((s): LiveBallot[] => {
      const a = s.Afstemning;
      // The store's inner join: a ballot on a vote that is not there is not counted.
      if (!a) return [];
      const meetingDate = a.Møde?.dato ?? null;
      return [
        {
          voteId: s.afstemningid,
          nummer: a.nummer,
          type: typeOf(s.typeid),
          dato: a.Sagstrin?.dato ?? meetingDate,
          meetingDate,
          period: a.Møde?.periodeid ?? null,
          vote: a,
        },
      ];
    })
    .sort((a, b) => a.voteId - b.voteId);
  ballotsOf.set(rows, ballots);
  return ballots;
}

/** Shaped ballots by the (memoised, unchanged) rows they came from: a warm read does not shape them again. */
const ballotsOf = new WeakMap<readonly StemmeJson[], LiveBallot[]>();

/**
 * The site's vote order, newest first (the store's INDEX_VOTES_SQL): vote day, meeting start, number, id; votes
 * without a date last. SQLite puts NULL last in a descending sort.
 */
export function newestFirst(a: LiveBallot, b: LiveBallot): number {
  if ((a.dato === null) !== (b.dato === null)) return a.dato === null ? 1 : -1;
  const dayA = a.dato?.slice(0, 10) ?? '';
  const dayB = b.dato?.slice(0, 10) ?? '';
  if (dayA !== dayB) return dayA < dayB ? 1 : -1;
  if (a.meetingDate !== b.meetingDate) {
    if (a.meetingDate === null) return 1;
    if (b.meetingDate === null) return -1;
    return a.meetingDate < b.meetingDate ? 1 : -1;
  }
  return b.nummer - a.nummer || b.voteId - a.voteId;
}

/** Every samling's label, once per cache entry. */
export async function livePeriodRows(): Promise<ReadonlyMap<number, PeriodRow>> {
  const rows = await livePagedRows<PeriodRow>('Periode', { select: ['id', 'kode', 'titel', 'startdato'] });
  return new Map(rows.map((r) => [r.id, { id: r.id, kode: r.kode, titel: r.titel, startdato: r.startdato }]));
}

/** Ballot counts and loyalty counts, as the store's index keeps them, plus live mode's "not stated". */
export interface LiveLoyaltyCounts {
  withParty: number;
  againstParty: number;
  noMajority: number;
  outsideGroup: number;
  /** Present ballots on votes whose konklusion does not state the group's side. */
  unknownMajority: number;
}

export interface LivePeriodVoting {
  readonly counts: { for: number; against: number; abstain: number; absent: number; unknown: number };
  readonly loyalty: LiveLoyaltyCounts;
}

export interface LiveMemberVoting {
  readonly byPeriod: ReadonlyMap<number | null, LivePeriodVoting>;
  /** The votes where the ballot differs from the group's side in the konklusion, newest first. */
  readonly deviations: readonly { readonly voteId: number; readonly groupId: number }[];
  /** Every ballot, newest first. */
  readonly newest: readonly LiveBallot[];
  /** The member's party groups the aggregates were made with (the list lines use them too). */
  readonly groups: MemberGroups;
}

const COUNT_KEY = ['unknown', 'for', 'against', 'absent', 'abstain'] as const;
const isPresent = (type: number) =>
  type === STEMMETYPE.for || type === STEMMETYPE.against || type === STEMMETYPE.abstain;

/**
 * The member's aggregates from their ballots, their group links and the groups' member lists (see the module
 * comment for the definitions). Pure: tested on its own.
 */
export function aggregateVoting(ballots: readonly LiveBallot[], groups: MemberGroups): LiveMemberVoting {
  const { links, members: groupMembers } = groups;
  // Members of a group on a date, once per group and day.
  const sizes = new Map<string, number>();
  const sizeOn = (group: number, members: readonly GroupMember[], dato: string) => {
    const key = `${group} ${dato}`;
    let n = sizes.get(key);
    if (n === undefined) {
      n = membersOn(members, dato).length;
      sizes.set(key, n);
    }
    return n;
  };
  const byPeriod = new Map<number | null, LivePeriodVoting>();
  const deviations: LiveBallot[] = [];
  const deviationGroup = new Map<number, number>();
  for (const b of ballots) {
    let inPeriod = byPeriod.get(b.period);
    if (!inPeriod) {
      inPeriod = {
        counts: { for: 0, against: 0, abstain: 0, absent: 0, unknown: 0 },
        loyalty: { withParty: 0, againstParty: 0, noMajority: 0, outsideGroup: 0, unknownMajority: 0 },
      };
      byPeriod.set(b.period, inPeriod);
    }
    inPeriod.counts[COUNT_KEY[b.type] ?? 'unknown']++;
    if (!isPresent(b.type)) continue;
    const link = groupOn(links, b.dato);
    const loyalty = inPeriod.loyalty;
    if (!link || isIndependent(link) || b.dato === null) {
      loyalty.outsideGroup++;
      continue;
    }
    const members = groupMembers.get(link.group);
    if (members && sizeOn(link.group, members, b.dato) < 2) {
      loyalty.noMajority++;
      continue;
    }
    const side = link.code === null ? null : partySide(konklusionOf(b.vote), link.code.trim());
    if (side === null) loyalty.unknownMajority++;
    else if (side === b.type) loyalty.withParty++;
    else {
      loyalty.againstParty++;
      deviations.push(b);
      deviationGroup.set(b.voteId, link.group);
    }
  }
  return {
    byPeriod,
    deviations: deviations
      .sort(newestFirst)
      .map((b) => ({ voteId: b.voteId, groupId: deviationGroup.get(b.voteId) as number })),
    newest: [...ballots].sort(newestFirst),
    groups,
  };
}

/** The member's ballots and party groups, read in parallel (see the module comment's rounds). */
export async function liveMemberVoting(actorId: number): Promise<LiveMemberVoting> {
  const [ballots, groups] = await Promise.all([liveMemberBallots(actorId), liveMemberGroups(actorId)]);
  // Warm reads hand back the same ballots and groups: aggregate them once.
  let byGroups = aggregated.get(ballots);
  if (!byGroups) {
    byGroups = new WeakMap();
    aggregated.set(ballots, byGroups);
  }
  let voting = byGroups.get(groups);
  if (!voting) {
    voting = aggregateVoting(ballots, groups);
    byGroups.set(groups, voting);
  }
  return voting;
}

const aggregated = new WeakMap<readonly LiveBallot[], WeakMap<MemberGroups, LiveMemberVoting>>();
