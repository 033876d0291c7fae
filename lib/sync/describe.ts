import type { CycleSummary } from './cycle';

const n = (value: number) => value.toLocaleString('en-US');

/** One line about an applied cycle: `cycle applied in 1.2 s, 47 requests: 1,000 rows written (Stemme 990, …), 10 deleted`. */
export function describeCycle(s: CycleSummary): string {
  const detail = (counts: Readonly<Record<string, number>>) => {
    const parts = Object.entries(counts)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([set, count]) => `${set} ${n(count)}`);
    const more = Object.keys(counts).length - parts.length;
    return parts.length ? ` (${parts.join(', ')}${more > 0 ? `, +${more} sets` : ''})` : '';
  };
  const refs = s.references ? `, ${n(s.references)} referenced rows fetched by id` : '';
  return `cycle applied in ${s.seconds.toFixed(1)} s, ${n(s.requests)} requests: ${n(s.writtenTotal)} rows written${detail(s.written)}, ${n(s.deletedTotal)} deleted${detail(s.deleted)}${refs}; data up to ${s.horizon}`;
}
