import path from 'node:path';
import Database from 'better-sqlite3';
import { test as base } from './fixtures';
import { PartiesPage, PartyPage } from './pages/party.page';

/** A party's ballots in a samling, and its agreement with another party there, by the tests' own naive SQL. */
export interface PartyFacts {
  /** Code and title (`Periode.titel`) of the headline samling: the newest with 100 voted votes, else the newest. */
  readonly period: { readonly code: string; readonly title: string };
  /** The party with the most ballots on the samling's votes, and the one with the next most. */
  readonly party: string;
  readonly other: string;
  /** The party's votes, ballots and present ballots in the samling. */
  readonly votes: number;
  readonly ballots: number;
  readonly present: number;
  /** Votes where both took a side (for, against, abstain; not a tie, not all absent), and where it was the same. */
  readonly both: number;
  readonly same: number;
}

/** The store the app under test reads (as playwright.config.ts and scripts/e2e.ts resolve it). */
const STORE = path.resolve(process.env.ODA_DB?.trim() || path.join('data', 'test.sqlite'));

type Tally = { for: number; against: number; abstain: number; absent: number };

/** The position strictly more present members took; null for a tie or none present. */
function sideOf(t: Tally | undefined): 'for' | 'against' | 'abstain' | null {
  if (!t) return null;
  if (t.for > t.against && t.for > t.abstain) return 'for';
  if (t.against > t.for && t.against > t.abstain) return 'against';
  if (t.abstain > t.for && t.abstain > t.against) return 'abstain';
  return null;
}

function readPartyFacts(): PartyFacts {
  const db = new Database(STORE, { readonly: true, fileMustExist: true });
  try {
    const period = db
      .prepare(
        // The headline samling: the newest with at least 100 voted votes, else the newest with any
        // (HEADLINE_MIN_VOTES in lib/data/parties/party-load.ts).
        `SELECT p.id, p.kode AS code, p.titel AS title FROM "Periode" p
         JOIN (SELECT m.periodeid AS id, count(DISTINCT a.id) AS n FROM "Møde" m
               JOIN "Afstemning" a ON a.mødeid = m.id
               WHERE EXISTS (SELECT 1 FROM "Stemme" s WHERE s.afstemningid = a.id)
               GROUP BY m.periodeid) v ON v.id = p.id
         ORDER BY v.n >= 100 DESC, p.startdato DESC LIMIT 1`,
      )
      .get() as { id: number; code: string; title: string };
    const votes = db
      .prepare(
        `SELECT a.id, COALESCE(st.dato, m.dato) AS d FROM "Afstemning" a
         JOIN "Møde" m ON m.id = a.mødeid LEFT JOIN "Sagstrin" st ON st.id = a.sagstrinid
         WHERE m.periodeid = ?`,
      )
      .all(period.id) as { id: number; d: string }[];
    const ballots = db.prepare(
      `SELECT (SELECT trim(g.gruppenavnkort) FROM "AktørAktør" m JOIN "Aktør" g ON g.id = m.tilaktørid
               WHERE m.fraaktørid = s.aktørid AND m.rolleid = 15 AND g.typeid = 4
                 AND (m.startdato IS NULL OR m.startdato <= @d) AND (m.slutdato IS NULL OR m.slutdato > @d)
               ORDER BY m.startdato DESC, m.id DESC LIMIT 1) AS party, s.typeid AS type
       FROM "Stemme" s WHERE s.afstemningid = @id`,
    );
    const perVote: Map<string, Tally>[] = [];
    const totals = new Map<string, number>();
    for (const vote of votes) {
      const tallies = new Map<string, Tally>();
      for (const b of ballots.all({ id: vote.id, d: vote.d }) as { party: string | null; type: number }[]) {
        if (!b.party || b.party === 'UFG' || ![1, 2, 3, 4].includes(b.type)) continue;
        const t = tallies.get(b.party) ?? { for: 0, against: 0, abstain: 0, absent: 0 };
        tallies.set(b.party, t);
        if (b.type === 1) t.for++;
        else if (b.type === 2) t.against++;
        else if (b.type === 3) t.absent++;
        else t.abstain++;
        totals.set(b.party, (totals.get(b.party) ?? 0) + 1);
      }
      perVote.push(tallies);
    }
    const [party, other] = [...totals]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([c]) => c);
    if (!party || !other) throw new Error('the test store has fewer than two parties in its newest samling');
    let partyVotes = 0;
    let ballotCount = 0;
    let present = 0;
    let both = 0;
    let same = 0;
    for (const tallies of perVote) {
      const t = tallies.get(party);
      if (t) {
        partyVotes++;
        ballotCount += t.for + t.against + t.abstain + t.absent;
        present += t.for + t.against + t.abstain;
      }
      const a = sideOf(t);
      const b = sideOf(tallies.get(other));
      if (!a || !b) continue;
      both++;
      if (a === b) same++;
    }
    return {
      period: { code: period.code, title: period.title },
      party,
      other,
      votes: partyVotes,
      ballots: ballotCount,
      present,
      both,
      same,
    };
  } finally {
    db.close();
  }
}

export const test = base.extend<
  { partyPage: PartyPage; partiesPage: PartiesPage },
  { partyFacts: PartyFacts }
>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their first argument.
  partyFacts: [async ({}, use) => use(readPartyFacts()), { scope: 'worker' }],
  partyPage: async ({ page }, use) => use(new PartyPage(page)),
  partiesPage: async ({ page }, use) => use(new PartiesPage(page)),
});

export { expect } from './fixtures';
