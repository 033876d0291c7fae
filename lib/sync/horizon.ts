import { danishLocalDateTime } from '@/lib/format/danish-clock';

/**
 * How far behind our clock a cycle's horizon lies. The service stamps rows in Danish local time by its own clock;
 * a horizon this far back stays behind every stamp written after the cycle began, as long as the two clocks
 * differ by less.
 */
export const CLOCK_MARGIN_MS = 10 * 60_000;

/**
 * A cycle's horizon: once the cycle is applied, every row stamped at or before it is in the mirror as it is now
 * (the next cycle reads changes stamped after it). Danish local time in ODA's form.
 */
export function horizonAt(now: Date): string {
  return danishLocalDateTime(new Date(now.getTime() - CLOCK_MARGIN_MS));
}

/**
 * Rows stamped after this are "from the future" by our clock (plus the margin): the service holds some, and no
 * change made now can carry such a stamp.
 */
export function futureAfter(now: Date): string {
  return danishLocalDateTime(new Date(now.getTime() + CLOCK_MARGIN_MS));
}
