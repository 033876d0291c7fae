'use client';

import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';

/** One stacked series: a value per category, in the categories' order. */
export interface StackedSeries {
  readonly key: string;
  readonly label: string;
  readonly color: string;
  readonly values: readonly number[];
}

export interface StackedBarChartProps {
  /** Row labels, top to bottom. */
  readonly categories: readonly string[];
  readonly series: readonly StackedSeries[];
  /** Pixel height per row. */
  readonly rowHeight?: number;
}

/**
 * Horizontal stacked bars, one row per category, sized to its container's width. Purely visual: render it inside an
 * `aria-hidden` element next to a text alternative (recharts' keyboard layer is off so nothing in it takes focus).
 */
export function StackedBarChart({ categories, series, rowHeight = 28 }: StackedBarChartProps) {
  const data = categories.map((category, i) => {
    const row: Record<string, string | number> = { category };
    for (const s of series) row[s.key] = s.values[i] ?? 0;
    return row;
  });
  return (
    <BarChart
      layout="vertical"
      data={data}
      responsive
      accessibilityLayer={false}
      barCategoryGap={4}
      margin={{ top: 4, right: 12, bottom: 4, left: 0 }}
      style={{ width: '100%', height: categories.length * rowHeight + 36 }}
    >
      <CartesianGrid horizontal={false} stroke="#d6d3d1" />
      <XAxis type="number" allowDecimals={false} tick={{ fill: '#44403c', fontSize: 12 }} />
      <YAxis
        type="category"
        dataKey="category"
        width={52}
        interval={0}
        tick={{ fill: '#1c1917', fontSize: 13 }}
      />
      {series.map((s) => (
        <Bar
          key={s.key}
          dataKey={s.key}
          name={s.label}
          stackId="total"
          fill={s.color}
          isAnimationActive={false}
        />
      ))}
    </BarChart>
  );
}
