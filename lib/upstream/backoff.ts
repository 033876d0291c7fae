export interface BackoffPolicy {
  /** The ceiling of the first retry's delay; it doubles per retry. */
  readonly baseMs: number;
  /** The largest ceiling. */
  readonly capMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 200, capMs: 2_000 };

/**
 * Exponential backoff with full jitter: before retry `n` (1 for the first retry) wait a uniformly random time in
 * [0, min(cap, base · 2^(n−1))). Random delays spread the retries of many callers instead of synchronising them.
 */
export function fullJitterDelay(
  retry: number,
  policy: BackoffPolicy,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, retry - 1));
  return Math.floor(random() * ceiling);
}
