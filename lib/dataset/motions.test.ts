import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseKonklusion } from '@/lib/konklusion';
import { generateDataset } from './generate';
import { SCALES } from './scale';

const dir = mkdtempSync(path.join(tmpdir(), 'tingdata-motions-'));
let db: Database.Database;

beforeAll(() => {
  const file = path.join(dir, 'tiny.sqlite');
  generateDataset({ scale: SCALES.tiny, seed: 5, out: file });
  db = new Database(file, { readonly: true });
});
afterAll(() => {
  db?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface MotionRow {
  readonly debate: number;
  readonly debateType: number;
  readonly periodeid: number;
  readonly id: number;
  readonly nummer: string;
  readonly titel: string;
  readonly status: string;
  readonly vote: number | null;
  readonly voteNummer: number | null;
  readonly typeid: number | null;
  readonly vedtaget: number | null;
  readonly konklusion: string | null;
  readonly yes: number;
  readonly no: number;
  readonly ballots: number;
}

/** Every motion with its debate, status and (at most one) vote, the ballots counted. */
const motions = () =>
  db
    .prepare(
      `SELECT v."fremsatundersagid" AS debate, f."typeid" AS debateType, v."periodeid", v."id", v."nummer", v."titel",
         ss."status", a."id" AS vote, a."nummer" AS voteNummer, a."typeid", a."vedtaget", a."konklusion",
         (SELECT count(*) FROM "Stemme" x WHERE x."afstemningid" = a."id" AND x."typeid" = 1) AS yes,
         (SELECT count(*) FROM "Stemme" x WHERE x."afstemningid" = a."id" AND x."typeid" = 2) AS no,
         (SELECT count(*) FROM "Stemme" x WHERE x."afstemningid" = a."id") AS ballots
       FROM "Sag" v
       JOIN "Sag" f ON f."id" = v."fremsatundersagid"
       JOIN "Sagsstatus" ss ON ss."id" = v."statusid"
       LEFT JOIN "Sagstrin" st ON st."sagid" = v."id"
       LEFT JOIN "Afstemning" a ON a."sagstrinid" = st."id"
       WHERE v."typeid" = 9
       ORDER BY v."fremsatundersagid", v."id"`,
    )
    .all() as MotionRow[];

const byDebate = () => {
  const out = new Map<number, MotionRow[]>();
  for (const m of motions()) out.set(m.debate, [...(out.get(m.debate) ?? []), m]);
  return out;
};

describe('motions for a resolution ending a forespørgsel debate', () => {
  it('are cases of their own (Sagstype 9, "V n") under a forespørgsel, one to four per debated forespørgsel', () => {
    const all = motions();
    expect(all.length).toBeGreaterThan(10);
    expect(new Set(all.map((m) => m.debateType))).toEqual(new Set([2]));
    for (const m of all) expect(m.nummer).toMatch(/^V \d+$/);
    const debated = db
      .prepare(`SELECT "id" FROM "Sag" WHERE "typeid" = 2 AND "statusid" = 5`)
      .pluck()
      .all() as number[];
    const groups = byDebate();
    expect(debated.length).toBeGreaterThan(0);
    for (const id of debated) {
      const n = groups.get(id)?.length ?? 0;
      expect(n, `F case ${id}`).toBeGreaterThanOrEqual(1);
      expect(n, `F case ${id}`).toBeLessThanOrEqual(4);
    }
  });

  it('are numbered through each session without repeats', () => {
    const seen = new Set<string>();
    for (const m of motions()) {
      const key = `${m.periodeid} ${m.nummer}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('are voted on one at a time until one is adopted; the rest lapse unvoted', () => {
    let debates = 0;
    let withAdopted = 0;
    for (const [debate, list] of byDebate()) {
      debates += 1;
      const voted = list
        .filter((m) => m.vote !== null)
        .sort((a, b) => (a.voteNummer ?? 0) - (b.voteNummer ?? 0));
      const adopted = list.filter((m) => m.status === 'Vedtaget');
      expect(adopted.length, `debate ${debate}`).toBeLessThanOrEqual(1);
      if (adopted.length === 1) withAdopted += 1;
      // Only the last motion voted on can have been adopted; every unvoted one lapsed after it.
      for (const m of voted.slice(0, -1)) expect(m.status, `V ${m.id}`).toBe('Forkastet');
      for (const m of list.filter((x) => x.vote === null)) {
        expect(m.status, `V ${m.id}`).toBe('Bortfaldet');
        expect(adopted.length, `debate ${debate}: lapsed without an adopted motion`).toBe(1);
      }
      for (const m of voted) expect(m.typeid).toBe(3);
    }
    // Usually one motion is adopted, as in the Folketing.
    expect(withAdopted / debates).toBeGreaterThan(0.6);
  });

  it('carry a status that follows the chamber’s vote', () => {
    for (const m of motions().filter((x) => x.vote !== null && x.ballots > 0))
      expect(m.status, `V ${m.id}`).toBe(m.yes > m.no ? 'Vedtaget' : 'Forkastet');
  });

  it('name their proposers, who voted for their own motion', () => {
    const proposers = db.prepare(
      `SELECT count(*) FROM "SagAktør" sa JOIN "SagAktørRolle" r ON r."id" = sa."rolleid"
       WHERE sa."sagid" = ? AND r."rolle" = 'Forslagsstiller (priv.)'`,
    );
    let forSide = 0;
    let named = 0;
    for (const m of motions()) {
      const parties = [...m.titel.matchAll(/\(([A-ZÆØÅ]+)\)/g)].map((x) => x[1]);
      expect(m.titel).toMatch(/^Forslag til vedtagelse af .+ \([A-ZÆØÅ]+\)$/);
      expect(proposers.pluck().get(m.id)).toBe(parties.length);
      // A group none of whose members was present is on no side; one that was is on the 'for' side.
      const text = parseKonklusion(m.konklusion);
      for (const party of parties) {
        expect(text.against.parties, `V ${m.id}: ${m.konklusion}`).not.toContain(party);
        expect(text.abstain.parties, `V ${m.id}: ${m.konklusion}`).not.toContain(party);
      }
      forSide += parties.filter((p) => text.for.parties.includes(p as string)).length;
      named += m.vote !== null && text.for.parties.length > 0 ? parties.length : 0;
    }
    expect(forSide / named).toBeGreaterThan(0.9);
  });
});
