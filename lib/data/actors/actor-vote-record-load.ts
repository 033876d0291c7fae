import { caseVotesIndex } from '@/lib/data/analyses/case-votes-index';
import { nonBlank } from '@/lib/data/oda-values';
import { paged } from '@/lib/data/paged';
import { storeReads } from '@/lib/data/store-read-source';
import { toVoteChoice } from '@/lib/data/votes/vote-breakdown';
import { periodRows, selectActorBallots, selectActorVotesByIds } from '@/lib/store/actor-votes';
import { votingIndex } from '@/lib/store/actor-voting-index';
import { selectCaseTopics } from '@/lib/store/case-votes';
import { oncePerStore } from '@/lib/store/prepared';
import type { Store } from '@/lib/store/store';
import { toActorVote } from './actor-vote-line';
import type { ActorVoteFilter, ActorVoteRecordPage, RecordTopic } from './types';

/** Votes on a page of a member's vote record. */
export const VOTE_RECORD_PAGE_SIZE = 25;

/** No filter, newest first: every ballot of the member. */
export const EVERY_BALLOT: ActorVoteFilter = {
  period: null,
  choice: null,
  againstParty: false,
  topic: null,
  sort: 'newest',
};

interface Subject {
  readonly id: number;
  readonly word: string;
}

/**
 * Each vote's subjects — the Emneord of type Sagsområde of its case, as the party page's record by topic reads
 * them (lib/store/case-votes.ts) — read once per store connection. Votes without a case have none.
 */
export const voteSubjects = oncePerStore((db: Store): ReadonlyMap<number, readonly Subject[]> => {
  const byCase = new Map<number, Subject[]>();
  for (const row of selectCaseTopics(db)) {
    const list = byCase.get(row.sagid) ?? [];
    byCase.set(row.sagid, list);
    if (!list.some((s) => s.id === row.emneordid)) list.push({ id: row.emneordid, word: row.emneord });
  }
  const byVote = new Map<number, readonly Subject[]>();
  for (const [caseId, votes] of caseVotesIndex(db)) {
    const subjects = byCase.get(caseId);
    if (subjects) for (const vote of votes) byVote.set(vote.id, subjects);
  }
  return byVote;
});

/**
 * The ids of the member's votes that pass the filter, in its order — the one selection behind the record page and
 * the download of the member's ballots: the samling is the vote's meeting's, the choice the member's ballot,
 * "against the party" the voting index's deviations (lib/store/actor-voting-index.ts), the subject one of the
 * vote's case's; newest first is the site's vote order (the home page's), ties by id, newest last its reverse.
 */
export function recordVoteIds(db: Store, actorId: number, filter: ActorVoteFilter): number[] {
  const index = votingIndex(db);
  let periodId: number | null = null;
  if (filter.period !== null) {
    const found = [...periodRows(db).values()].find((p) => p.kode === filter.period);
    if (!found) return [];
    periodId = found.id;
  }
  const against = filter.againstParty
    ? new Set((index.member(actorId)?.deviations ?? []).map((d) => d.voteId))
    : null;
  const subjects = filter.topic === null ? null : voteSubjects(db);
  const rank = (id: number) => index.voteRank(id) ?? Number.MAX_SAFE_INTEGER;
  const kept = selectActorBallots(db, actorId)
    .filter(
      (b) =>
        (periodId === null || index.votes[rank(b.afstemningid)]?.period === periodId) &&
        (filter.choice === null || toVoteChoice(b.typeid) === filter.choice) &&
        (against === null || against.has(b.afstemningid)) &&
        (subjects === null || (subjects.get(b.afstemningid) ?? []).some((s) => s.id === filter.topic)),
    )
    .map((b) => b.afstemningid)
    .sort((a, b) => rank(a) - rank(b) || b - a);
  return filter.sort === 'oldest' ? kept.reverse() : kept;
}

/** The member's samlinger (newest first) and subjects (most votes first) with votes: the filters' choices. */
function recordOptions(db: Store, actorId: number): Pick<ActorVoteRecordPage, 'periods' | 'topics'> {
  const index = votingIndex(db);
  const labels = periodRows(db);
  const periods = [...(index.member(actorId)?.byPeriod.keys() ?? [])]
    .flatMap((id) => {
      const row = id === null ? undefined : labels.get(id);
      const code = nonBlank(row?.kode);
      return row && code ? [{ code, title: nonBlank(row.titel) ?? code, start: row.startdato ?? '' }] : [];
    })
    .sort((a, b) => b.start.localeCompare(a.start))
    .map(({ code, title }) => ({ code, title }));
  const subjects = voteSubjects(db);
  const counts = new Map<number, { id: number; word: string; votes: number }>();
  for (const b of selectActorBallots(db, actorId)) {
    for (const s of subjects.get(b.afstemningid) ?? []) {
      const topic = counts.get(s.id) ?? { ...s, votes: 0 };
      counts.set(s.id, topic);
      topic.votes++;
    }
  }
  const topics: RecordTopic[] = [...counts.values()].sort(
    (a, b) => b.votes - a.votes || a.word.localeCompare(b.word, 'da'),
  );
  return { periods, topics };
}

/**
 * One page of a member's vote record: the votes passing the filter in its order ({@link recordVoteIds}), each as a
 * list line with the party group's ballots, the filters' choices, and how many newer votes have no ballots. A store
 * read (lib/data/store-read-source.ts), called through `getActorVoteRecord` (actor-votes.ts).
 */
export function loadActorVoteRecord(
  db: Store,
  actorId: number,
  filter: ActorVoteFilter,
  page: number,
): ActorVoteRecordPage {
  const index = votingIndex(db);
  const ids = recordVoteIds(db, actorId, filter);
  const start = (page - 1) * VOTE_RECORD_PAGE_SIZE;
  const shown = ids.slice(start, start + VOTE_RECORD_PAGE_SIZE);
  const rows = new Map(selectActorVotesByIds(db, actorId, shown).map((r) => [r.afstemning_id, r]));
  const votes = shown.flatMap((id) => {
    const row = rows.get(id);
    return row ? [toActorVote(row, (v, g) => index.groupTally(v, g))] : [];
  });
  return {
    votes: paged(votes, ids.length, page, VOTE_RECORD_PAGE_SIZE),
    ...recordOptions(db, actorId),
  };
}

storeReads('lib/data/actors/actor-vote-record-load.ts', { loadActorVoteRecord });
