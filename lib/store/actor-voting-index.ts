import { statSync } from 'node:fs';
import { STEMMETYPE } from '@/lib/model/oda-ids';
import { readMirrorGeneration } from './mirror-status';
import { type GroupTally, majorityOf } from './party-majority';
import { type PartyMembership, partyMembershipOn, readPartyMemberships } from './party-membership';
import { oncePerStore } from './prepared';
import type { Store } from './store';

/**
 * Every member's voting record, aggregated once per store file in each of the pages' query pool threads, where
 * the reads that use it run (lib/data/actors/actor-votes-load.ts) — and, in store mode, at server start and after each
 * sync cycle: {@link warmVotingIndex}, sent to every thread by lib/data/analyses/warm-voting-index.ts.
 *
 * How often a member voted with their party group's majority needs the ballots of all their group's members on
 * all their votes — about 50 × 10,000 Stemme rows for a long-serving member at full scale: 1.5 s in SQL per
 * request (measured). The store is read-only, so the aggregates are built once instead, from one SQL pass that
 * groups Stemme by vote (`group_concat` of the packed ballots: 10,000 rows rather than 1.8 million, which is
 * what makes the pass fast), and then served from memory. About 1 s and 37 MB of heap per thread at full scale
 * (measured with process.memoryUsage around a build); scripts/bench/
 * actor-pages.ts reports it.
 *
 * Definitions (in step with the vote page's party breakdown, lib/store/vote-ballots.ts):
 * - The vote date is `Sagstrin.dato`, else `Møde.dato`; the samling is the meeting's `periodeid`.
 * - A member's group on a vote is the Folketingsgruppe (Aktørtype 4) they are linked to with role 15 "medlem" on
 *   the vote date (`startdato ≤ date < slutdato`, open ends open; of overlapping links the latest started wins).
 * - The group's majority is the position (For, Imod, Hverken) strictly more of its present members took — the
 *   member included. Absent members (Fravær) do not count; a tie, or a member alone present, is no majority.
 * - Independents (`gruppenavnkort` 'UFG') and members with no group on the date are outside any party group.
 */

/** Ballots by Stemmetype. */
export interface BallotCounts {
  for: number;
  against: number;
  abstain: number;
  absent: number;
  unknown: number;
}

/** Present ballots by how they relate to the member's party group. */
export interface LoyaltyCounts {
  withParty: number;
  againstParty: number;
  /** The group had no majority: a tie, or the member was its only member present. */
  noMajority: number;
  /** Cast as an independent (UFG) or with no recorded group. */
  outsideGroup: number;
}

export interface PeriodVoting {
  readonly counts: BallotCounts;
  readonly loyalty: LoyaltyCounts;
  /**
   * The member's party in the samling: the trimmed `gruppenavnkort` of their group on the date of their newest
   * ballot in it ('UFG' for independents); null when they had no group then. What the party medians of
   * attendance group members by (lib/data/actors/attendance-load.ts).
   */
  readonly party: string | null;
}

/** A samling's record while the index is built: also the rank of the member's newest ballot in it so far. */
interface PeriodRecord extends PeriodVoting {
  party: string | null;
  newest: number;
}

/** A vote where a member went against their group's majority: a break with the party ("brud"). */
export interface Deviation {
  readonly voteId: number;
  readonly actorId: number;
  /** The member's Stemmetype: For, Imod or Hverken (never Fravær: absence breaks nothing). */
  readonly type: number;
  readonly groupId: number;
  /** The group's trimmed `gruppenavnkort` ('S'); null when it has none. */
  readonly party: string | null;
  /** The group's present ballots, the member's included; its majority is {@link majorityOf} of them. */
  readonly tally: GroupTally;
}

export interface MemberVoting {
  /** Per samling (null: the vote's meeting is unknown). */
  readonly byPeriod: ReadonlyMap<number | null, PeriodVoting>;
  /** Newest vote first. */
  readonly deviations: readonly Deviation[];
}

/** A party's ballots on a vote: the present ones (its majority is {@link majorityOf} of them) and the absent. */
export interface PartyTally extends GroupTally {
  readonly absent: number;
}

export interface VotingIndex {
  member(actorId: number): MemberVoting | undefined;
  /** Every member with a ballot, in no particular order. */
  members(): Iterable<MemberVoting>;
  /** The present ballots of a group on a vote. */
  groupTally(voteId: number, groupId: number): GroupTally | undefined;
  /**
   * A vote's ballots by party (the group's trimmed `gruppenavnkort`, by the membership rule above; independents
   * and members with no group are in none), in no particular order; undefined for a vote without ballots.
   */
  partyTallies(voteId: number): ReadonlyMap<string, PartyTally> | undefined;
  /** Every vote id, newest first in the home page's order, with its date and samling. */
  readonly votes: readonly IndexedVote[];
  /** A vote's place in the site's vote order (0 = newest; the home page's order); undefined for unknown ids. */
  voteRank(voteId: number): number | undefined;
  /**
   * Every member's break with their group on every vote (each member's {@link MemberVoting.deviations}, all
   * together), newest vote first in the site's vote order, then by member id: the rebellions across votes
   * (lib/data/analyses/rebellions-load.ts).
   */
  readonly deviations: readonly Deviation[];
  /** How many members broke with their group on a vote (0 for a vote without ballots or unknown ids). */
  deviationCount(voteId: number): number;
  /** How long building the index took (ms). */
  readonly buildMs: number;
}

/**
 * Every vote with its date, meeting date and samling, newest first in the home page's order (vote day, meeting
 * start, number, id; undated votes last). Plan: Afstemning scan, Sagstrin and Møde by primary key, one sort.
 */
export const INDEX_VOTES_SQL = `
SELECT a."id", COALESCE(st."dato", m."dato") AS dato, m."periodeid"
FROM "Afstemning" AS a
LEFT JOIN "Sagstrin" AS st ON st."id" = a."sagstrinid"
LEFT JOIN "Møde" AS m ON m."id" = a."mødeid"
ORDER BY COALESCE(st."dato", m."dato") IS NULL, substr(COALESCE(st."dato", m."dato"), 1, 10) DESC,
         m."dato" DESC, a."nummer" DESC, a."id" DESC`;

/**
 * Each vote's ballots packed as `aktørid * 8 + type` (type 1–4, else 0) into one text: one row per vote.
 * Plan: a scan of Stemme by `ix_Stemme_afstemningid`.
 */
export const INDEX_BALLOTS_SQL = `
SELECT "afstemningid",
       group_concat("aktørid" * 8 + CASE WHEN "typeid" BETWEEN 1 AND 4 THEN "typeid" ELSE 0 END)
FROM "Stemme"
GROUP BY "afstemningid"`;

/** A vote as the index orders it: the vote date (`Sagstrin.dato`, else `Møde.dato`) and the meeting's samling. */
export interface IndexedVote {
  readonly id: number;
  readonly dato: string | null;
  readonly period: number | null;
}

const counts = (): BallotCounts => ({ for: 0, against: 0, abstain: 0, absent: 0, unknown: 0 });
const loyalty = (): LoyaltyCounts => ({ withParty: 0, againstParty: 0, noMajority: 0, outsideGroup: 0 });
const COUNT_KEY = ['unknown', 'for', 'against', 'absent', 'abstain'] as const;

interface Ballot {
  readonly actor: number;
  readonly type: number;
  readonly group: PartyMembership | undefined;
}

function build(db: Store): VotingIndex {
  const started = performance.now();
  const votes = db
    .prepare<[], { id: number; dato: string | null; periodeid: number | null }>(INDEX_VOTES_SQL)
    .all();
  const rank = new Map<number, number>();
  const voteInfo = new Map<number, { dato: string | null; period: number | null }>();
  votes.forEach((v, i) => {
    rank.set(v.id, i);
    voteInfo.set(v.id, { dato: v.dato, period: v.periodeid });
  });
  const memberships = readPartyMemberships(db);
  type MemberRecord = { byPeriod: Map<number | null, PeriodRecord>; deviations: Deviation[] };
  const members = new Map<number, MemberRecord>();
  const tallies = new Map<number, Map<number, GroupTally>>();
  const partyTallies = new Map<number, Map<string, PartyTally>>();
  const deviations: Deviation[] = [];
  const deviationCounts = new Map<number, number>();

  const packed = db.prepare(INDEX_BALLOTS_SQL).raw().all() as [number, string | null][];
  for (const [voteId, text] of packed) {
    if (!text) continue;
    const info = voteInfo.get(voteId);
    const dato = info?.dato ?? null;
    const period = info?.period ?? null;
    const voteRank = rank.get(voteId) ?? Number.MAX_SAFE_INTEGER;
    const ballots: Ballot[] = [];
    const groupCounts = new Map<number, { for: number; against: number; abstain: number }>();
    const partyCounts = new Map<string, { for: number; against: number; abstain: number; absent: number }>();
    for (const entry of text.split(',')) {
      const n = Number(entry);
      const ballot: Ballot = {
        actor: Math.floor(n / 8),
        type: n % 8,
        group: partyMembershipOn(memberships.get(Math.floor(n / 8)), dato),
      };
      ballots.push(ballot);
      const g = ballot.group;
      if (!g || g.independent) continue;
      if (g.code !== null && (isPresent(ballot.type) || ballot.type === STEMMETYPE.absent)) {
        const p = partyCounts.get(g.code) ?? { for: 0, against: 0, abstain: 0, absent: 0 };
        partyCounts.set(g.code, p);
        p[COUNT_KEY[ballot.type] as 'for' | 'against' | 'abstain' | 'absent']++;
      }
      if (!isPresent(ballot.type)) continue;
      const t = groupCounts.get(g.group) ?? { for: 0, against: 0, abstain: 0 };
      groupCounts.set(g.group, t);
      if (ballot.type === STEMMETYPE.for) t.for++;
      else if (ballot.type === STEMMETYPE.against) t.against++;
      else t.abstain++;
    }
    tallies.set(voteId, groupCounts);
    partyTallies.set(voteId, partyCounts);

    for (const { actor, type, group } of ballots) {
      const member: MemberRecord = members.get(actor) ?? { byPeriod: new Map(), deviations: [] };
      members.set(actor, member);
      const inPeriod: PeriodRecord = member.byPeriod.get(period) ?? {
        counts: counts(),
        loyalty: loyalty(),
        party: null,
        newest: Number.MAX_SAFE_INTEGER,
      };
      member.byPeriod.set(period, inPeriod);
      inPeriod.counts[COUNT_KEY[type] ?? 'unknown']++;
      if (voteRank <= inPeriod.newest) {
        inPeriod.newest = voteRank;
        inPeriod.party = group?.code ?? null;
      }
      if (!isPresent(type)) continue;
      const tally = group && !group.independent ? groupCounts.get(group.group) : undefined;
      const majority = tally ? majorityOf(tally) : null;
      if (!group || !tally) inPeriod.loyalty.outsideGroup++;
      else if (majority === null) inPeriod.loyalty.noMajority++;
      else if (majority === type) inPeriod.loyalty.withParty++;
      else {
        inPeriod.loyalty.againstParty++;
        const deviation = { voteId, actorId: actor, type, groupId: group.group, party: group.code, tally };
        member.deviations.push(deviation);
        deviations.push(deviation);
        deviationCounts.set(voteId, (deviationCounts.get(voteId) ?? 0) + 1);
      }
    }
  }
  const order = (voteId: number) => rank.get(voteId) ?? Number.MAX_SAFE_INTEGER;
  for (const m of members.values()) m.deviations.sort((a, b) => order(a.voteId) - order(b.voteId));
  deviations.sort((a, b) => order(a.voteId) - order(b.voteId) || a.actorId - b.actorId);
  return {
    member: (actorId) => members.get(actorId),
    members: () => members.values(),
    groupTally: (voteId, groupId) => tallies.get(voteId)?.get(groupId),
    partyTallies: (voteId) => partyTallies.get(voteId),
    votes: votes.map((v) => ({ id: v.id, dato: v.dato, period: v.periodeid })),
    voteRank: (voteId) => rank.get(voteId),
    deviations,
    deviationCount: (voteId) => deviationCounts.get(voteId) ?? 0,
    buildMs: performance.now() - started,
  };
}

function isPresent(type: number): boolean {
  return type === STEMMETYPE.for || type === STEMMETYPE.against || type === STEMMETYPE.abstain;
}

const perConnection = oncePerStore(build);

/**
 * Indexes already built in this thread, per store file: a thread reopens its connection after a sync cycle
 * (lib/store/open-store.ts), and the index of a file stays valid across connections to the same data.
 */
const built = new Map<string, { readonly version: string; readonly index: VotingIndex }>();

/**
 * The version of the store file a connection reads: a mirror's generation (it changes with every applied sync
 * cycle that changed rows), else the file's size and modification time; null for in-memory stores.
 */
function fileVersion(db: Store): string | null {
  if (db.memory) return null;
  const generation = readMirrorGeneration(db);
  if (generation !== null) return `generation ${generation}`;
  try {
    const stat = statSync(db.name);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return null;
  }
}

/**
 * The voting index of a store, built on first use (see the module comment) and kept per store file version: a
 * file rebuilt in place gets a new index, and the old one is dropped.
 */
export function votingIndex(db: Store): VotingIndex {
  const version = fileVersion(db);
  if (version === null) return perConnection(db);
  const known = built.get(db.name);
  if (known?.version === version) return known.index;
  const index = build(db);
  built.set(db.name, { version, index });
  return index;
}

/**
 * What {@link warmVotingIndex} did: built this thread's index (in `ms`), found it built for the data now in the
 * file, or left a mirror alone that is still making its first copy.
 */
export type WarmOutcome =
  | { readonly state: 'built'; readonly ms: number }
  | { readonly state: 'current' }
  | { readonly state: 'building' };

/**
 * Builds this thread's voting index of the data now in the store ahead of the pages, so the first politician page
 * after a start (or a sync cycle) does not pay for it (about 1 s at full scale). A store read
 * (lib/data/store-read-source.ts), sent to each of the pages' query pool threads by lib/data/analyses/warm-voting-index.ts.
 */
export function warmVotingIndex(db: Store): WarmOutcome {
  // A mirror before its first applied cycle holds part of a copy; pages are not served from it yet.
  if (readMirrorGeneration(db) === 0) return { state: 'building' };
  const version = fileVersion(db);
  if (version !== null && built.get(db.name)?.version === version) return { state: 'current' };
  return { state: 'built', ms: Math.round(votingIndex(db).buildMs) };
}
