import { afterAll, describe, expect, it } from 'vitest';
import { tinyStore } from '@/lib/data/tiny-store.fixture';
import { openStore } from '@/lib/store/open-store';
import type { Store } from '@/lib/store/store';
import { median } from './attendance';
import { loadAttendanceComparison } from './attendance-load';

const store = tinyStore();

/** The reads run on a connection of the test's own, in this thread (the first builds the voting index). */
let connection: Store | null = null;
const db = (): Store => {
  connection ??= openStore(store.raw().name);
  return connection;
};
afterAll(() => connection?.close());

interface Ballot {
  readonly actor: number;
  readonly type: number | null;
  readonly period: number;
  readonly dato: string;
}

/**
 * The comparison recomputed the obvious way from the rows: each member's known ballots per samling, their party on
 * the date of their newest ballot in it (looked up in SQL), the medians over plain lists.
 */
function naive() {
  const db = store.raw();
  const ballots = db
    .prepare(
      `SELECT s."aktørid" AS actor, s.typeid AS type, m.periodeid AS period, COALESCE(st.dato, m.dato) AS dato
       FROM "Stemme" s JOIN "Afstemning" a ON a.id = s.afstemningid
       LEFT JOIN "Sagstrin" st ON st.id = a.sagstrinid JOIN "Møde" m ON m.id = a."mødeid"
       WHERE s.typeid IN (1, 2, 3, 4) AND m.periodeid IS NOT NULL`,
    )
    .all() as Ballot[];
  const groupOn = db.prepare(
    `SELECT trim(g.gruppenavnkort) AS code FROM "AktørAktør" aa JOIN "Aktør" g ON g.id = aa."tilaktørid"
     WHERE aa."fraaktørid" = ? AND aa.rolleid = 15 AND g.typeid = 4
       AND (aa.startdato IS NULL OR aa.startdato <= ?) AND (aa.slutdato IS NULL OR aa.slutdato > ?)
     ORDER BY aa.startdato DESC, aa.id DESC LIMIT 1`,
  );
  const starts = new Map(
    (db.prepare(`SELECT id, startdato FROM "Periode"`).all() as { id: number; startdato: string }[]).map(
      (p) => [p.id, p.startdato],
    ),
  );
  const voted = new Map(
    (
      db
        .prepare(
          `SELECT m.periodeid AS period, count(DISTINCT a.id) AS n FROM "Afstemning" a JOIN "Møde" m ON m.id = a."mødeid"
           WHERE EXISTS (SELECT 1 FROM "Stemme" s WHERE s.afstemningid = a.id) GROUP BY m.periodeid`,
        )
        .all() as { period: number; n: number }[]
    ).map((r) => [r.period, r.n]),
  );
  const key = (actor: number, period: number) => `${actor}:${period}`;
  const cells = new Map<
    string,
    { actor: number; period: number; present: number; known: number; newest: Ballot }
  >();
  for (const b of ballots) {
    const cell = cells.get(key(b.actor, b.period)) ?? {
      actor: b.actor,
      period: b.period,
      present: 0,
      known: 0,
      newest: b,
    };
    cells.set(key(b.actor, b.period), cell);
    cell.known++;
    if (b.type !== 3) cell.present++;
    if (b.dato > cell.newest.dato) cell.newest = b;
  }
  const party = (cell: { actor: number; newest: Ballot }) =>
    (groupOn.get(cell.actor, cell.newest.dato, cell.newest.dato) as { code: string } | undefined)?.code ??
    null;
  return { cells: [...cells.values()], starts, party, voted };
}

/** The headline rule's threshold for the tiny store, whose samlinger have 16–31 voted votes (the site's is 100). */
const MIN_VOTES = 25;

describe('loadAttendanceComparison', () => {
  it('compares a member’s newest samling with enough voted votes (else their newest) with the medians of all members and of their party there', async () => {
    const { cells, starts, party, voted } = naive();
    const periods = new Set(cells.map((c) => c.period));
    // The store has samlinger on both sides of the rule.
    expect([...periods].some((p) => (voted.get(p) ?? 0) >= MIN_VOTES)).toBe(true);
    expect([...periods].some((p) => (voted.get(p) ?? 0) < MIN_VOTES)).toBe(true);
    const actors = [...new Set(cells.map((c) => c.actor))].slice(0, 12);
    expect(actors.length).toBeGreaterThan(5);
    let withParty = 0;
    for (const actor of actors) {
      const mine = cells.filter((c) => c.actor === actor);
      const newestFirst = mine.sort((a, b) =>
        (starts.get(b.period) ?? '').localeCompare(starts.get(a.period) ?? ''),
      );
      const newest = newestFirst.find((c) => (voted.get(c.period) ?? 0) >= MIN_VOTES) ?? newestFirst[0];
      if (!newest) continue;
      const inPeriod = cells.filter((c) => c.period === newest.period);
      const code = party(newest);
      const partyCells = code === null || code === 'UFG' ? [] : inPeriod.filter((c) => party(c) === code);
      const got = loadAttendanceComparison(db(), actor, MIN_VOTES);
      expect(got?.period?.id, `member ${actor}`).toBe(newest.period);
      expect(got?.present).toBe(newest.present);
      expect(got?.known).toBe(newest.known);
      expect(got?.share).toBeCloseTo(newest.present / newest.known, 12);
      expect(got?.party).toBe(code === 'UFG' ? null : code);
      expect(got?.folketing?.members).toBe(inPeriod.length);
      expect(got?.folketing?.median).toBeCloseTo(median(inPeriod.map((c) => c.present / c.known)) ?? -1, 12);
      if (partyCells.length > 0) {
        withParty++;
        expect(got?.partyMedian?.members).toBe(partyCells.length);
        expect(got?.partyMedian?.median).toBeCloseTo(
          median(partyCells.map((c) => c.present / c.known)) ?? -1,
          12,
        );
      } else expect(got?.partyMedian).toBeNull();
    }
    expect(withParty).toBeGreaterThan(0);
  });

  it('has nothing for an actor without ballots', async () => {
    expect(loadAttendanceComparison(db(), 999_999_999)).toBeNull();
  });
});
