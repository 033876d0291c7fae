import { formatClock } from './format-clock';
import { formatCount, formatPercent, formatRate } from './format-number';
import type { PartView } from './part-progress';

/** The text pieces of one part's progress, shared by the terminal lines and the plain lines. */
export interface PartCells {
  /** `120,000/1,800,000`, or `120,000` while the total is unknown. */
  readonly count: string;
  /** `6.7%`, or empty while the total is unknown. */
  readonly percent: string;
  /** `8,100 rows/s`, `– rows/s` when not yet measured. */
  readonly rate: string;
  /** `ETA 3:40` while running (`ETA –` when unknown), `done 3:42` (time taken) once complete. */
  readonly time: string;
}

export function partCells(view: PartView, unit: string): PartCells {
  return {
    count:
      view.total === null ? formatCount(view.done) : `${formatCount(view.done)}/${formatCount(view.total)}`,
    percent: view.fraction === null ? '' : formatPercent(view.fraction),
    rate: `${formatRate(view.perSecond)} ${unit}/s`,
    time: `${view.complete ? 'done' : 'ETA'} ${formatClock(view.seconds)}`,
  };
}
