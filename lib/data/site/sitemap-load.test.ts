import { afterAll, describe, expect, it } from 'vitest';
import { partyCodes } from '@/lib/data/parties/party-load';
import { memoryStore } from '@/lib/store/store-builder.fixture';
import { loadSitemapPlan, loadSitemapRecords } from './sitemap-load';

const CASES = [3, 5, 8, 13, 21, 34, 55];
/** Sittings (samling × 1,000 + number) and how many speeches each has. */
const SITTINGS: readonly (readonly [number, number])[] = [
  [20241001, 2],
  [20241002, 1],
  [20241003, 3],
  [20241004, 1],
];

const db = memoryStore((s) => {
  s.session(1, '20241', '2024-10-01', '2025-09-30');
  for (const [i, id] of CASES.entries())
    s.stampedAt(`2025-0${(i % 3) + 1}-10T12:00:00`).case(id, {
      typeid: 3,
      periodeid: 1,
      nummer: `L ${id}`,
      titel: `Sag ${id}`,
    });
  s.stampedAt('2025-03-20T08:00:00').party(900, 'S', 'Socialdemokratiet').party(901, 'V', 'Venstre');
  for (const [sitting, count] of SITTINGS) {
    const number = sitting % 1000;
    const fil = `20241/20241_M${number}_helemoedet.xml`;
    s.rows('_referat_fil', [
      {
        path: fil,
        samling: '20241',
        size: 1,
        modified: `2024-10-0${number}T10:00:00.000Z`,
        sha256: 'x',
        status: 'imported',
        seen_at: '2024-10-10T00:00:00Z',
        moede: sitting,
      },
    ]);
    s.rows('_referat_moede', [
      {
        id: sitting,
        fil,
        samling: '20241',
        nummer: number,
        dato: '2024-10-01',
        era: 'tingdok',
        foreloebig: 0,
      },
    ]);
    for (let ordinal = 1; ordinal <= count; ordinal++)
      s.rows('_tale', [
        { id: sitting * 10_000 + ordinal, moede: sitting, punkt: 1, ordinal, navn: 'N', tegn: 1, tekst: 't' },
      ]);
  }
});
afterAll(() => db.close());

describe('the sitemap plan', () => {
  it('cuts each table into runs of the size asked for, in id order, with the newest stamp of each', () => {
    expect(loadSitemapPlan(db, 3).case).toEqual([
      { first: 3, last: 8, count: 3, lastmod: '2025-03-10T12:00:00' },
      { first: 13, last: 34, count: 3, lastmod: '2025-03-10T12:00:00' },
      { first: 55, last: 55, count: 1, lastmod: '2025-01-10T12:00:00' },
    ]);
    expect(loadSitemapPlan(db, 25_000).case).toEqual([
      { first: 3, last: 55, count: 7, lastmod: '2025-03-10T12:00:00' },
    ]);
  });

  it('cuts the speeches by sitting, never splitting one, each run with its newest file time', () => {
    expect(loadSitemapPlan(db, 3).speech).toEqual([
      { first: 20241001, last: 20241002, count: 3, lastmod: '2024-10-02T10:00:00.000Z' },
      { first: 20241003, last: 20241003, count: 3, lastmod: '2024-10-03T10:00:00.000Z' },
      { first: 20241004, last: 20241004, count: 1, lastmod: '2024-10-04T10:00:00.000Z' },
    ]);
  });

  it('lists the parties in one file, and no file for a kind without records', () => {
    const plan = loadSitemapPlan(db, 3);
    expect(partyCodes(db).length).toBeGreaterThan(0);
    expect(plan.party).toEqual([{ first: 0, last: 0, count: partyCodes(db).length, lastmod: null }]);
    expect(plan.vote).toEqual([]);
    expect(plan.meeting).toEqual([]);
  });

  it('covers every record exactly once', () => {
    const plan = loadSitemapPlan(db, 2);
    const cases = plan.case.flatMap((c) => loadSitemapRecords(db, 'case', c.first, c.last));
    expect(cases.map((r) => Number(r.segment))).toEqual(CASES);
    const speeches = plan.speech.flatMap((c) => loadSitemapRecords(db, 'speech', c.first, c.last));
    expect(speeches).toHaveLength(SITTINGS.reduce((n, [, count]) => n + count, 0));
    expect(new Set(speeches.map((s) => s.segment)).size).toBe(speeches.length);
  });
});

describe('a sitemap file’s records', () => {
  it('are the range’s records in id order with their stamps', () => {
    expect(loadSitemapRecords(db, 'case', 5, 13)).toEqual([
      { segment: '5', lastmod: '2025-02-10T12:00:00' },
      { segment: '8', lastmod: '2025-03-10T12:00:00' },
      { segment: '13', lastmod: '2025-01-10T12:00:00' },
    ]);
    expect(loadSitemapRecords(db, 'speech', 20241003, 20241003)).toEqual([
      { segment: '202410030001', lastmod: '2024-10-03T10:00:00.000Z' },
      { segment: '202410030002', lastmod: '2024-10-03T10:00:00.000Z' },
      { segment: '202410030003', lastmod: '2024-10-03T10:00:00.000Z' },
    ]);
    expect(loadSitemapRecords(db, 'party', 0, 0).map((r) => r.segment)).toEqual(partyCodes(db));
  });
});
