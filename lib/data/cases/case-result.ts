import type { KonklusionCounts, VoteCounts, VoteOutcome } from '@/lib/data/types';
import { AFSTEMNINGSTYPE, SAGSTYPE } from '@/lib/model/oda-ids';
import { type CaseStatusGroup, toCaseStatusGroup } from './case-status';
import type { CaseResult, Motion, ResultRule, ResultVote } from './types';

/*
 * What became of a case, by one rule per case type — the one place search rows, case pages, vote pages, feeds and
 * share images take a case's result from (the rules in words: /ordliste#resultat, lib/glossary/terms.ts).
 *
 * - A lovforslag and a beslutningsforslag: the last final vote ('Endelig vedtagelse'). Amendments never decide
 *   the case; without a final vote the case has none, and its status says whether it is still under way or ended
 *   without one (bortfaldet, tilbagetaget).
 * - A forespørgsel (and a redegørelse, whose debate ends the same way): the motion for a resolution ('forslag til
 *   vedtagelse', V 2) adopted at the end of the debate, or none adopted when all that were voted on fell. The
 *   motions are cases of their own (Sagstype 9) linked to the debate by `fremsatundersagid`, each with its vote;
 *   votes of type 'Forslag til vedtagelse' on the debate's own steps count as motions too, without a number.
 * - A forslag til vedtagelse: its own vote (or lapsed, when another motion was adopted first), and how its debate
 *   ended.
 * - Every other type (§ 20-spørgsmål, Alm. del, aktstykker, …) is not decided by a vote in the Folketingssal;
 *   should one have votes all the same, its last final vote (else its last vote) is shown as what it is.
 *
 * Where ODA's records disagree — `vedtaget`, the konklusion text and the members' ballots on the deciding vote, two
 * motions adopted in one debate, or the case's status against its deciding vote — the result is a disagreement
 * that shows each record rather than choosing one.
 */

const RULES: Readonly<Record<number, ResultRule>> = {
  [SAGSTYPE.lovforslag]: 'final-vote',
  [SAGSTYPE.beslutningsforslag]: 'final-vote',
  [SAGSTYPE.forespoergsel]: 'motions',
  [SAGSTYPE.redegoerelse]: 'motions',
  [SAGSTYPE.forslagTilVedtagelse]: 'motion',
};

/** The rule of a Sagstype id. */
export const resultRuleOf = (typeId: number | null): ResultRule =>
  typeId === null ? 'none' : (RULES[typeId] ?? 'none');

/** A vote as the rule reads it: one of the case's own votes or a motion's. */
export interface ResultVoteInput {
  readonly id: number;
  /** `Afstemning.nummer`. */
  readonly nummer: number;
  /** `Afstemning.typeid`; null when unknown. */
  readonly typeId: number | null;
  /** `Afstemningstype.type`. */
  readonly type: string | null;
  /** The step voted at (`Sagstrin.titel`, else its type). */
  readonly stepTitle: string | null;
  /** `Sagstrin.dato`, else `Møde.dato` (ISO local date-time). */
  readonly date: string | null;
  /** `Afstemning.vedtaget`. */
  readonly adopted: boolean;
  /** The outcome the konklusion text states; null when it states none. */
  readonly statedOutcome: VoteOutcome | null;
  /** The members' ballots counted; null without Stemme rows. */
  readonly ballots: VoteCounts | null;
  /** The counts the konklusion text states; null when it states none. */
  readonly statedCounts: KonklusionCounts | null;
}

/** A motion for a resolution tabled in a debate, as the rule reads it. */
export interface MotionInput {
  /** The motion's own case (Sagstype 9). */
  readonly caseId: number;
  /** `Sag.nummer`: 'V 2'. */
  readonly number: string | null;
  /** `Sagsstatus.status`. */
  readonly status: string | null;
  /** The parties of its proposers (`SagAktør` 'Forslagsstiller'), in ODA's order, each once. */
  readonly proposers: readonly string[];
  /** Its votes in the order taken (normally one; none when it lapsed). */
  readonly votes: readonly ResultVoteInput[];
}

/** A case as the rule reads it. */
export interface CaseResultInput {
  readonly id: number;
  /** `Sag.typeid`. */
  readonly typeId: number;
  readonly number: string | null;
  /** The short title, else the title. */
  readonly title: string | null;
  /** `Sagsstatus.status`. */
  readonly status: string | null;
  /** For a motion: its proposers' parties (as {@link MotionInput.proposers}); else empty. */
  readonly proposers: readonly string[];
  /** The votes on the case's own steps, in the order taken (steps by date, a step's votes by number). */
  readonly votes: readonly ResultVoteInput[];
  /** The motions tabled under the case (a debate), in the order voted on, then unvoted by number. */
  readonly motions: readonly MotionInput[];
  /** For a motion: the debate it was tabled in, read the same way; null when unknown or not a motion. */
  readonly debate: CaseResultInput | null;
}

const outcomeOf = (adopted: boolean): VoteOutcome => (adopted ? 'vedtaget' : 'forkastet');

/** A vote as a result shows it: counts from the ballots, else the text; the outcome by each record. */
export function toResultVote(v: ResultVoteInput): ResultVote {
  const stated = v.statedCounts;
  const statedCounts =
    stated && stated.for !== null && stated.against !== null
      ? { for: stated.for, against: stated.against, abstain: stated.abstain ?? 0 }
      : null;
  const counts = v.ballots
    ? { for: v.ballots.for, against: v.ballots.against, abstain: v.ballots.abstain }
    : statedCounts;
  return {
    id: v.id,
    nummer: v.nummer,
    typeId: v.typeId,
    type: v.type,
    stepTitle: v.stepTitle,
    date: v.date,
    adopted: v.adopted,
    counts,
    countsFrom: v.ballots ? 'ballots' : statedCounts ? 'konklusion' : null,
    outcomes: {
      vedtaget: outcomeOf(v.adopted),
      konklusion: v.statedOutcome,
      ballots: v.ballots ? outcomeOf(v.ballots.for > v.ballots.against) : null,
    },
    countsDisagree:
      v.ballots !== null &&
      stated !== null &&
      (['for', 'against', 'abstain'] as const).some((side) => {
        const text = stated[side];
        return text !== null && text !== v.ballots?.[side];
      }),
  };
}

/** The records that state an outcome do not all state the same one. */
export const outcomesDisagree = (vote: ResultVote): boolean => {
  const { vedtaget, konklusion, ballots } = vote.outcomes;
  return (konklusion !== null && konklusion !== vedtaget) || (ballots !== null && ballots !== vedtaget);
};

/** The status states the opposite outcome of `adopted` (only adopted/rejected statuses state one). */
function statusContradicts(status: string | null, adopted: boolean): status is string {
  const group = toCaseStatusGroup(status);
  return (group === 'adopted' && !adopted) || (group === 'rejected' && adopted);
}

/** Whether a status says the case is over; unknown or no status counts as under way. */
const isOver = (group: CaseStatusGroup | null): group is Exclude<CaseStatusGroup, 'pending'> =>
  group !== null && group !== 'pending';

const lastFinal = (votes: readonly ResultVoteInput[]) =>
  votes.findLast((v) => v.typeId === AFSTEMNINGSTYPE.endeligVedtagelse);

function toMotion(m: MotionInput): Motion {
  const last = m.votes.at(-1);
  return {
    caseId: m.caseId,
    label: m.number,
    proposers: m.proposers,
    status: m.status,
    vote: last ? toResultVote(last) : null,
  };
}

/** A case whose deciding vote is missing: under way or ended without one, by its status. */
function withoutVote(
  rule: 'final-vote' | 'motions',
  status: string | null,
  motions: readonly Motion[],
): CaseResult {
  const group = toCaseStatusGroup(status);
  return status !== null && isOver(group)
    ? { kind: 'closed-without-vote', rule, status, statusGroup: group, motions }
    : { kind: 'not-yet-voted', rule, status, motions };
}

/** The deciding vote, checked against the other records before it is the result. */
function decidedBy(
  input: CaseResultInput,
  rule: 'final-vote' | 'none',
  basis: 'final' | 'latest',
  vote: ResultVote,
): CaseResult {
  if (outcomesDisagree(vote))
    return { kind: 'disagreement', rule, issue: { about: 'vote-records', vote, motion: null }, motions: [] };
  if (statusContradicts(input.status, vote.adopted))
    return {
      kind: 'disagreement',
      rule,
      issue: { about: 'status', status: input.status, vote },
      motions: [],
    };
  return { kind: 'final-vote', rule, basis, vote };
}

/** A debate's motions: its motion cases, and motion votes on its own steps (without a number). */
function debateMotions(input: CaseResultInput): Motion[] {
  const own = input.votes
    .filter((v) => v.typeId === AFSTEMNINGSTYPE.forslagTilVedtagelse)
    .map((v): Motion => ({ caseId: null, label: null, proposers: [], status: null, vote: toResultVote(v) }));
  return [...input.motions.map(toMotion), ...own];
}

function decideDebate(input: CaseResultInput): CaseResult {
  const motions = debateMotions(input);
  for (const motion of motions) {
    const vote = motion.vote;
    if (vote && outcomesDisagree(vote))
      return {
        kind: 'disagreement',
        rule: 'motions',
        issue: { about: 'vote-records', vote, motion },
        motions,
      };
    if (vote && statusContradicts(motion.status, vote.adopted))
      return {
        kind: 'disagreement',
        rule: 'motions',
        issue: { about: 'status', status: motion.status, vote },
        motions,
      };
  }
  const adopted = motions.filter((m): m is Motion & { vote: ResultVote } => m.vote?.adopted === true);
  const [first, ...more] = adopted;
  if (first && more.length > 0)
    return { kind: 'disagreement', rule: 'motions', issue: { about: 'several-adopted', adopted }, motions };
  if (first) return { kind: 'motion-adopted', rule: 'motions', motion: first, motions };
  if (motions.some((m) => m.vote !== null)) return { kind: 'no-motion-adopted', rule: 'motions', motions };
  return withoutVote('motions', input.status, motions);
}

function decideMotion(input: CaseResultInput): CaseResult {
  const motion = toMotion({
    caseId: input.id,
    number: input.number,
    status: input.status,
    proposers: input.proposers,
    votes: input.votes,
  });
  const vote = motion.vote;
  if (vote && outcomesDisagree(vote))
    return {
      kind: 'disagreement',
      rule: 'motion',
      issue: { about: 'vote-records', vote, motion },
      motions: [],
    };
  if (vote && statusContradicts(input.status, vote.adopted))
    return {
      kind: 'disagreement',
      rule: 'motion',
      issue: { about: 'status', status: input.status, vote },
      motions: [],
    };
  const fate = vote
    ? vote.adopted
      ? 'adopted'
      : 'rejected'
    : toCaseStatusGroup(input.status) === 'lapsed'
      ? 'lapsed'
      : 'pending';
  const debate = input.debate
    ? {
        id: input.debate.id,
        number: input.debate.number,
        title: input.debate.title,
        result: decideCaseResult(input.debate),
      }
    : null;
  return { kind: 'motion', rule: 'motion', motion, fate, debate };
}

/** A case's result by the rule of its type (see the top of this file). */
export function decideCaseResult(input: CaseResultInput): CaseResult {
  const rule = resultRuleOf(input.typeId);
  switch (rule) {
    case 'final-vote': {
      const final = lastFinal(input.votes);
      return final
        ? decidedBy(input, rule, 'final', toResultVote(final))
        : withoutVote(rule, input.status, []);
    }
    case 'motions':
      return decideDebate(input);
    case 'motion':
      return decideMotion(input);
    case 'none': {
      const latest = lastFinal(input.votes) ?? input.votes.at(-1);
      return latest
        ? decidedBy(input, rule, 'latest', toResultVote(latest))
        : { kind: 'no-votes-expected', rule, status: input.status };
    }
  }
}

/**
 * The one vote a result rests on, for the analyses that follow a single vote per case (a party's record by topic):
 * the final vote, or the adopted motion; null for every other kind — a debate where all motions fell, a case
 * without a deciding vote, records that disagree.
 */
export function resultVoteOf(result: CaseResult): ResultVote | null {
  switch (result.kind) {
    case 'final-vote':
      return result.vote;
    case 'motion-adopted':
      return result.motion.vote;
    case 'motion':
      return result.motion.vote;
    case 'no-motion-adopted':
    case 'not-yet-voted':
    case 'closed-without-vote':
    case 'no-votes-expected':
    case 'disagreement':
      return null;
  }
}
