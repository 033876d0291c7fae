import { nonBlank } from '@/lib/data/oda-values';
import { HEADLINE_MIN_VOTES, headlineIndex } from '@/lib/data/parties/party-load';
import { storeReads } from '@/lib/data/store-read-source';
import { INDEPENDENTS } from '@/lib/model/oda-ids';
import { periodRows } from '@/lib/store/actor-votes';
import { type VotingIndex, votingIndex } from '@/lib/store/actor-voting-index';
import type { Store } from '@/lib/store/store';
import { attendance, known, median, present } from './attendance';
import type { AttendanceComparison, AttendanceMedian } from './types';

/** Each member's attendance in one samling, and their party in it (lib/store/actor-voting-index.ts). */
interface PeriodAttendances {
  readonly all: number[];
  readonly byParty: Map<string, number[]>;
}

/**
 * Every member's attendance per samling (members with a known ballot in it), all and by party, computed once per
 * voting index: about 900 members × 13 samlinger at full scale, a few milliseconds.
 */
const perIndex = new WeakMap<VotingIndex, Map<number | null, PeriodAttendances>>();

function attendancesOf(index: VotingIndex): Map<number | null, PeriodAttendances> {
  const built = perIndex.get(index);
  if (built) return built;
  const byPeriod = new Map<number | null, PeriodAttendances>();
  for (const member of index.members()) {
    for (const [period, voting] of member.byPeriod) {
      const share = attendance(voting.counts);
      if (share === null) continue;
      const entry: PeriodAttendances = byPeriod.get(period) ?? { all: [], byParty: new Map() };
      byPeriod.set(period, entry);
      entry.all.push(share);
      if (voting.party !== null && voting.party !== INDEPENDENTS) {
        const list: number[] = entry.byParty.get(voting.party) ?? [];
        entry.byParty.set(voting.party, list);
        list.push(share);
      }
    }
  }
  perIndex.set(index, byPeriod);
  return byPeriod;
}

/** How many votes of each samling have ballots (the headline rule counts a samling's voted votes), per index. */
const votedPerIndex = new WeakMap<VotingIndex, Map<number | null, number>>();

function votedPerPeriod(index: VotingIndex): Map<number | null, number> {
  const built = votedPerIndex.get(index);
  if (built) return built;
  const voted = new Map<number | null, number>();
  // partyTallies is undefined exactly for a vote without Stemme rows (lib/store/actor-voting-index.ts).
  for (const vote of index.votes)
    if (index.partyTallies(vote.id) !== undefined) voted.set(vote.period, (voted.get(vote.period) ?? 0) + 1);
  votedPerIndex.set(index, voted);
  return voted;
}

const toMedian = (values: readonly number[] | undefined): AttendanceMedian | null => {
  const value = median(values ?? []);
  return value === null ? null : { median: value, members: values?.length ?? 0 };
};

/**
 * A member's attendance in the newest of their samlinger with ballots that has at least `minVotes` (HEADLINE_MIN_VOTES) voted
 * votes — a samling just begun rests on a handful, so the figure speaks of the last full one, as the party pages do
 * (party-load.ts headlineIndex) — else their newest (the one definition of attendance, attendance.ts), beside the
 * median attendance of every member who voted in that samling and of those in the member's party there (their
 * group on their newest ballot of the samling; none for independents or a member without a group). Null for an
 * actor without a known ballot. A store read (lib/data/store-read-source.ts), called through `getAttendanceComparison`
 * (actor-votes.ts).
 */
export function loadAttendanceComparison(
  db: Store,
  actorId: number,
  minVotes = HEADLINE_MIN_VOTES,
): AttendanceComparison | null {
  const index = votingIndex(db);
  const member = index.member(actorId);
  if (!member) return null;
  const labels = periodRows(db);
  const start = (id: number | null) => (id === null ? '' : (labels.get(id)?.startdato ?? ''));
  const oldestFirst = [...member.byPeriod]
    .filter(([, voting]) => known(voting.counts) > 0)
    .sort(([a], [b]) => start(a).localeCompare(start(b)) || (a ?? 0) - (b ?? 0));
  const voted = votedPerPeriod(index);
  const chosen =
    oldestFirst[
      headlineIndex(
        oldestFirst.map(([id]) => voted.get(id) ?? 0),
        minVotes,
      )
    ];
  if (!chosen) return null;
  const [periodId, voting] = chosen;
  const row = periodId === null ? undefined : labels.get(periodId);
  const all = attendancesOf(index).get(periodId);
  const party = voting.party === INDEPENDENTS ? null : voting.party;
  return {
    period:
      periodId === null ? null : { id: periodId, code: nonBlank(row?.kode), title: nonBlank(row?.titel) },
    present: present(voting.counts),
    known: known(voting.counts),
    share: attendance(voting.counts),
    party,
    independent: voting.party === INDEPENDENTS,
    folketing: toMedian(all?.all),
    partyMedian: party === null ? null : toMedian(all?.byParty.get(party)),
  };
}

storeReads('lib/data/actors/attendance-load.ts', { loadAttendanceComparison });
