import type { VoteCounts } from '@/lib/data/types';

/*
 * Attendance, the one definition: of a member's ballots with a known choice, the share not marked Fravær. The
 * politician page's figures and the medians it is compared with (attendance-load.ts) all count it so.
 */

/** Ballots where the member took part (For, Imod, Hverken). */
export const present = (c: VoteCounts): number => c.for + c.against + c.abstain;

/** Ballots with a known choice. */
export const known = (c: VoteCounts): number => present(c) + c.absent;

/** Share of known ballots not marked Fravær; null without ballots. */
export function attendance(c: VoteCounts): number | null {
  const whole = known(c);
  return whole > 0 ? present(c) / whole : null;
}

/** The middle value of some numbers (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] as number) + upper) / 2;
}
