import path from 'node:path';
import Database from 'better-sqlite3';
import { test as base } from './fixtures';
import { GovernmentSection } from './pages/government.page';

/**
 * What the store says about the government on a vote, read here with the tests' own naive SQL (not the app's):
 * the ministers on the vote date, each minister's party then, and each party's side among its present members.
 */
export interface GovernmentVote {
  readonly id: number;
  /** Government party codes, most ministers first (ties by code). */
  readonly government: readonly string[];
  /** Persons holding a minister post on the date, and those of them with no party then. */
  readonly ministers: number;
  readonly withoutParty: number;
  /** The government parties' one side. */
  readonly side: 'for' | 'against';
  /** Whether every government party took that side (none tied within itself or absent). */
  readonly unanimous: boolean;
  readonly outvoted: boolean;
  /** Other parties (not independents) on the government's side, and on the other side, in the page's order. */
  readonly joined: readonly string[];
  readonly opposed: readonly string[];
}

/** The store the app under test reads (as playwright.config.ts and scripts/e2e.ts resolve it). */
const STORE = path.resolve(process.env.ODA_DB?.trim() || path.join('data', 'test.sqlite'));

const PARTY_ON = (person: string) => `(
  SELECT g.gruppenavnkort FROM "AktørAktør" m JOIN "Aktør" g ON g.id = m.tilaktørid
  WHERE m.fraaktørid = ${person} AND m.rolleid = 15 AND g.typeid = 4
    AND (m.startdato IS NULL OR m.startdato <= @d) AND (m.slutdato IS NULL OR m.slutdato > @d)
  ORDER BY m.startdato DESC, m.id DESC LIMIT 1)`;

type Side = 'for' | 'against' | 'abstain' | null;

function readGovernmentVote(): GovernmentVote {
  const db = new Database(STORE, { readonly: true, fileMustExist: true });
  try {
    // Votes with ballots, newest first, each with its date (Sagstrin.dato, else Møde.dato).
    const votes = db
      .prepare(
        `SELECT a.id, a.vedtaget, COALESCE(st.dato, m.dato) AS d FROM "Afstemning" a
         LEFT JOIN "Sagstrin" st ON st.id = a.sagstrinid LEFT JOIN "Møde" m ON m.id = a.mødeid
         WHERE EXISTS (SELECT 1 FROM "Stemme" s WHERE s.afstemningid = a.id)
         ORDER BY d DESC, a.id DESC`,
      )
      .all() as { id: number; vedtaget: number; d: string }[];
    const ministers = db.prepare(
      `SELECT DISTINCT p.fraaktørid AS person, ${PARTY_ON('p.fraaktørid')} AS party
       FROM "AktørAktør" p JOIN "Aktør" t ON t.id = p.tilaktørid
       WHERE p.rolleid = 8 AND t.typeid = 2
         AND (p.startdato IS NULL OR p.startdato <= @d) AND (p.slutdato IS NULL OR p.slutdato > @d)`,
    );
    const ballots = db.prepare(
      `SELECT ${PARTY_ON('s.aktørid')} AS party, s.typeid AS type FROM "Stemme" s WHERE s.afstemningid = @id`,
    );
    let fallback: GovernmentVote | null = null;
    for (const vote of votes) {
      const rows = ministers.all({ d: vote.d }) as { person: number; party: string | null }[];
      const perParty = new Map<string, number>();
      let withoutParty = 0;
      for (const r of rows) {
        const code = r.party?.trim();
        if (!code || code === 'UFG') withoutParty++;
        else perParty.set(code, (perParty.get(code) ?? 0) + 1);
      }
      if (perParty.size === 0) continue;
      const government = [...perParty]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'da'))
        .map(([c]) => c);
      const tallies = new Map<string, { for: number; against: number; abstain: number; members: number }>();
      const cast = ballots.all({ id: vote.id, d: vote.d }) as { party: string | null; type: number }[];
      // Only votes whose ballots give ODA's outcome (more for than against adopts): elsewhere the page says neither.
      const forAll = cast.filter((b) => b.type === 1).length;
      if (forAll > cast.filter((b) => b.type === 2).length !== (vote.vedtaget === 1)) continue;
      for (const b of cast) {
        const code = b.party?.trim();
        if (!code || code === 'UFG') continue;
        const t = tallies.get(code) ?? { for: 0, against: 0, abstain: 0, members: 0 };
        tallies.set(code, t);
        t.members++;
        if (b.type === 1) t.for++;
        else if (b.type === 2) t.against++;
        else if (b.type === 4) t.abstain++;
      }
      const sideOf = (code: string): Side => {
        const t = tallies.get(code);
        if (!t) return null;
        if (t.for > t.against && t.for > t.abstain) return 'for';
        if (t.against > t.for && t.against > t.abstain) return 'against';
        if (t.abstain > t.for && t.abstain > t.against) return 'abstain';
        return null;
      };
      // The government's side: the one side every government party that took a side took.
      const govSides = new Set(government.map(sideOf).filter((s) => s !== null));
      const [side] = govSides;
      if (govSides.size !== 1 || (side !== 'for' && side !== 'against')) continue;
      // The page lists parties largest first (by members on the vote), then by code.
      const others = [...tallies]
        .filter(([code]) => !perParty.has(code))
        .sort((a, b) => b[1].members - a[1].members || a[0].localeCompare(b[0], 'da'))
        .map(([code]) => code);
      const found: GovernmentVote = {
        id: vote.id,
        government,
        ministers: rows.length,
        withoutParty,
        side,
        unanimous: government.every((c) => sideOf(c) === side),
        outvoted: (side === 'for') !== (vote.vedtaget === 1),
        joined: others.filter((c) => sideOf(c) === side),
        opposed: others.filter((c) => sideOf(c) === (side === 'for' ? 'against' : 'for')),
      };
      if (found.outvoted) return found;
      fallback ??= found;
    }
    if (!fallback) throw new Error('the test store has no vote on which the government took one side');
    return fallback;
  } finally {
    db.close();
  }
}

export const test = base.extend<{ government: GovernmentSection }, { governmentVote: GovernmentVote }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their first argument.
  governmentVote: [async ({}, use) => use(readGovernmentVote()), { scope: 'worker' }],
  government: async ({ page }, use) => use(new GovernmentSection(page)),
});

export { expect } from './fixtures';
