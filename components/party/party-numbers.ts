import { share } from '@/components/actor/numbers';
import type { PartyAgreement, PartyPeriod } from '@/lib/data/types';

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
 * a step is also written as a number in every cell, so colour never carries the meaning alone.
 */
const STEPS: readonly { readonly from: number; readonly fill: string; readonly text: string }[] = [
  { from: 0.9, fill: '#115e59', text: '#ffffff' },
  { from: 0.75, fill: '#0f766e', text: '#ffffff' },
  { from: 0.6, fill: '#5eead4', text: '#1c1917' },
  { from: 0.45, fill: '#ccfbf1', text: '#1c1917' },
  { from: 0, fill: '#fef3c7', text: '#1c1917' },
];

/** The colours of an agreement cell; a light grey for no figure. */
export function agreementColours(value: number | null): { fill: string; text: string } {
  if (value === null) return { fill: '#f5f5f4', text: '#44403c' };
  return STEPS.find((s) => value >= s.from) ?? { fill: '#fef3c7', text: '#1c1917' };
}

/** The steps for a legend, most agreement first: the lower bound and the colour. */
export const AGREEMENT_STEPS = STEPS;
