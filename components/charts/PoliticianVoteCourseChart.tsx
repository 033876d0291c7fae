'use client';

import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';

/** One stacked series: a value per category (samling), in the categories' order. */
export interface CourseSeries {
  readonly key: string;
  readonly label: string;
  readonly color: string;
  readonly values: readonly number[];
}

export interface PoliticianVoteCourseChartProps {
  /** Short samling labels, oldest first ('13-14'). */
  readonly categories: readonly string[];
  readonly series: readonly CourseSeries[];
  readonly height?: number;
}

/**
 * A member's ballots per samling as stacked columns (For, Imod, Hverken, Fravær). Purely visual: render it inside
 * an `aria-hidden` element beside a text alternative; recharts' keyboard layer is off so nothing takes focus.
 */
export function PoliticianVoteCourseChart({
  categories,
  series,
  height = 260,
}: PoliticianVoteCourseChartProps) {
  const data = categories.map((category, i) => {
    const row: Record<string, string | number> = { category };
    for (const s of series) row[s.key] = s.values[i] ?? 0;
    return row;
  });
  return (
    <BarChart
      data={data}
      responsive
      accessibilityLayer={false}
      barCategoryGap="15%"
      margin={{ top: 8, right: 8, bottom: 4, left: 0 }}
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
      <YAxis allowDecimals={false} width={40} tick={{ fill: '#44403c', fontSize: 12 }} />
      {series.map((s) => (
        <Bar
          key={s.key}
          dataKey={s.key}
          name={s.label}
          stackId="ballots"
          fill={s.color}
          isAnimationActive={false}
        />
      ))}
    </BarChart>
  );
}
