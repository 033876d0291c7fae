import type { Random } from './random';
import { addDays, day, firstTuesdayOfOctober, isoDay, odaDate, odaStamp } from './time';

/** Danish general elections since 1952: each splits the running session (samling) in two. */
export const ELECTIONS: readonly string[] = [
  '1953-04-21',
  '1953-09-22',
  '1957-05-14',
  '1960-11-15',
  '1964-09-22',
  '1966-11-22',
  '1968-01-23',
  '1971-09-21',
  '1973-12-04',
  '1975-01-09',
  '1977-02-15',
  '1979-10-23',
  '1981-12-08',
  '1984-01-10',
  '1987-09-08',
  '1988-05-10',
  '1990-12-12',
  '1994-09-21',
  '1998-03-11',
  '2001-11-20',
  '2005-02-08',
  '2007-11-13',
  '2011-09-15',
  '2015-06-18',
  '2019-06-05',
  '2022-11-01',
  '2026-03-24',
];

/** Elections after which the remainder of the session was titled by its calendar year ("2015", "2019"). */
const YEAR_TITLED_ELECTIONS = new Set([
  '2005-02-08',
  '2015-06-18',
  '2019-06-05',
  '1998-03-11',
  '1988-05-10',
  '1977-02-15',
  '1957-05-14',
  '1953-04-21',
]);

/** Periode ids known from the real service (docs/oda.md#periods); the rest are shuffled as in its legacy import. */
const KNOWN_IDS: Readonly<Record<string, number>> = {
  '2004-05': 20,
  '2005': 21,
  '2006-07': 23,
  '2007-08 (2. samling)': 25,
  '2008-09': 26,
  '2009-10': 27,
  '2010-11 (1. samling)': 28,
  '2010-11 (2. samling)': 29,
  '2011-12': 30,
  '2012-13': 31,
  '2013-14': 32,
  '2014-15': 35,
  '1963-64': 37,
  '1964-65': 38,
  '1965-66': 39,
  '1974-75': 52,
  '1975-76': 54,
  '1960-61 (2. samling)': 105,
  '2015': 138,
  '2015-16': 139,
  '2016-17': 142,
  '2017-18': 146,
  '2018-19': 148,
  '2019': 150,
  '2019-20': 152,
  '2020-21': 154,
  '2021-22': 156,
  '2022-23 (1. samling)': 157,
  '2022-23 (2. samling)': 158,
  '2023-24': 160,
  '2024-25': 163,
  '2025-26 (1. samling)': 165,
  '2025-26 (2. samling)': 167,
  '2026-27': 169,
  '2027-28': 171,
};

export interface Samling {
  readonly id: number;
  readonly kode: string;
  readonly titel: string;
  readonly start: Date;
  /** Exclusive end: the next session's start or the election day. */
  readonly end: Date;
  /** True when the session ended with a general election. */
  readonly endsWithElection: boolean;
}

const shortYear = (y: number): string => String((y + 1) % 100).padStart(2, '0');

/** Every samling from 1952-53 to the session after `asOf`'s, with ODA's codes and titles. */
export function buildSamlinger(rng: Random, asOf: Date): Samling[] {
  const lastYear = asOf.getUTCMonth() >= 9 ? asOf.getUTCFullYear() + 1 : asOf.getUTCFullYear();
  const parts: Omit<Samling, 'id'>[] = [];
  for (let y = 1952; y <= lastYear; y++) {
    const start = firstTuesdayOfOctober(y);
    const end = firstTuesdayOfOctober(y + 1);
    const splits = ELECTIONS.map(day).filter((e) => e > start && e < end);
    const bounds = [start, ...splits, end];
    const base = `${y}-${shortYear(y)}`;
    for (let i = 0; i < bounds.length - 1; i++) {
      const s = bounds[i] as Date;
      const e = bounds[i + 1] as Date;
      const election = splits[i];
      const yearTitled = i > 0 && YEAR_TITLED_ELECTIONS.has(isoDay(splits[i - 1] as Date));
      const firstOfYearTitled =
        bounds.length === 3 && i === 0 && splits[0] && YEAR_TITLED_ELECTIONS.has(isoDay(splits[0]));
      let titel = base;
      if (yearTitled) titel = String(s.getUTCFullYear());
      else if (bounds.length > 2 && !firstOfYearTitled) titel = `${base} (${i + 1}. samling)`;
      parts.push({ kode: `${y}${i + 1}`, titel, start: s, end: e, endsWithElection: election !== undefined });
    }
  }
  const used = new Set(Object.values(KNOWN_IDS));
  const pool = rng.shuffle(
    Array.from({ length: parts.length + 40 }, (_, i) => i + 1).filter((id) => !used.has(id) && id < 137),
  );
  return parts.map((p) => ({ ...p, id: KNOWN_IDS[p.titel] ?? (pool.shift() as number) }));
}

/** The Periode rows for the given samlinger. */
export function periodeRows(rng: Random, samlinger: readonly Samling[]) {
  return samlinger.map((s) => ({
    id: s.id,
    startdato: odaDate(s.start),
    slutdato: odaDate(s.end),
    type: 'samling',
    kode: s.kode,
    titel: s.titel,
    opdateringsdato:
      s.start.getUTCFullYear() < 2014
        ? odaStamp(rng, day('2014-08-06'), 6)
        : odaStamp(rng, addDays(s.start, -200), 24),
  }));
}

/** The samling running on a day. */
export function samlingAt(samlinger: readonly Samling[], d: Date): Samling | undefined {
  return samlinger.find((s) => d >= s.start && d < s.end);
}
