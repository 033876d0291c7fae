'use client';

import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';

export interface TotalsBar {
  readonly key: string;
  readonly label: string;
  readonly color: string;
  readonly value: number;
}

/**
 * A member's ballots per choice as horizontal bars, one row each in its own colour. Purely visual: render it
 * inside an `aria-hidden` element beside a text alternative.
 */
export function PoliticianVoteTotalsChart({ bars }: { bars: readonly TotalsBar[] }) {
  // One series per bar, present only on its own row: each row gets its series' colour without per-cell styling.
  const data = bars.map((b) => ({ label: b.label, [b.key]: b.value }));
  return (
    <BarChart
      layout="vertical"
      data={data}
      responsive
      accessibilityLayer={false}
      barCategoryGap={6}
      margin={{ top: 4, right: 16, bottom: 4, left: 0 }}
      style={{ width: '100%', height: bars.length * 34 + 32 }}
    >
      <CartesianGrid horizontal={false} stroke="#d6d3d1" />
      <XAxis type="number" allowDecimals={false} tick={{ fill: '#44403c', fontSize: 12 }} />
      <YAxis
        type="category"
        dataKey="label"
        width={84}
        interval={0}
        tick={{ fill: '#1c1917', fontSize: 13 }}
      />
      {bars.map((b) => (
        <Bar key={b.key} dataKey={b.key} stackId="total" fill={b.color} isAnimationActive={false} />
      ))}
    </BarChart>
  );
}
