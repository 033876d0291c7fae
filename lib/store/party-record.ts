import type { VotingIndex } from './actor-voting-index';
import { type PartySide, partySide } from './party-majority';

/**
 * The parties' records per samling, aggregated in memory from the voting index (actor-voting-index.ts: each
 * vote's ballots by party, by the membership rule written there) — no SQL of its own. Built once per index, that
 * is once per store file in each of the pages' query pool threads (a `WeakMap` on the index: a new file version
 * gets a new index and so new aggregates). One pass over every vote's party tallies: about 40 ms at full scale
 * (measured, see the party page's report in the commit); the party pages then read from memory.
 *
 * Definitions (each one said on the pages under "Sådan regner vi"):
 * - A party is a trimmed `gruppenavnkort` of the Folketingsgrupper (Aktørtype 4); independents are in none.
 * - Its side on a vote is {@link partySide} (the position strictly more of its present members took; 'split' on
 *   a tie; 'absent' when none was present).
 * - Attendance in a samling = present ballots (for, against, abstain) / all its members' ballots (present and
 *   absent) on the samling's votes.
 * - Cohesion ("samlet") = present ballots on the party's side / present ballots; on a vote where the party was
 *   split, no ballot is on its side.
 * - Agreement of A and B in a samling = votes where both took a side among for, against and abstain (not split,
 *   not absent) and took the same one / votes where both took such a side.
 * - Seats in a samling = the most ballots (present and absent) the party had on one vote in it: every member has a
 *   Stemme row on every vote, so that is its number of members at its fullest.
 */

/** A party's ballots in one samling. */
export interface PartyPeriodCounts {
  /** Votes on which the party had ballots. */
  votes: number;
  /** All its members' ballots, present and absent. */
  ballots: number;
  /** For, against and abstain. */
  present: number;
  /** Present ballots on the party's side of the vote. */
  onSide: number;
  /** The most ballots it had on one vote. */
  seats: number;
}

/** Two parties in one samling: votes where both took a side, and where it was the same. */
export interface PairCounts {
  both: number;
  same: number;
}

export interface PeriodRecord {
  /** Votes in the samling. */
  votes: number;
  /** Votes in the samling with ballots (a vote not yet held has none). */
  voted: number;
  /** The newest vote date in the samling (ISO), to order samlinger without a Periode row. */
  readonly latest: string | null;
  readonly parties: Map<string, PartyPeriodCounts>;
  /** Symmetric: `agreement.get(a).get(b)` is `agreement.get(b).get(a)`. */
  readonly agreement: Map<string, Map<string, PairCounts>>;
}

export interface PartyRecords {
  /** Per samling id (null: the vote's meeting is unknown). */
  readonly periods: ReadonlyMap<number | null, PeriodRecord>;
  /** How long building took (ms). */
  readonly buildMs: number;
}

const SIDED: ReadonlySet<PartySide> = new Set(['for', 'against', 'abstain']);

/** The aggregates of an index's votes (see the module comment for the definitions). */
export function buildPartyRecords(index: Pick<VotingIndex, 'votes' | 'partyTallies'>): PartyRecords {
  const started = performance.now();
  const periods = new Map<number | null, PeriodRecord>();
  for (const vote of index.votes) {
    const tallies = index.partyTallies(vote.id);
    let record = periods.get(vote.period);
    if (!record) {
      // Votes come newest first: the first seen is the samling's newest.
      record = { votes: 0, voted: 0, latest: vote.dato, parties: new Map(), agreement: new Map() };
      periods.set(vote.period, record);
    }
    record.votes++;
    if (!tallies || tallies.size === 0) continue;
    record.voted++;
    const sided: [string, PartySide][] = [];
    for (const [code, tally] of tallies) {
      let counts = record.parties.get(code);
      if (!counts) {
        counts = { votes: 0, ballots: 0, present: 0, onSide: 0, seats: 0 };
        record.parties.set(code, counts);
      }
      const present = tally.for + tally.against + tally.abstain;
      const side = partySide(tally);
      counts.votes++;
      counts.present += present;
      counts.ballots += present + tally.absent;
      counts.seats = Math.max(counts.seats, present + tally.absent);
      if (side === 'for' || side === 'against' || side === 'abstain') counts.onSide += tally[side];
      if (SIDED.has(side)) sided.push([code, side]);
    }
    for (let i = 0; i < sided.length; i++) {
      const [a, sideA] = sided[i] as [string, PartySide];
      for (let j = i + 1; j < sided.length; j++) {
        const [b, sideB] = sided[j] as [string, PartySide];
        const pair = pairOf(record.agreement, a, b);
        pair.both++;
        if (sideA === sideB) pair.same++;
      }
    }
  }
  return { periods, buildMs: performance.now() - started };
}

/** The one counter of a pair, stored under both orders. */
function pairOf(agreement: Map<string, Map<string, PairCounts>>, a: string, b: string): PairCounts {
  const ofA = agreement.get(a) ?? new Map<string, PairCounts>();
  if (ofA.size === 0) agreement.set(a, ofA);
  let pair = ofA.get(b);
  if (!pair) {
    pair = { both: 0, same: 0 };
    ofA.set(b, pair);
    const ofB = agreement.get(b) ?? new Map<string, PairCounts>();
    if (ofB.size === 0) agreement.set(b, ofB);
    ofB.set(a, pair);
  }
  return pair;
}

const byIndex = new WeakMap<object, PartyRecords>();

/** The party records of a voting index, built on first use and kept as long as the index. */
export function partyRecords(index: VotingIndex): PartyRecords {
  let records = byIndex.get(index);
  if (!records) {
    records = buildPartyRecords(index);
    byIndex.set(index, records);
  }
  return records;
}
