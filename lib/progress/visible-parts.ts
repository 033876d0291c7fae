import type { PartProgress } from './part-progress';

/**
 * The parts a terminal display shows in at most `maxLines` lines. When all fit, all of them in first-update
 * order; otherwise the running ones (some rows done, not complete) and a summary line of the rest:
 * `31 parts done, 12 waiting` (waiting: nothing done yet), with `, 2 more running` when even those do not fit.
 */
export function visibleParts(
  parts: readonly PartProgress[],
  maxLines: number,
): { shown: PartProgress[]; summary: string | null } {
  if (parts.length <= maxLines) return { shown: [...parts], summary: null };
  const running = parts.filter((p) => p.isActive);
  const shown = running.slice(0, Math.max(maxLines - 1, 0));
  const done = parts.filter((p) => p.isComplete).length;
  const waiting = parts.length - done - running.length;
  const hidden = running.length - shown.length;
  const summary = `${done} ${done === 1 ? 'part' : 'parts'} done, ${waiting} waiting${hidden > 0 ? `, ${hidden} more running` : ''}`;
  return { shown, summary };
}
