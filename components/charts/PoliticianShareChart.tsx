'use client';

import { CartesianGrid, Line, LineChart, XAxis, YAxis } from 'recharts';

/** One line: a share (0–1) per category, null where there is nothing to measure. */
export interface ShareSeries {
  readonly key: string;
  readonly label: string;
  readonly color: string;
  /** Dashed lines tell series apart without colour. */
  readonly dashed?: boolean;
  readonly values: readonly (number | null)[];
}

export interface PoliticianShareChartProps {
  readonly categories: readonly string[];
  readonly series: readonly ShareSeries[];
  readonly height?: number;
}

/**
 * Shares per samling as lines on a 0–100 % scale (attendance, votes with the party). Purely visual: render it
 * inside an `aria-hidden` element beside a text alternative. Gaps stay gaps: no value is drawn as no point.
 */
export function PoliticianShareChart({ categories, series, height = 220 }: PoliticianShareChartProps) {
  const data = categories.map((category, i) => {
    const row: Record<string, string | number | null> = { category };
    for (const s of series) {
      const v = s.values[i];
      row[s.key] = v === null || v === undefined ? null : Math.round(v * 1000) / 10;
    }
    return row;
  });
  return (
    <LineChart
      data={data}
      responsive
      accessibilityLayer={false}
      margin={{ top: 8, right: 12, bottom: 4, left: 0 }}
      style={{ width: '100%', height }}
    >
      <CartesianGrid vertical={false} stroke="#d6d3d1" />
      <XAxis
        dataKey="category"
        interval="preserveStartEnd"
        tick={{ fill: '#44403c', fontSize: 12 }}
        tickLine={false}
        minTickGap={4}
      />
      <YAxis
        domain={[0, 100]}
        ticks={[0, 25, 50, 75, 100]}
        unit=" %"
        width={48}
        tick={{ fill: '#44403c', fontSize: 12 }}
      />
      {series.map((s) => (
        <Line
          key={s.key}
          dataKey={s.key}
          name={s.label}
          stroke={s.color}
          strokeWidth={2.5}
          strokeDasharray={s.dashed ? '6 4' : undefined}
          dot={{ r: 3, fill: s.color }}
          connectNulls={false}
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  );
}
