import type { Samling } from './periods';
import type { Random } from './random';
import { addDays, weekday } from './time';

/** True in the Folketing's breaks: summer (July–September), Christmas, the winter and Easter holidays. */
function inBreak(d: Date): boolean {
  const m = d.getUTCMonth();
  const dd = d.getUTCDate();
  if (m >= 6 && m <= 8) return true;
  if ((m === 11 && dd >= 20) || (m === 0 && dd < 10)) return true;
  if (m === 1 && dd >= 14 && dd <= 21) return true;
  if (m === 3 && dd >= 1 && dd <= 8) return true;
  return m === 9 && dd < 3;
}

/** The plenary sitting days of a session: Tuesdays to Thursdays and some Fridays outside the breaks. */
export function sittingDays(rng: Random, s: Samling, until: Date): Date[] {
  const days: Date[] = [];
  const last = until < s.end ? until : s.end;
  for (let d = s.start; d < last; d = addDays(d, 1)) {
    const w = weekday(d);
    if (inBreak(d) && d.getTime() !== s.start.getTime()) continue;
    if (w >= 2 && w <= 4) days.push(d);
    else if (w === 5 && rng.chance(0.3)) days.push(d);
  }
  return days;
}

/** The first sitting day on or after a day, or undefined past the last. */
export function sittingDayFrom(days: readonly Date[], d: Date): Date | undefined {
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((days[mid] as Date) < d) lo = mid + 1;
    else hi = mid;
  }
  return days[lo];
}
