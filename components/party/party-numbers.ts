import type { PartyAgreement, PartyPeriod } from '@/lib/data/parties/types';
import { share } from '@/lib/format/numbers';

/**
 * Fewest shared votes (both parties took a side) for an agreement percentage: under it the page writes the count
 * and no percentage, since one or two votes more or less would swing it by many points.
 */
export const MIN_SHARED_VOTES = 10;

/** Present ballots / all its members' ballots in the samling (lib/store/party-record.ts). */
export const attendanceOf = (p: Pick<PartyPeriod, 'present' | 'ballots'>): number | null =>
  share(p.present, p.ballots);

/** Present ballots on the party's side / present ballots (lib/store/party-record.ts). */
export const cohesionOf = (p: Pick<PartyPeriod, 'onSide' | 'present'>): number | null =>
  share(p.onSide, p.present);

/** Same side / both took a side; null when none shared or fewer than {@link MIN_SHARED_VOTES}. */
export function agreementOf(a: PartyAgreement | null): number | null {
  if (!a || a.both < MIN_SHARED_VOTES) return null;
  return a.same / a.both;
}

/**
 * The agreement scale: five steps from little to much agreement, each with its text colour (4.5:1 or better);
 * a step is also written as a number in every cell, so colour never carries the meaning alone. Violet, like the
 * bars of votes with the party (components/charts/ShareBar.tsx), and no vote choice's colour: agreeing is not
 * voting For (docs/design.md, "Colours").
 */
const STEPS: readonly { readonly from: number; readonly fill: string; readonly text: string }[] = [
  { from: 0.9, fill: '#4c1d95', text: '#ffffff' },
  { from: 0.75, fill: '#6d28d9', text: '#ffffff' },
  { from: 0.6, fill: '#c4b5fd', text: '#1c1917' },
  { from: 0.45, fill: '#ede9fe', text: '#1c1917' },
  { from: 0, fill: '#fef3c7', text: '#1c1917' },
];

/** The colours of an agreement cell; a light grey for no figure. */
export function agreementColours(value: number | null): { fill: string; text: string } {
  if (value === null) return { fill: '#f5f5f4', text: '#44403c' };
  return STEPS.find((s) => value >= s.from) ?? { fill: '#fef3c7', text: '#1c1917' };
}

/** The steps for a legend, most agreement first: the lower bound and the colour. */
export const AGREEMENT_STEPS = STEPS;

/** Another party with its agreement per samling, as the party page lists them. */
interface AgreementRow {
  readonly party: { readonly code: string };
  readonly byPeriod: readonly (PartyAgreement | null)[];
}

/**
 * The other parties by their agreement in samling `at` (index into `byPeriod`): most first; without a figure
 * (under the minimum) last, by shared votes; then by code. `most` and `least` are the parties tied at either end
 * (empty when none has a figure; the same group when all agreed equally often).
 */
export function rankAgreement<T extends AgreementRow>(
  others: readonly T[],
  at: number,
): { order: T[]; most: T[]; least: T[] } {
  const share = (o: T) => agreementOf(o.byPeriod[at] ?? null);
  const order = [...others].sort(
    (a, b) =>
      (share(b) ?? -1) - (share(a) ?? -1) ||
      (b.byPeriod[at]?.both ?? 0) - (a.byPeriod[at]?.both ?? 0) ||
      a.party.code.localeCompare(b.party.code, 'da'),
  );
  const ranked = order.filter((o) => share(o) !== null);
  const top = ranked[0];
  const bottom = ranked.at(-1);
  return {
    order,
    most: top ? ranked.filter((o) => share(o) === share(top)) : [],
    least: bottom ? ranked.filter((o) => share(o) === share(bottom)) : [],
  };
}
