import type { PeriodOption } from '@/lib/data/types';
import type { CasePositionVote } from './case-party-positions-shape';

/** The side a party took on a case's deciding vote, when it took one. */
export type TopicSide = 'for' | 'against' | 'abstain';

/** A case behind a topic's numbers: the party's side on its deciding vote, and that vote. */
export interface TopicCase {
  readonly caseId: number;
  /** `Sag.nummer`, e.g. 'L 10'. */
  readonly caseNumber: string | null;
  /** `Sag.titelkort`, else `titel`. */
  readonly caseTitle: string | null;
  readonly side: TopicSide;
  readonly vote: CasePositionVote;
}

/** A subject (an Emneord of type Sagsområde) and how the party voted on its cases. */
export interface PartyTopic {
  /** `Emneord.id`. */
  readonly id: number;
  /** `Emneord.emneord`, e.g. 'klima og energi'. */
  readonly word: string;
  /** Cases on the subject with a deciding vote on which the party took a side (for, against or abstain). */
  readonly n: number;
  readonly for: number;
  readonly against: number;
  readonly abstain: number;
  /** Those cases, newest deciding vote first; up to the read's `casesPerTopic` (all for the topic asked for). */
  readonly cases: readonly TopicCase[];
}

/** A party's record by topic over all samlinger or one. */
export interface PartyTopics {
  readonly party: string;
  /** The samling the record covers; null for all. */
  readonly period: PeriodOption | null;
  /** The samlinger with votes, newest first: the choices. */
  readonly periods: readonly PeriodOption[];
  /** Subjects by n, largest first (ties by the word). */
  readonly topics: readonly PartyTopic[];
}
