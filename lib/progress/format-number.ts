/** Number formats of the progress display: counts, percentages and rates, with thousands separated by commas. */

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A count of rows: `1,800,000`. */
export function formatCount(n: number): string {
  return grouped.format(n);
}

/** A share from 0 to 1 as `6.7%`; below 1 it never rounds up to `100.0%`. */
export function formatPercent(fraction: number): string {
  const percent = Math.round(fraction * 1000) / 10;
  return `${oneDecimal.format(fraction < 1 ? Math.min(percent, 99.9) : percent)}%`;
}

/** Units per second: whole numbers from 10 up, one decimal below, `–` when unknown. */
export function formatRate(perSecond: number | null): string {
  if (perSecond === null || !Number.isFinite(perSecond) || perSecond < 0) return '–';
  return perSecond >= 10 ? grouped.format(perSecond) : oneDecimal.format(perSecond);
}
