import path from 'node:path';
import Database from 'better-sqlite3';
import { test as base } from './fixtures';
import { UpcomingPage } from './pages/upcoming.page';

/** What /kommende should show for the store under test, read with the spec's own SQL. */
export interface UpcomingExpected {
  readonly asOf: string;
  /** The cases in page order: by sitting (date, id), then agenda number. */
  readonly cases: readonly {
    readonly id: number;
    readonly number: string;
    readonly step: string;
    /** A final vote (a third reading or a beslutningsforslag's second), not a debate's motions. */
    readonly final: boolean;
  }[];
  /** A third reading whose case has votes already, with how many it has. */
  readonly withVotes: { readonly id: number; readonly number: string; readonly votes: number };
}

const STORE = path.resolve(process.env.ODA_DB?.trim() || path.join('data', 'test.sqlite'));

function readExpected(): UpcomingExpected {
  const db = new Database(STORE, { readonly: true, fileMustExist: true });
  try {
    const { value: asOf } = db.prepare(`SELECT value FROM "_tingdata_meta" WHERE key = 'as_of'`).get() as {
      value: string;
    };
    // The rule, restated: sittings of the chamber from today on, not cancelled or postponed; third readings,
    // second readings of beslutningsforslag and debates of forespørgsler, not yet voted on.
    const rows = db
      .prepare(
        `SELECT s.id, s.nummer AS number, st.titel AS step, st.typeid <> 3 AS final,
           (SELECT count(*) FROM "Afstemning" a JOIN "Sagstrin" x ON x.id = a.sagstrinid WHERE x.sagid = s.id) AS votes
         FROM "Møde" m JOIN "Dagsordenspunkt" d ON d."mødeid" = m.id
         JOIN "Sagstrin" st ON st.id = d.sagstrinid JOIN "Sag" s ON s.id = st.sagid
         WHERE m.dato >= ? AND m.typeid = 1 AND coalesce(m.statusid, 0) NOT IN (3, 4)
           AND (st.typeid = 17 OR (st.typeid = 10 AND s.typeid = 5) OR (st.typeid = 3 AND s.typeid = 2))
           AND NOT EXISTS (SELECT 1 FROM "Afstemning" a WHERE a.sagstrinid = st.id)
         ORDER BY m.dato, m.id, CAST(d.nummer AS INTEGER), d.id`,
      )
      .all(asOf) as { id: number; number: string; step: string; final: number; votes: number }[];
    const withVotes = rows.find((r) => r.votes > 0 && /3\. behandling/.test(r.step));
    if (!withVotes) throw new Error('the test store has no upcoming third reading of a case with votes');
    return {
      asOf,
      cases: rows.map(({ id, number, step, final }) => ({ id, number, step, final: final === 1 })),
      withVotes,
    };
  } finally {
    db.close();
  }
}

export const test = base.extend<{ upcomingPage: UpcomingPage }, { upcoming: UpcomingExpected }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their first argument.
  upcoming: [async ({}, use) => use(readExpected()), { scope: 'worker' }],
  upcomingPage: async ({ page }, use) => use(new UpcomingPage(page)),
});

export { expect } from './fixtures';
