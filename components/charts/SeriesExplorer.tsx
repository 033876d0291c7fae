'use client';

import { useId, useState } from 'react';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import { useLocale, useMessages } from '@/components/ui/LocaleProvider';
import { SelectField } from '@/components/ui/SelectField';
import { formatShare } from '@/lib/format/numbers';
import { defineMessages, format } from '@/lib/i18n/locale';
import { clampRange, type ExploreData, type ExploreSeries } from './explore-series';

const messages = defineMessages({
  da: {
    lines: 'Linjer',
    all: 'Vis alle',
    none: 'Skjul alle',
    from: 'Fra samling',
    to: 'Til samling',
    chart: '{name}, {from} til {to}. Brug piletasterne for at gå fra samling til samling.',
    noLines: 'Ingen linjer valgt. Vælg mindst én ovenfor.',
    noValue: 'ingen tal',
    values: 'Tallene for samlingen',
  },
  en: {
    lines: 'Lines',
    all: 'Show all',
    none: 'Hide all',
    from: 'From session',
    to: 'To session',
    chart: '{name}, {from} to {to}. Use the arrow keys to move from session to session.',
    noLines: 'No lines chosen. Choose at least one above.',
    noValue: 'no figure',
    values: 'The figures of the session',
  },
});

/** One row of the chart: a period's index in `data.periods` and its tick. */
interface Row {
  readonly index: number;
  readonly tick: string;
}

/**
 * An explorable line chart of shares per samling (recharts), loaded by ExploreLauncher on the reader's click: a
 * toggle per line (a button, pressed when shown), the first and last samling to draw, and the values of every line
 * shown at the samling under the pointer, the finger or — with the chart focused — the arrow keys. The numbers stay
 * in the server's table beside it.
 */
export function SeriesExplorer({ data, name }: { data: ExploreData; name: string }) {
  const t = useMessages(messages);
  const locale = useLocale();
  const id = useId();
  const { periods, series } = data;
  const [shown, setShown] = useState<ReadonlySet<string>>(
    () => new Set(data.shown ?? series.map((s) => s.id)),
  );
  const [range, setRange] = useState(() => clampRange(0, periods.length - 1, periods.length));
  // Where the values of the samling under the pointer are written: under the chart, not over its lines.
  const [readout, setReadout] = useState<HTMLElement | null>(null);
  const rows: Row[] = periods
    .slice(range.from, range.to + 1)
    .map((p, k) => ({ index: range.from + k, tick: p.tick }));
  const visible = series.filter((s) => shown.has(s.id));
  const toggle = (s: ExploreSeries) =>
    setShown((now) => {
      const next = new Set(now);
      if (!next.delete(s.id)) next.add(s.id);
      return next;
    });
  const options = periods.map((p, i) => ({ value: i, label: p.title }));
  const pct = (v: number) => formatShare(locale, v);

  return (
    <div className="space-y-4 rounded-lg border border-stone-300 bg-white p-3 sm:p-4">
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-stone-900">{t.lines}</legend>
        <ul className="flex flex-wrap gap-2">
          {series.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                aria-pressed={shown.has(s.id)}
                onClick={() => toggle(s)}
                title={s.title}
                lang={s.lang}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-stone-400 px-3 text-sm font-medium text-stone-900 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800 aria-pressed:border-stone-900 aria-pressed:bg-stone-100 [&:not([aria-pressed=true])]:text-stone-600"
              >
                <Swatch series={s} on={shown.has(s.id)} />
                {s.label}
              </button>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          {[
            { label: t.all, ids: series.map((s) => s.id) },
            { label: t.none, ids: [] },
          ].map((b) => (
            <button
              key={b.label}
              type="button"
              onClick={() => setShown(new Set(b.ids))}
              className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-red-800 underline underline-offset-2 hover:text-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800"
            >
              {b.label}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="grid max-w-md grid-cols-2 gap-3">
        <SelectField
          id={`${id}-fra`}
          label={t.from}
          options={options}
          value={range.from}
          onChange={(e) => setRange(clampRange(Number(e.target.value), range.to, periods.length))}
        />
        <SelectField
          id={`${id}-til`}
          label={t.to}
          options={options}
          value={range.to}
          onChange={(e) => setRange(clampRange(range.from, Number(e.target.value), periods.length))}
        />
      </div>
      {visible.length === 0 ? (
        <p className="text-sm text-stone-700">{t.noLines}</p>
      ) : (
        <LineChart
          // A new range starts with its newest samling's values.
          key={`${range.from}-${range.to}`}
          data={rows}
          responsive
          style={{ width: '100%', height: 320 }}
          margin={{ top: 8, right: 12, bottom: 4, left: 0 }}
          // The chart itself takes keyboard focus (the arrow keys) with the site's focus ring; recharts' inner layers
          // (tabindex -1) take a tap's focus and need none.
          className="[&_g:focus]:outline-none [&_svg:focus-visible]:outline-3 [&_svg:focus-visible]:outline-red-800 [&_svg:focus:not(:focus-visible)]:outline-none"
          title={format(t.chart, {
            name,
            from: periods[range.from]?.title ?? '',
            to: periods[range.to]?.title ?? '',
          })}
        >
          <CartesianGrid vertical={false} stroke="#e7e5e4" />
          <XAxis dataKey="tick" tick={{ fontSize: 12, fill: '#44403c' }} stroke="#78716c" minTickGap={8} />
          <YAxis
            domain={[0, 1]}
            ticks={[0, 0.25, 0.5, 0.75, 1]}
            tickFormatter={pct}
            tick={{ fontSize: 12, fill: '#44403c' }}
            stroke="#78716c"
            width={44}
          />
          <ReferenceLine y={0.5} stroke="#a8a29e" strokeDasharray="3 3" />
          <Tooltip
            active
            defaultIndex={rows.length - 1}
            portal={readout}
            content={(props) => <ExploreTooltip {...props} data={data} visible={visible} none={t.noValue} />}
            cursor={{ stroke: '#78716c', strokeWidth: 1 }}
            isAnimationActive={false}
          />
          {visible.map((s) => (
            <Line
              key={s.id}
              name={s.label}
              dataKey={(row: Row) => s.points[row.index]?.value ?? null}
              stroke={s.colour}
              strokeWidth={2.5}
              strokeDasharray={s.dashed ? '6 4' : undefined}
              dot={{ r: 3, fill: s.colour, strokeWidth: 0 }}
              activeDot={{ r: 5 }}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      )}
      <div ref={setReadout} role="status" aria-label={t.values} className="min-h-11" />
    </div>
  );
}

/** A series' line as a small sample: its colour, dashed when the line is. */
function Swatch({ series, on }: { series: ExploreSeries; on: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 10" className="h-2.5 w-5 shrink-0">
      <line
        x1="1"
        x2="19"
        y1="5"
        y2="5"
        stroke={on ? series.colour : '#a8a29e'}
        strokeWidth="3"
        strokeDasharray={series.dashed ? '5 3' : undefined}
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The values at the samling under the pointer, the finger or the arrow keys — at first the newest drawn: its
 * title, then each shown line with its words, highest first.
 */
function ExploreTooltip({
  active,
  payload,
  data,
  visible,
  none,
}: Pick<TooltipContentProps<number, string>, 'active' | 'payload'> & {
  data: ExploreData;
  visible: readonly ExploreSeries[];
  none: string;
}) {
  const row = payload?.[0]?.payload as Row | undefined;
  if (!active || !row) return null;
  const period = data.periods[row.index];
  const lines = visible
    .map((s) => ({ s, point: s.points[row.index] ?? null }))
    .sort((a, b) => (b.point?.value ?? -1) - (a.point?.value ?? -1));
  return (
    <div className="text-sm text-stone-950">
      <p className="font-semibold">{period?.title}</p>
      <ul
        className={
          // Many lines in columns; a few side by side, each on one line where it fits.
          lines.length > 4
            ? 'mt-1 grid gap-x-4 gap-y-0.5 sm:grid-cols-2 lg:grid-cols-3'
            : 'mt-1 flex flex-wrap gap-x-6 gap-y-0.5'
        }
      >
        {lines.map(({ s, point }) => (
          <li key={s.id} className="flex flex-wrap items-center gap-x-1.5 tabular-nums">
            <Swatch series={s} on />
            <span lang={s.lang} className="font-medium">
              {s.label}
            </span>{' '}
            <span>{point?.text ?? none}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
