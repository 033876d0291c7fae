import { formatBar } from './format-bar';
import { partCells } from './part-cells';
import type { PartView } from './part-progress';

const MAX_NAME = 30;
const MIN_NAME = 8;
const MAX_BAR = 40;
const MIN_BAR = 10;

/** Cuts `text` to `width` characters, ending in `…` when cut. */
export function truncate(text: string, width: number): string {
  if (text.length <= width) return text;
  return width < 2 ? text.slice(0, Math.max(width, 0)) : `${text.slice(0, width - 1)}…`;
}

/**
 * The terminal lines for `views` (one each, columns aligned) and an optional summary line, every line at most
 * `width` characters: a narrow terminal first shrinks the bar to ten cells, then cuts the names to eight
 * characters, then shrinks the bar further or drops it, and at last cuts the line itself. Lines never wrap.
 *
 *   Stemme  [###-----------------] 120,000/1,800,000   6.7% 8,100 rows/s ETA 3:40
 */
export function ttyLines(
  views: readonly PartView[],
  summary: string | null,
  width: number,
  unit: string,
): string[] {
  const cells = views.map((v) => partCells(v, unit));
  const widest = (pick: (c: (typeof cells)[number]) => string) =>
    Math.max(0, ...cells.map((c) => pick(c).length));
  const countW = widest((c) => c.count);
  const percentW = widest((c) => c.percent);
  const rateW = widest((c) => c.rate);
  const stats = cells.map((c) =>
    [
      c.count.padStart(countW),
      percentW > 0 ? c.percent.padStart(percentW) : null,
      c.rate.padStart(rateW),
      c.time,
    ]
      .filter((s) => s !== null)
      .join(' '),
  );
  const statsW = Math.max(0, ...stats.map((s) => s.length));
  const available = width - statsW - 1;
  const nameWanted = Math.min(Math.max(0, ...views.map((v) => v.name.length)), MAX_NAME);

  let nameW = nameWanted;
  let barCells = Math.min(MAX_BAR, available - nameW - 3);
  if (barCells < MIN_BAR) {
    barCells = MIN_BAR;
    nameW = Math.max(available - barCells - 3, Math.min(MIN_NAME, nameWanted));
    barCells = available - nameW - 3;
  }

  const lines = views.map((v, i) => {
    const name = truncate(v.name, nameW).padEnd(nameW);
    const bar = barCells >= 1 ? ` ${formatBar(v.fraction, barCells)}` : '';
    return truncate(`${name}${bar} ${stats[i]}`, width);
  });
  if (summary !== null) lines.push(truncate(summary, width));
  return lines;
}
