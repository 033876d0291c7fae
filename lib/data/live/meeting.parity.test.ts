import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset } from '@/lib/dataset/generate';
import { SCALES } from '@/lib/dataset/scale';
import { UpstreamError } from '@/lib/upstream/errors';
import { getMeeting, getMeetingAgenda, getMeetingAttendance, getMeetingVotes } from '../meeting';
import { type ParityHarness, startParity } from './parity.fixture';
import { countFetchRounds } from './rounds.fixture';

/*
 * The meeting page's reads, live against store. The tiny store (seed 3) gets edge cases the generator does not
 * write: sub-items out of text order, an item with two cases and a link to a missing case, a document with a
 * second file (not the PDF, lower id), a meeting with 130 agenda items (past one upstream page), and a meeting with no agenda.
 */

let dir: string;
let h: ParityHarness;
const ids = { plenary: 0, committee: 0, noAttendance: 0, longAgenda: 0, empty: 0, undated: 0 };

function prepareStore(file: string): void {
  generateDataset({ scale: SCALES.tiny, seed: 3, out: file });
  const db = new Database(file);
  const one = (sql: string) => (db.prepare(sql).get() as { id: number }).id;
  ids.plenary = one(`SELECT m.id FROM "Møde" m WHERE m.typeid = 1
      AND EXISTS (SELECT 1 FROM "Afstemning" a WHERE a."mødeid" = m.id)
      AND EXISTS (SELECT 1 FROM "DagsordenspunktDokument" dd JOIN "Dagsordenspunkt" d ON d.id = dd.dagsordenspunktid
                  WHERE d."mødeid" = m.id)
      AND (SELECT count(*) FROM "MødeAktør" x WHERE x."mødeid" = m.id) > 150
    ORDER BY (SELECT count(*) FROM "Afstemning" a WHERE a."mødeid" = m.id) DESC, m.id LIMIT 1`);
  ids.committee = one(`SELECT m.id FROM "Møde" m WHERE m.typeid = 2
      AND EXISTS (SELECT 1 FROM "MødeAktør" x WHERE x."mødeid" = m.id)
      AND EXISTS (SELECT 1 FROM "DagsordenspunktSag" ds JOIN "Dagsordenspunkt" d ON d.id = ds.dagsordenspunktid
                  WHERE d."mødeid" = m.id)
    ORDER BY m.id LIMIT 1`);
  ids.noAttendance = one(`SELECT m.id FROM "Møde" m
    WHERE NOT EXISTS (SELECT 1 FROM "MødeAktør" x WHERE x."mødeid" = m.id) ORDER BY m.id DESC LIMIT 1`);
  const maxItem = one('SELECT max(id) AS id FROM "Dagsordenspunkt"');
  const maxMeeting = one('SELECT max(id) AS id FROM "Møde"');
  const item = db.prepare(
    `INSERT INTO "Dagsordenspunkt" (id, "kørebemærkning", titel, kommentar, nummer, forhandlingskode, superid,
       sagstrinid, "mødeid", offentlighedskode, opdateringsdato) VALUES (?, '', ?, NULL, ?, '', ?, NULL, ?, 'O', NULL)`,
  );
  const parent = maxItem + 1;
  item.run(parent, 'Samlet punkt', '3', null, ids.committee);
  item.run(maxItem + 2, 'Underpunkt b', '2', parent, ids.committee);
  item.run(maxItem + 3, 'Underpunkt a', '1', parent, ids.committee);
  item.run(maxItem + 4, 'Tiende punkt', '10', null, ids.committee);
  const link = db.prepare(
    `INSERT INTO "DagsordenspunktSag" (id, dagsordenspunktid, sagid, opdateringsdato) VALUES (?, ?, ?, '2020-01-01T00:00:00')`,
  );
  const maxLink = one('SELECT max(id) AS id FROM "DagsordenspunktSag"');
  link.run(maxLink + 1, parent, one('SELECT min(id) AS id FROM "Sag"'));
  link.run(maxLink + 2, parent, one('SELECT max(id) AS id FROM "Sag"'));
  link.run(maxLink + 3, parent, 999_999_999);
  // A document on the plenary meeting gets a second file with a lower id than its PDF and another variant.
  const doc = one(`SELECT dd.dokumentid AS id FROM "DagsordenspunktDokument" dd
    JOIN "Dagsordenspunkt" d ON d.id = dd.dagsordenspunktid WHERE d."mødeid" = ${ids.plenary} LIMIT 1`);
  db.prepare(
    `INSERT INTO "Fil" (id, dokumentid, titel, versionsdato, filurl, opdateringsdato, variantkode, format)
     VALUES (?, ?, 'Word', '2020-01-01T00:00:00', 'https://www.ft.dk/x.docx', '2020-01-01T00:00:00', 'O', 'DOCX')`,
  ).run(-5, doc);
  ids.longAgenda = maxMeeting + 1;
  ids.empty = maxMeeting + 2;
  const meeting = db.prepare(
    `INSERT INTO "Møde" (id, titel, lokale, nummer, dagsordenurl, "starttidsbemærkning", offentlighedskode, dato,
       statusid, typeid, periodeid, opdateringsdato)
     SELECT ?, ?, lokale, NULL, '', '', 'O', dato, statusid, typeid, periodeid, opdateringsdato FROM "Møde" WHERE id = ?`,
  );
  meeting.run(ids.longAgenda, 'Langt møde', ids.committee);
  meeting.run(ids.empty, 'Tomt møde', ids.committee);
  // 130 items, each on a step of a case (130 cases: four requests for them).
  const steps = db.prepare('SELECT id FROM "Sagstrin" ORDER BY id LIMIT 130').all() as { id: number }[];
  const stepItem = db.prepare(
    `INSERT INTO "Dagsordenspunkt" (id, "kørebemærkning", titel, kommentar, nummer, forhandlingskode, superid,
       sagstrinid, "mødeid", offentlighedskode, opdateringsdato) VALUES (?, '', ?, NULL, ?, '', NULL, ?, ?, 'O', NULL)`,
  );
  for (const [i, step] of steps.entries())
    stepItem.run(maxItem + 10 + i, `Punkt ${i + 1}`, String(i + 1), step.id, ids.longAgenda);
  // A meeting without a date, attended by the plenary meeting's first ten: nobody's party can be dated.
  ids.undated = maxMeeting + 3;
  meeting.run(ids.undated, 'Udateret møde', ids.plenary);
  db.prepare('UPDATE "Møde" SET dato = NULL WHERE id = ?').run(ids.undated);
  db.prepare(
    `INSERT INTO "MødeAktør" (id, "mødeid", "aktørid", opdateringsdato)
     SELECT id + 10000000, ?, "aktørid", opdateringsdato FROM "MødeAktør" WHERE "mødeid" = ? ORDER BY id LIMIT 10`,
  ).run(ids.undated, ids.plenary);
  db.close();
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'tingdata-meeting-parity-'));
  const file = path.join(dir, 'tiny.sqlite');
  prepareStore(file);
  h = await startParity({ db: file });
});
afterAll(async () => {
  await h?.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = async (id: number) => {
  const meeting = await getMeeting(id);
  const [agenda, votes, attendance] = await Promise.all([
    getMeetingAgenda(id),
    getMeetingVotes(id),
    getMeetingAttendance(id),
  ]);
  return { meeting, agenda, votes, attendance };
};

describe('the meeting page in live mode', () => {
  it.each(Object.keys(ids) as (keyof typeof ids)[])(
    'reads the %s meeting as the store does',
    async (kind) => {
      const id = ids[kind];
      const store = await h.store(() => page(id));
      expect(store.meeting).not.toBeNull();
      expect(await h.live(() => page(id))).toEqual(store);
    },
  );

  it('covers what it should: votes, ~179 attendees, sub-items, two files, a long agenda, empty panels', async () => {
    const plenary = await h.store(() => page(ids.plenary));
    expect(plenary.votes.length).toBeGreaterThan(0);
    expect(plenary.attendance.total).toBeGreaterThan(150);
    expect(plenary.attendance.groups.filter((g) => g.partyCode !== null).length).toBeGreaterThan(3);
    const committee = await h.store(() => page(ids.committee));
    expect(committee.agenda.some((i) => i.subItems.length === 2 && i.cases.length === 2)).toBe(true);
    const long = await h.store(() => page(ids.longAgenda));
    expect(long.agenda).toHaveLength(130);
    expect(long.agenda.every((i) => i.cases.length === 1)).toBe(true);
    const undated = await h.store(() => page(ids.undated));
    expect(undated.meeting?.date).toBeNull();
    expect(undated.attendance).toMatchObject({ total: 10, groups: [{ partyCode: null }] });
    const empty = await h.store(() => page(ids.empty));
    expect(empty).toMatchObject({ agenda: [], votes: [], attendance: { total: 0, groups: [] } });
  });

  it('answers null for a meeting the service does not have', async () => {
    expect(await h.live(() => getMeeting(2_000_000_000))).toBeNull();
  });

  it('reads a cold plenary page in few requests, then warm from the cache alone', async () => {
    const fresh = await startParity({ db: h.db });
    try {
      fresh.upstream.reset();
      await fresh.live(() => page(ids.plenary));
      const cold = [...fresh.upstream.requests];
      // Møde, 3 agenda lists, votes, 2 attendee pages; then the cases of agenda and votes, the documents, and
      // 2 pages of the party memberships valid on the meeting's date.
      expect(cold.length).toBeLessThanOrEqual(12);
      fresh.upstream.reset();
      // CPU time, not wall time: the machine running the tests is shared, and waiting is not work. Outside a
      // render React's `cache` does not memoise, so here the panels' reads run twice (once started by getMeeting,
      // once by the panel); in a page they share one promise, and getMeeting alone is what a page costs.
      const cpu = async (read: () => Promise<unknown>) => {
        const times: number[] = [];
        for (let i = 0; i < 20; i++) {
          const started = process.cpuUsage();
          await fresh.live(read);
          const used = process.cpuUsage(started);
          times.push((used.user + used.system) / 1000);
        }
        return times.sort((a, b) => a - b)[10] ?? 0;
      };
      const whole = await cpu(() => page(ids.plenary));
      const once = await cpu(() => getMeeting(ids.plenary));
      expect(fresh.upstream.requests).toEqual([]);
      console.log(
        `meeting page: ${cold.length} requests cold; warm p50 ${once.toFixed(1)} ms CPU (${whole.toFixed(1)} reading twice)`,
      );
      expect(once).toBeLessThan(20);
      expect(whole).toBeLessThan(40);
    } finally {
      await fresh.close();
    }
  });

  it('fails with UpstreamError when the service is down and nothing is cached', async () => {
    const fresh = await startParity({ db: h.db });
    await fresh.upstream.stop();
    try {
      await expect(fresh.live(() => getMeeting(ids.committee))).rejects.toBeInstanceOf(UpstreamError);
    } finally {
      await fresh.upstream.start();
      await fresh.close();
    }
  });

  it('needs 2 sequential rounds of upstream requests cold (the budget is 3)', async () => {
    const { rounds, requests } = await countFetchRounds(h.db, () => page(ids.plenary));
    console.log(`cold plenary meeting page: ${requests} requests in ${rounds} rounds`);
    expect(rounds).toBeLessThanOrEqual(2);
  });

  it('reads a long agenda (130 items on 130 cases) in 3 rounds: items, their second page, the cases', async () => {
    expect((await countFetchRounds(h.db, () => page(ids.longAgenda))).rounds).toBeLessThanOrEqual(3);
  });
});
