import type { ReactNode } from 'react';
import { LocaleLink } from '@/components/ui/LocaleLink';
import type { AnswerTimeFigures } from '@/lib/data/questions/types';
import { formatCount, formatShare } from '@/lib/format/numbers';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import type { AnswerTimesSort } from '@/lib/url-state/answer-times-choice';

const messages = defineMessages({
  da: {
    received: 'Modtaget',
    answered: 'Besvaret',
    open: 'Åbne',
    median: 'Median, dage',
    p90: '90 %, dage',
    within7: 'Inden 7 dage',
    within28: 'Inden 28 dage',
    sortBy: 'Sortér efter {column}',
    sorted: '(sorteret)',
    beforeAsked: '{n} svar er dateret før deres spørgsmål og er talt med negative dage, som ODA har dem.',
  },
  en: {
    received: 'Received',
    answered: 'Answered',
    open: 'Open',
    median: 'Median, days',
    p90: '90th pct., days',
    within7: 'Within 7 days',
    within28: 'Within 28 days',
    sortBy: 'Sort by {column}',
    sorted: '(sorted)',
    beforeAsked:
      '{n} answers are dated before their question and are counted with negative days, as ODA has them.',
  },
});

/** One row of the table: its key, its first cell (a name, linked) and its figures. */
export interface AnswerTimesRow {
  readonly key: string;
  readonly name: ReactNode;
  readonly figures: AnswerTimeFigures;
}

type FigureColumn = Exclude<AnswerTimesSort, 'name'>;

const COLUMNS: readonly { readonly sort: FigureColumn | null; readonly key: keyof typeof messages.da }[] = [
  { sort: 'received', key: 'received' },
  { sort: null, key: 'answered' },
  { sort: 'open', key: 'open' },
  { sort: 'median', key: 'median' },
  { sort: 'p90', key: 'p90' },
  { sort: 'within7', key: 'within7' },
  { sort: 'within28', key: 'within28' },
];

function cells(f: AnswerTimeFigures, locale: Locale): string[] {
  return [
    formatCount(locale, f.received),
    formatCount(locale, f.answered),
    formatCount(locale, f.open),
    formatCount(locale, f.medianDays),
    formatCount(locale, f.p90Days),
    formatShare(locale, f.answeredWithin7DaysShare),
    formatShare(locale, f.answeredWithin28DaysShare),
  ];
}

/**
 * Answer-time figures as a table, a row per minister, ministry or samling (the rule: AnswerTimeRule): received,
 * answered, open, the median and 90th percentile of the days, and the shares answered within 7 and 28 days. Wider
 * than a phone, it scrolls sideways with the first column's names. With `sortHref`, each figure's header is a link
 * that sorts by it (the current one marked), so sorting works without JavaScript.
 */
export function AnswerTimesTable({
  caption,
  nameHeader,
  rows,
  locale,
  sort,
  sortHref,
}: {
  caption: string;
  nameHeader: string;
  rows: readonly AnswerTimesRow[];
  locale: Locale;
  sort?: AnswerTimesSort;
  sortHref?: (sort: AnswerTimesSort) => string;
}) {
  const t = messages[locale];
  const cell = 'px-2 py-1.5';
  const header = (label: string, column: AnswerTimesSort | null) =>
    sortHref && column ? (
      <LocaleLink
        href={sortHref(column)}
        prefetch={false}
        aria-label={format(t.sortBy, { column: label })}
        aria-current={sort === column ? 'true' : undefined}
        className={`target underline underline-offset-2 ${sort === column ? 'text-red-800 decoration-2' : 'text-stone-900'}`}
      >
        {label}
        {sort === column ? <span className="sr-only"> {t.sorted}</span> : null}
      </LocaleLink>
    ) : (
      label
    );
  const beforeAsked = rows.reduce((n, r) => n + r.figures.answeredBeforeAsked, 0);
  return (
    <div className="space-y-2">
      <section
        aria-label={caption}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen scrolls here; keyboard users must reach it
        tabIndex={0}
        className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-red-800"
      >
        <table className="w-full min-w-[44rem] border-collapse text-right text-sm tabular-nums">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b-2 border-stone-400 align-bottom">
              <th scope="col" className={`${cell} sticky left-0 bg-stone-50 text-left font-semibold`}>
                {header(nameHeader, 'name')}
              </th>
              {COLUMNS.map((c) => (
                <th key={c.key} scope="col" className={`${cell} font-semibold`}>
                  {header(t[c.key], c.sort)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-stone-200">
                <th
                  scope="row"
                  className={`${cell} sticky left-0 min-w-36 bg-stone-50 text-left font-medium`}
                >
                  {row.name}
                </th>
                {cells(row.figures, locale).map((value, k) => (
                  <td key={COLUMNS[k]?.key} className={cell}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {beforeAsked > 0 ? (
        <p className="text-sm text-stone-700">
          {format(t.beforeAsked, { n: formatCount(locale, beforeAsked) })}
        </p>
      ) : null}
    </div>
  );
}

/** Rows sorted by a column: by name in Danish order, a figure the largest first, a share the smallest first. */
export function sortAnswerTimesRows<R extends { readonly figures: AnswerTimeFigures }>(
  rows: readonly R[],
  sort: AnswerTimesSort,
  nameOf: (row: R) => string,
): R[] {
  const value = (f: AnswerTimeFigures): number => {
    switch (sort) {
      case 'received':
        return -f.received;
      case 'open':
        return -f.open;
      case 'median':
        return -f.medianDays;
      case 'p90':
        return -f.p90Days;
      case 'within7':
        return f.answeredWithin7DaysShare;
      case 'within28':
        return f.answeredWithin28DaysShare;
      case 'name':
        return 0;
    }
  };
  return [...rows].sort(
    (a, b) => value(a.figures) - value(b.figures) || nameOf(a).localeCompare(nameOf(b), 'da'),
  );
}
