import { formatClock } from './format-clock';
import { formatCount, formatRate } from './format-number';
import { partCells } from './part-cells';
import type { PartView } from './part-progress';

/** `Stemme started: 0/1,800,000`, or `Stemme started` with nothing done of an unknown total. */
export function plainStartLine(view: PartView): string {
  if (view.done === 0 && view.total === null) return `${view.name} started`;
  return `${view.name} started: ${partCells(view, '').count}`;
}

/** `Stemme 120,000/1,800,000 (6.7%) 8,100 rows/s ETA 3:40`; no percentage while the total is unknown. */
export function plainProgressLine(view: PartView, unit: string): string {
  const cells = partCells(view, unit);
  const percent = cells.percent === '' ? '' : ` (${cells.percent})`;
  return `${view.name} ${cells.count}${percent} ${cells.rate} ${cells.time}`;
}

/** `Stemme done: 1,800,000 rows in 3:42 (8,100 rows/s)`; no rate when the part took no measurable time. */
export function plainDoneLine(view: PartView, unit: string): string {
  const rate = view.perSecond === null ? '' : ` (${formatRate(view.perSecond)} ${unit}/s)`;
  return `${view.name} done: ${formatCount(view.done)} ${unit} in ${formatClock(view.seconds)}${rate}`;
}
