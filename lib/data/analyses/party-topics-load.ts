import { decideCaseResult, resultVoteOf } from '@/lib/data/cases/case-result';
import { storeReads } from '@/lib/data/store-read-source';
import type { PeriodOption } from '@/lib/data/types';
import { votingIndex } from '@/lib/store/actor-voting-index';
import { selectCaseHeads, selectCaseTopics } from '@/lib/store/case-votes';
import { partySide } from '@/lib/store/party-majority';
import { oncePerStore } from '@/lib/store/prepared';
import type { Store } from '@/lib/store/store';
import { selectVotePeriods } from '@/lib/store/vote-list';
import type { CasePositionVote } from './case-party-positions-shape';
import { caseVotesIndex } from './case-votes-index';
import type { PartyTopic, PartyTopics, TopicCase } from './party-topics-shape';

/** A case with a subject: the vote its result rests on (lib/data/cases/case-result.ts) and that vote's samling. */
interface TopicCaseFacts {
  readonly caseId: number;
  readonly caseNumber: string | null;
  readonly caseTitle: string | null;
  readonly vote: CasePositionVote;
  /** `Periode.id` of the vote's meeting; null when unknown. */
  readonly period: number | null;
  /** The vote's place in the site's vote order (0 = newest). */
  readonly rank: number;
}

interface TopicFacts {
  readonly id: number;
  readonly word: string;
  /** Newest deciding vote first. */
  readonly cases: readonly TopicCaseFacts[];
}

/**
 * The vote a case's result rests on by the one rule (lib/data/cases/case-result.ts): a bill's final vote, the motion for a
 * resolution a debate adopted (its motions' votes are among the debate's, lib/store/case-votes.ts); null for every
 * other result. The analysis reads `vedtaget` alone: the other records are not in the case votes index.
 */
function decidingVote(typeId: number, votes: readonly CasePositionVote[]): CasePositionVote | null {
  const result = decideCaseResult({
    id: 0,
    typeId,
    number: null,
    title: null,
    status: null,
    proposers: [],
    votes: votes.map((v) => ({
      id: v.id,
      nummer: v.nummer,
      typeId: v.typeId,
      type: v.type,
      stepTitle: v.step,
      date: v.date,
      adopted: v.adopted,
      statedOutcome: null,
      ballots: null,
      statedCounts: null,
    })),
    motions: [],
    debate: null,
  });
  const chosen = resultVoteOf(result);
  return chosen ? (votes.find((v) => v.id === chosen.id) ?? null) : null;
}

/**
 * Every subject (Sagsområde) with its voted cases and each case's deciding vote, read once per store connection:
 * the subject words of the voted cases (about 1,200 rows at full scale), their heads, and the case votes index.
 */
export const topicFacts = oncePerStore((db: Store): readonly TopicFacts[] => {
  const index = votingIndex(db);
  const periodOf = new Map(index.votes.map((v) => [v.id, v.period]));
  const votes = caseVotesIndex(db);
  const rows = selectCaseTopics(db);
  const heads = new Map(selectCaseHeads(db, [...new Set(rows.map((r) => r.sagid))]).map((h) => [h.id, h]));
  const facts = new Map<number, TopicCaseFacts | null>();
  const factsOf = (caseId: number): TopicCaseFacts | null => {
    if (facts.has(caseId)) return facts.get(caseId) ?? null;
    const head = heads.get(caseId);
    const vote = head ? decidingVote(head.typeid, votes.get(caseId) ?? []) : null;
    const made = vote && {
      caseId,
      caseNumber: head?.nummer ?? null,
      caseTitle: head?.titel ?? null,
      vote,
      period: periodOf.get(vote.id) ?? null,
      rank: index.voteRank(vote.id) ?? Number.MAX_SAFE_INTEGER,
    };
    facts.set(caseId, made);
    return made;
  };
  const topics = new Map<number, { id: number; word: string; cases: TopicCaseFacts[] }>();
  for (const row of rows) {
    const fact = factsOf(row.sagid);
    if (!fact) continue;
    const topic = topics.get(row.emneordid) ?? { id: row.emneordid, word: row.emneord, cases: [] };
    topics.set(row.emneordid, topic);
    if (!topic.cases.some((c) => c.caseId === fact.caseId)) topic.cases.push(fact);
  }
  for (const t of topics.values()) t.cases.sort((a, b) => a.rank - b.rank || b.caseId - a.caseId);
  return [...topics.values()];
});

/** The samlinger with votes, newest first, as choices, with their ids. */
const votePeriods = oncePerStore((db: Store) =>
  selectVotePeriods(db).map((p) => ({
    id: p.periode_id,
    option: { code: p.periode_kode, title: p.periode_titel?.trim() || p.periode_kode } satisfies PeriodOption,
  })),
);

/**
 * A party's record by topic (its `gruppenavnkort`): per subject, of the cases with a deciding vote in the samling
 * (`periodCode`, e.g. '20241'; null or unknown: all samlinger) on which the party took a side, how many it voted
 * for, against and abstained on, with those cases — up to `casesPerTopic` newest per subject, all of them for the
 * subject `fullTopic`. A store read (lib/data/store-read-source.ts).
 */
export function loadPartyTopics(
  db: Store,
  party: string,
  periodCode: string | null,
  casesPerTopic: number,
  fullTopic: number | null,
): PartyTopics {
  const periods = votePeriods(db);
  const chosen = periods.find((p) => p.option.code === periodCode) ?? null;
  const index = votingIndex(db);
  const topics: PartyTopic[] = [];
  for (const topic of topicFacts(db)) {
    const counts = { for: 0, against: 0, abstain: 0 };
    const cases: TopicCase[] = [];
    const limit = topic.id === fullTopic ? Number.MAX_SAFE_INTEGER : casesPerTopic;
    for (const fact of topic.cases) {
      if (chosen && fact.period !== chosen.id) continue;
      const side = partySide(index.partyTallies(fact.vote.id)?.get(party));
      if (side !== 'for' && side !== 'against' && side !== 'abstain') continue;
      counts[side]++;
      if (cases.length < limit) {
        cases.push({
          caseId: fact.caseId,
          caseNumber: fact.caseNumber,
          caseTitle: fact.caseTitle,
          side,
          vote: fact.vote,
        });
      }
    }
    const n = counts.for + counts.against + counts.abstain;
    if (n > 0) topics.push({ id: topic.id, word: topic.word, n, ...counts, cases });
  }
  topics.sort((a, b) => b.n - a.n || a.word.localeCompare(b.word, 'da'));
  return { party, period: chosen?.option ?? null, periods: periods.map((p) => p.option), topics };
}

storeReads('lib/data/analyses/party-topics-load.ts', { loadPartyTopics });
