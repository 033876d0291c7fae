import { groupBy } from '@/lib/data/group-by';
import { nonBlank, toIsoLocalDateTime } from '@/lib/data/oda-values';
import { storeReads } from '@/lib/data/store-read-source';
import { parseKonklusion } from '@/lib/konklusion';
import { SAGSTYPE } from '@/lib/model/oda-ids';
import {
  type MotionRow,
  type ResultCaseRow,
  type ResultVoteRow,
  selectMotions,
  selectProposers,
  selectResultCases,
  selectResultVotes,
} from '@/lib/store/case-result-rows';
import type { Store } from '@/lib/store/store';
import {
  type CaseResultInput,
  decideCaseResult,
  type MotionInput,
  type ResultVoteInput,
  resultRuleOf,
} from './case-result';
import type { CaseResult } from './types';

/** A vote row as the rule reads it: the konklusion's outcome and counts, the ballots when there are any. */
export function toResultVoteInput(row: ResultVoteRow): ResultVoteInput {
  const konklusion = parseKonklusion(row.konklusion);
  const stated = {
    for: konklusion.for.count,
    against: konklusion.against.count,
    abstain: konklusion.abstain.count,
  };
  return {
    id: row.afstemning_id,
    nummer: row.nummer,
    typeId: row.typeid,
    type: nonBlank(row.type),
    stepTitle: nonBlank(row.trin),
    date: toIsoLocalDateTime(row.dato),
    adopted: row.vedtaget === 1,
    statedOutcome: konklusion.outcome,
    ballots:
      row.stemmer > 0
        ? { for: row.for_, against: row.imod, abstain: row.hverken, absent: row.fravaer }
        : null,
    statedCounts: stated.for === null && stated.against === null && stated.abstain === null ? null : stated,
  };
}

/** Voted motions first, in the order voted on (date, then vote number); then the rest by number. */
function votingOrder(a: MotionInput, b: MotionInput): number {
  const va = a.votes[0];
  const vb = b.votes[0];
  if (va && vb) return (va.date ?? '').localeCompare(vb.date ?? '') || va.nummer - vb.nummer;
  return va ? -1 : vb ? 1 : 0;
}

/**
 * What the rule reads for each of the given cases, in a few passes whatever their number: the cases, the debates of
 * the motions among them, the motions of every debate, the votes of them all with ballots counted, and the
 * motions' proposers. Unknown ids are left out of the map.
 */
function readInputs(db: Store, ids: readonly number[]): Map<number, CaseResultInput> {
  const asked = selectResultCases(db, ids);
  const known = new Set(asked.map((c) => c.id));
  const parentIds = [
    ...new Set(
      asked.flatMap((c) =>
        c.typeid === SAGSTYPE.forslagTilVedtagelse &&
        c.fremsatundersagid !== null &&
        !known.has(c.fremsatundersagid)
          ? [c.fremsatundersagid]
          : [],
      ),
    ),
  ];
  const cases = [...asked, ...selectResultCases(db, parentIds)];
  const caseById = new Map(cases.map((c) => [c.id, c]));
  const debateIds = cases.filter((c) => resultRuleOf(c.typeid) === 'motions').map((c) => c.id);
  const motions = selectMotions(db, debateIds);
  const motionIds = motions.map((m) => m.id);
  const votes = groupBy(
    selectResultVotes(db, [...new Set([...caseById.keys(), ...motionIds])]).map((row) => ({
      sag: row.sag_id,
      vote: toResultVoteInput(row),
    })),
    (v) => v.sag,
  );
  const votesOf = (id: number) => (votes.get(id) ?? []).map((v) => v.vote);
  const proposerRows = selectProposers(db, [
    ...new Set([
      ...motionIds,
      ...cases.filter((c) => c.typeid === SAGSTYPE.forslagTilVedtagelse).map((c) => c.id),
    ]),
  ]);
  const proposers = new Map<number, string[]>();
  for (const row of proposerRows) {
    const list = proposers.get(row.sag_id) ?? [];
    if (row.parti && !list.includes(row.parti)) list.push(row.parti);
    proposers.set(row.sag_id, list);
  }
  const motionsOf = groupBy(motions, (m) => m.debat_id);
  const toMotion = (m: MotionRow): MotionInput => ({
    caseId: m.id,
    number: nonBlank(m.nummer),
    status: nonBlank(m.status),
    proposers: proposers.get(m.id) ?? [],
    votes: votesOf(m.id),
  });
  const inputOf = (c: ResultCaseRow, withDebate: boolean): CaseResultInput => {
    const parent = c.fremsatundersagid === null ? undefined : caseById.get(c.fremsatundersagid);
    return {
      id: c.id,
      typeId: c.typeid,
      number: nonBlank(c.nummer),
      title: nonBlank(c.titel),
      status: nonBlank(c.status),
      proposers: c.typeid === SAGSTYPE.forslagTilVedtagelse ? (proposers.get(c.id) ?? []) : [],
      votes: votesOf(c.id),
      motions: (motionsOf.get(c.id) ?? []).map(toMotion).sort(votingOrder),
      debate:
        withDebate && c.typeid === SAGSTYPE.forslagTilVedtagelse && parent ? inputOf(parent, false) : null,
    };
  };
  return new Map(asked.map((c) => [c.id, inputOf(c, true)]));
}

/** The results of the given cases by the one rule (lib/data/cases/case-result.ts); unknown ids are left out. */
export function loadCaseResults(db: Store, ids: readonly number[]): Map<number, CaseResult> {
  return new Map([...readInputs(db, ids)].map(([id, input]) => [id, decideCaseResult(input)]));
}

/** A case's result and how many votes it had: on its own steps and on its motions. */
export interface CaseOutcome {
  readonly result: CaseResult;
  readonly voteCount: number;
}

/** The results of the given cases with their numbers of votes (search hits); unknown ids are left out. */
export function loadCaseOutcomes(db: Store, ids: readonly number[]): Map<number, CaseOutcome> {
  return new Map(
    [...readInputs(db, ids)].map(([id, input]) => [
      id,
      {
        result: decideCaseResult(input),
        voteCount: input.votes.length + input.motions.reduce((n, m) => n + m.votes.length, 0),
      },
    ]),
  );
}

/** One case's result; null when there is no such case. */
export function loadCaseResult(db: Store, id: number): CaseResult | null {
  return loadCaseResults(db, [id]).get(id) ?? null;
}

storeReads('lib/data/cases/case-result-load.ts', { loadCaseResult });
