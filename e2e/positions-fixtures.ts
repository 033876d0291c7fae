import path from 'node:path';
import Database from 'better-sqlite3';
import { test as base } from './fixtures';
import { CasePositionsSection } from './pages/positions.page';

type Side = 'for' | 'against' | 'abstain' | 'split' | 'absent';

/**
 * A case of the test store on which at least one party voted for at one vote and against at another — one with a
 * final vote (Endelig vedtagelse) where there is such a case, so its result box shows that vote — read here
 * with the tests' own naive SQL (not the app's): its votes in the timeline's order and every party's side on each.
 */
export interface ChangedCase {
  readonly id: number;
  readonly voteIds: readonly number[];
  /** Each party's side per vote (in `voteIds` order). */
  readonly sides: ReadonlyMap<string, readonly Side[]>;
  /** The parties with a 'for' and an 'against' among their sides. */
  readonly changed: readonly string[];
}

/** The store the app under test reads (as playwright.config.ts and scripts/e2e.ts resolve it). */
const STORE = path.resolve(process.env.ODA_DB?.trim() || path.join('data', 'test.sqlite'));

function readChangedCase(): ChangedCase {
  const db = new Database(STORE, { readonly: true, fileMustExist: true });
  try {
    const cases = db
      .prepare(
        `SELECT st.sagid AS id FROM "Sagstrin" st JOIN "Afstemning" a ON a.sagstrinid = st.id
         GROUP BY st.sagid HAVING count(*) BETWEEN 2 AND 6
         ORDER BY max(a.typeid = 1) DESC, st.sagid DESC LIMIT 300`,
      )
      .all() as { id: number }[];
    const votesOf = db.prepare(
      `SELECT a.id, COALESCE(st.dato, m.dato) AS d FROM "Sagstrin" st
       JOIN "Afstemning" a ON a.sagstrinid = st.id LEFT JOIN "Møde" m ON m.id = a.mødeid
       WHERE st.sagid = ? ORDER BY st.dato IS NULL, st.dato, st.id, a.nummer, a.id`,
    );
    const ballots = db.prepare(
      `SELECT (SELECT g.gruppenavnkort FROM "AktørAktør" x JOIN "Aktør" g ON g.id = x.tilaktørid
               WHERE x.fraaktørid = s.aktørid AND x.rolleid = 15 AND g.typeid = 4
                 AND (x.startdato IS NULL OR x.startdato <= @d) AND (x.slutdato IS NULL OR x.slutdato > @d)
               ORDER BY x.startdato IS NULL, x.startdato DESC, x.id DESC LIMIT 1) AS party, s.typeid AS type
       FROM "Stemme" s WHERE s.afstemningid = @id`,
    );
    for (const { id } of cases) {
      const votes = votesOf.all(id) as { id: number; d: string | null }[];
      const tallies = votes.map((v) => {
        const byParty = new Map<string, { f: number; a: number; h: number }>();
        for (const b of ballots.all({ id: v.id, d: v.d }) as { party: string | null; type: number }[]) {
          const code = b.party?.trim();
          if (!code || code === 'UFG' || ![1, 2, 3, 4].includes(b.type)) continue;
          const t = byParty.get(code) ?? { f: 0, a: 0, h: 0 };
          byParty.set(code, t);
          if (b.type === 1) t.f++;
          if (b.type === 2) t.a++;
          if (b.type === 4) t.h++;
        }
        return byParty;
      });
      const parties = new Set(tallies.flatMap((t) => [...t.keys()]));
      const sides = new Map<string, Side[]>();
      for (const party of parties) {
        sides.set(
          party,
          tallies.map((t): Side => {
            const c = t.get(party);
            if (!c || c.f + c.a + c.h === 0) return 'absent';
            if (c.f > c.a && c.f > c.h) return 'for';
            if (c.a > c.f && c.a > c.h) return 'against';
            if (c.h > c.f && c.h > c.a) return 'abstain';
            return 'split';
          }),
        );
      }
      const changed = [...sides]
        .filter(([, s]) => s.includes('for') && s.includes('against'))
        .map(([party]) => party);
      if (changed.length > 0) return { id, voteIds: votes.map((v) => v.id), sides, changed };
    }
    throw new Error('the test store has no case on which a party voted for once and against once');
  } finally {
    db.close();
  }
}

export const test = base.extend<{ positions: CasePositionsSection }, { changedCase: ChangedCase }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their first argument.
  changedCase: [async ({}, use) => use(readChangedCase()), { scope: 'worker' }],
  positions: async ({ page }, use) => use(new CasePositionsSection(page)),
});

export { expect } from './fixtures';
