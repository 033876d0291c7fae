import type { Random } from '@/lib/dataset/random';

/** The kinds of turn in a debate, each with its own length. */
export type TurnKind = 'chair' | 'spokesperson' | 'minister' | 'opening' | 'reply';

/**
 * Median characters and spread (σ of the logarithm) of each kind: most turns are the chair's formulas and short
 * remarks (korte bemærkninger) of a few hundred characters, a spokesperson's or minister's speech runs to thousands.
 * Together they give the heavy tail of the real corpus (480 million characters over 809,279 speeches: ~590 each).
 */
const LENGTHS: Readonly<Record<TurnKind, { median: number; sigma: number }>> = {
  chair: { median: 0, sigma: 0 },
  spokesperson: { median: 2700, sigma: 0.55 },
  minister: { median: 3000, sigma: 0.5 },
  opening: { median: 2600, sigma: 0.5 },
  reply: { median: 330, sigma: 0.45 },
};

/** A length for a turn of this kind (the chair's turns are as long as their formula: 0). */
export function drawLength(rng: Random, kind: TurnKind): number {
  const { median, sigma } = LENGTHS[kind];
  if (median === 0) return 0;
  // Box–Muller: one standard normal draw.
  const z = Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
  return Math.round(median * Math.exp(sigma * z));
}
