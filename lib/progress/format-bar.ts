/**
 * A bar of `cells` cells between brackets, `[#####-----]`, filled for `fraction` (0 to 1; null = unknown, empty).
 * Cells fill by whole steps rounded down, so the bar is full only at 100%.
 */
export function formatBar(fraction: number | null, cells: number): string {
  const share = fraction === null || Number.isNaN(fraction) ? 0 : Math.min(Math.max(fraction, 0), 1);
  const filled = Math.floor(share * cells);
  return `[${'#'.repeat(filled)}${'-'.repeat(cells - filled)}]`;
}
