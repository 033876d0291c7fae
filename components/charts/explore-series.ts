/**
 * What a chart explorer (components/charts/SeriesExplorer.tsx) draws: shares (0–1) per samling, one series per
 * line, every value with its words ready-made by the server ('91 % af 11 afstemninger'), so the browser formats
 * nothing and the explorer carries no message tables of the page it sits on. Plain, serialisable data: the server
 * component that draws the figure builds it from the same read and passes it as props.
 */

/** One samling on the time axis, oldest first. */
export interface ExplorePeriod {
  /** The axis tick, the same in both languages: ODA's title with '(N. samling)' as '(N)' ('2022-23 (2)'). */
  readonly tick: string;
  /** The full title in the reader's language, for the range choices and the values' heading. */
  readonly title: string;
}

/** One value of a series: the share, or null where the page gives no share (too few votes), and its words. */
export interface ExplorePoint {
  readonly value: number | null;
  /** '91 % af 11 afstemninger', 'under 10 fælles afst.'. */
  readonly text: string;
}

/** One line: an id unique in its chart, its name, colour, and a point per period (null: no data in it). */
export interface ExploreSeries {
  readonly id: string;
  /** The short name on its toggle and in the values ('S', 'Fremmøde'). */
  readonly label: string;
  /** The long name, when there is one (ODA's name of a party). */
  readonly title?: string;
  /** 'da' when the label and title are ODA's Danish (party codes and names on an English page). */
  readonly lang?: 'da';
  readonly colour: string;
  /** Drawn dashed, so two lines differ by more than colour. */
  readonly dashed?: boolean;
  readonly points: readonly (ExplorePoint | null)[];
}

/** A chart to explore: the periods, the series, and which series are shown when it opens. */
export interface ExploreData {
  readonly periods: readonly ExplorePeriod[];
  readonly series: readonly ExploreSeries[];
  /** Ids of the series drawn at first; all when absent. */
  readonly shown?: readonly string[];
}

/**
 * ODA's title of a samling shortened for an axis tick in either language: '2022-23 (1. samling)' → '2022-23 (1)',
 * '2019-20' unchanged. ODA writes the samlinger of a year with an election as '(1. samling)' and '(2. samling)'.
 */
export function periodTick(title: string): string {
  return title.replace(/\s*\((\d)\.\s*samling\)/, ' ($1)');
}

/**
 * The periods from index `from` to `to` (inclusive) as a valid range of `count` periods: swapped when reversed,
 * clamped to the ends; the whole range when there are none.
 */
export function clampRange(from: number, to: number, count: number): { from: number; to: number } {
  const last = Math.max(0, count - 1);
  const clamp = (i: number) => (Number.isFinite(i) ? Math.min(last, Math.max(0, Math.trunc(i))) : 0);
  const [a, b] = [clamp(from), clamp(to)];
  return a <= b ? { from: a, to: b } : { from: b, to: a };
}
