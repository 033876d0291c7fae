import { SAGSTRINSTYPE, SAGSTYPE } from '@/lib/model/oda-ids';

/*
 * Which steps on an upcoming agenda end in a vote: the rule behind /kommende, written once.
 *
 * From the votes on record (every Afstemning's Sagstrin, by Sagstrinstype and the case's Sagstype):
 * - '3. behandling' (any case type) ends in the final vote, 'Endelig vedtagelse' — every third reading has one;
 * - '2. behandling' of a beslutningsforslag ends in its final vote (a beslutningsforslag has no third reading);
 * - 'Forhandling' of a forespørgsel ends in votes on motions, 'Forslag til vedtagelse'.
 * Left out: the '2. behandling' of a lovforslag, which has votes only when amendments are tabled (under half of
 * them) and which the agenda does not tell; 'Forhandling' of other case types (a redegørelse's debate), first
 * readings and everything else, which carry no votes. A step that already has a vote is no longer upcoming.
 */

/** What kind of vote a step is expected to end in. */
export type ExpectedVoteKind = 'final' | 'motions';

interface ExpectedVoteStep {
  readonly stepTypeId: number;
  /** The case's `Sagstype`; null for any. */
  readonly caseTypeId: number | null;
  readonly kind: ExpectedVoteKind;
}

export const EXPECTED_VOTE_STEPS: readonly ExpectedVoteStep[] = [
  { stepTypeId: SAGSTRINSTYPE.tredjeBehandling, caseTypeId: null, kind: 'final' },
  { stepTypeId: SAGSTRINSTYPE.andenBehandling, caseTypeId: SAGSTYPE.beslutningsforslag, kind: 'final' },
  { stepTypeId: SAGSTRINSTYPE.forhandling, caseTypeId: SAGSTYPE.forespoergsel, kind: 'motions' },
];

/** The step types that can end in a vote (some only for certain case types): what the store read asks for. */
export const EXPECTED_VOTE_STEP_TYPES: readonly number[] = [
  ...new Set(EXPECTED_VOTE_STEPS.map((r) => r.stepTypeId)),
];

/** The vote a step of this type on a case of this type is expected to end in, or null when none is expected. */
export function expectedVote(stepTypeId: number, caseTypeId: number | null): ExpectedVoteKind | null {
  const rule = EXPECTED_VOTE_STEPS.find(
    (r) => r.stepTypeId === stepTypeId && (r.caseTypeId === null || r.caseTypeId === caseTypeId),
  );
  return rule?.kind ?? null;
}
