import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRecentlyUpdatedCases } from '@/lib/data/site/home';
import { getDataFreshness } from '@/lib/data/site/site';
import { getMeetingVoteList } from '@/lib/data/votes/votes';
import { generateDataset } from '@/lib/dataset/generate';
import { SCALES } from '@/lib/dataset/scale';
import { parseKonklusion } from '@/lib/konklusion';
import { MOEDESTATUS } from '@/lib/model/oda-ids';
import { MeetingSearch } from '@/lib/url-state/meeting-search';
import { getMeeting, getMeetingAgenda, getMeetingAttendance } from './meeting';
import {
  getMeetingCalendar,
  getMeetingFilterOptions,
  getMeetings,
  getUpcomingMeetings,
  MEETING_CALENDAR_LIMIT,
  MEETINGS_PAGE_SIZE,
} from './meetings';
import type { AgendaItem } from './types';

/*
 * The meeting reads against a tiny generated store (seed 9). The generator writes no sub-items, so the test adds a
 * few to one committee meeting: sub-items (superid) numbered out of text order, and an item numbered '10'.
 */

let dir: string;
let file: string;
let db: Database.Database;
const previousOdaDb = process.env.ODA_DB;
let asOf: string;
let plenaryId: number;
let committeeId: number;
const added = { parent: 0, subA: 0, subB: 0, ten: 0 };
/** The nearest meeting from today on, marked held ('Afholdt') by the test: it belongs to the past list. */
let heldTodayId: number;

const flatten = (items: readonly AgendaItem[]): AgendaItem[] =>
  items.flatMap((i) => [i, ...flatten(i.subItems)]);

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'tingdata-meeting-'));
  file = path.join(dir, 'tiny.sqlite');
  generateDataset({ scale: SCALES.tiny, seed: 9, out: file });

  const rw = new Database(file);
  asOf = (rw.prepare(`SELECT value FROM "_tingdata_meta" WHERE key = 'as_of'`).get() as { value: string })
    .value;
  plenaryId = (
    rw
      .prepare(
        `SELECT m.id FROM "Møde" m WHERE m.typeid = 1
           AND EXISTS (
             SELECT 1 FROM "Afstemning" a WHERE a."mødeid" = m.id AND a."konklusion" <> '' AND a."sagstrinid" IS NOT NULL
           )
           AND EXISTS (SELECT 1 FROM "MødeAktør" x WHERE x."mødeid" = m.id)
         ORDER BY (SELECT count(*) FROM "Dagsordenspunkt" d WHERE d."mødeid" = m.id) DESC, m.id LIMIT 1`,
      )
      .get() as { id: number }
  ).id;
  committeeId = (
    rw
      .prepare(
        `SELECT m.id FROM "Møde" m WHERE m.typeid = 2 AND m.dato < ?
           AND EXISTS (SELECT 1 FROM "DagsordenspunktSag" s JOIN "Dagsordenspunkt" d ON d.id = s.dagsordenspunktid
                       WHERE d."mødeid" = m.id)
         ORDER BY m.dato DESC LIMIT 1`,
      )
      .get(asOf) as { id: number }
  ).id;
  const maxId = (rw.prepare('SELECT max(id) AS n FROM "Dagsordenspunkt"').get() as { n: number }).n;
  Object.assign(added, { parent: maxId + 1, subA: maxId + 2, subB: maxId + 3, ten: maxId + 4 });
  const insert = rw.prepare(
    `INSERT INTO "Dagsordenspunkt" (id, "kørebemærkning", titel, kommentar, nummer, forhandlingskode, superid,
       sagstrinid, "mødeid", offentlighedskode, opdateringsdato)
     VALUES (?, '', ?, NULL, ?, '', ?, NULL, ?, 'O', NULL)`,
  );
  insert.run(added.parent, 'Samlet punkt', '3', null, committeeId);
  insert.run(added.subB, 'Underpunkt b', '2', added.parent, committeeId);
  insert.run(added.subA, 'Underpunkt a', '1', added.parent, committeeId);
  insert.run(added.ten, 'Tiende punkt', '10', null, committeeId);
  heldTodayId = (
    rw.prepare(`SELECT id FROM "Møde" WHERE dato >= ? ORDER BY dato, id LIMIT 1`).get(asOf) as { id: number }
  ).id;
  rw.prepare(`UPDATE "Møde" SET statusid = ? WHERE id = ?`).run(MOEDESTATUS.afholdt, heldTodayId);
  rw.close();

  db = new Database(file, { readonly: true });
  process.env.ODA_DB = file;
}, 120_000);

afterAll(() => {
  db?.close();
  if (previousOdaDb === undefined) delete process.env.ODA_DB;
  else process.env.ODA_DB = previousOdaDb;
  rmSync(dir, { recursive: true, force: true });
});

describe('getMeeting', () => {
  it('maps a plenary meeting with its type, status, period and agenda link', async () => {
    const meeting = await getMeeting(plenaryId);
    const row = db.prepare('SELECT * FROM "Møde" WHERE id = ?').get(plenaryId) as Record<string, string>;
    expect(meeting).toMatchObject({
      id: plenaryId,
      title: row.titel,
      number: row.nummer,
      typeId: 1,
      type: 'Møde i salen',
      venue: 'Folketingssalen',
      date: row.dato?.slice(0, 19),
    });
    expect(meeting?.title).toMatch(/^\d+\. møde$/);
    expect(meeting?.agendaUrl).toMatch(/^https:\/\/www\.ft\.dk\//);
    expect(meeting?.status).toMatch(/^(Planlagt|Afholdt|Aflyst|Udsat)$/);
    expect(meeting?.period).toMatch(/^\d{4}-\d{2}/);
    expect(meeting?.periodCode).toMatch(/^\d{5}$/);
  });

  it('maps a committee meeting without a number', async () => {
    expect(await getMeeting(committeeId)).toMatchObject({ number: null, typeId: 2, type: 'Udvalgsmøde' });
    expect((await getMeeting(committeeId))?.title).toMatch(/^Møde i /);
  });

  it('returns null for an id with no meeting', async () => {
    expect(await getMeeting(2_000_000_000)).toBeNull();
  });
});

describe('getMeetingAgenda', () => {
  it('orders the agenda numerically and nests sub-items under their parent', async () => {
    const agenda = await getMeetingAgenda(committeeId);
    const numbers = agenda.map((i) => Number(i.number));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(agenda.at(-1)?.id).toBe(added.ten);
    const parent = agenda.find((i) => i.id === added.parent);
    expect(parent?.subItems.map((s) => [s.number, s.title])).toEqual([
      ['1', 'Underpunkt a'],
      ['2', 'Underpunkt b'],
    ]);
    expect(agenda.some((i) => i.id === added.subA || i.id === added.subB)).toBe(false);
  });

  it('keeps every agenda item of the meeting exactly once', async () => {
    for (const id of [plenaryId, committeeId]) {
      const { n } = db.prepare('SELECT count(*) AS n FROM "Dagsordenspunkt" WHERE "mødeid" = ?').get(id) as {
        n: number;
      };
      const ids = flatten(await getMeetingAgenda(id)).map((i) => i.id);
      expect(ids).toHaveLength(n);
      expect(new Set(ids).size).toBe(n);
    }
  });

  it('links the cases on each item, with the step title when the item names a Sagstrin', async () => {
    const agenda = flatten(await getMeetingAgenda(plenaryId));
    const expected = db
      .prepare(
        `SELECT d.id AS item, s.id AS sag, s.nummer, st.titel AS step FROM "Dagsordenspunkt" d
         JOIN "Sagstrin" st ON st.id = d.sagstrinid JOIN "Sag" s ON s.id = st.sagid WHERE d."mødeid" = ?`,
      )
      .all(plenaryId) as { item: number; sag: number; nummer: string | null; step: string }[];
    expect(expected.length).toBeGreaterThan(0);
    for (const e of expected) {
      const item = agenda.find((i) => i.id === e.item);
      expect(item?.cases).toContainEqual(expect.objectContaining({ id: e.sag, stepTitle: e.step }));
    }
    const viaLink = db
      .prepare(
        `SELECT count(*) AS n FROM "DagsordenspunktSag" ds JOIN "Dagsordenspunkt" d ON d.id = ds.dagsordenspunktid
         WHERE d."mødeid" = ?`,
      )
      .get(committeeId) as { n: number };
    expect(flatten(await getMeetingAgenda(committeeId)).flatMap((i) => i.cases)).toHaveLength(viaLink.n);
  });

  it('lists the documents on the agenda', async () => {
    const { n } = db
      .prepare(
        `SELECT count(*) AS n FROM "DagsordenspunktDokument" dd
         JOIN "Dagsordenspunkt" d ON d.id = dd.dagsordenspunktid WHERE d."mødeid" = ?`,
      )
      .get(plenaryId) as { n: number };
    const documents = flatten(await getMeetingAgenda(plenaryId)).flatMap((i) => i.documents);
    expect(documents).toHaveLength(n);
    for (const d of documents) expect(d.fileUrl ?? 'https://').toMatch(/^https?:\/\//);
  });
});

describe('getMeetingVoteList', () => {
  it("lists the meeting's votes by nummer with the konklusion's and the ballots' counts", async () => {
    const votes = await getMeetingVoteList(plenaryId);
    const rows = db
      .prepare(
        `SELECT a.id, a.nummer, a.konklusion, a.vedtaget,
           (SELECT count(*) FROM "Stemme" AS x WHERE x."afstemningid" = a.id AND x."typeid" = 1) AS for_
         FROM "Afstemning" AS a WHERE a."mødeid" = ? ORDER BY a.nummer, a.id`,
      )
      .all(plenaryId) as {
      id: number;
      nummer: number;
      konklusion: string | null;
      vedtaget: number;
      for_: number;
    }[];
    expect(votes.map((v) => v.id)).toEqual(rows.map((r) => r.id));
    for (const [i, row] of rows.entries()) {
      const parsed = parseKonklusion(row.konklusion);
      const vote = votes[i];
      expect(vote?.adopted).toBe(row.vedtaget === 1);
      expect(vote?.statedOutcome).toBe(parsed.outcome);
      if (parsed.for.count !== null) expect(vote?.statedCounts?.for).toBe(parsed.for.count);
      if (vote?.ballotCounts) expect(vote.ballotCounts.for).toBe(row.for_);
      expect(vote?.meetingId).toBe(plenaryId);
    }
    expect(votes.some((v) => v.statedCounts !== null && v.caseNumber !== null)).toBe(true);
  });
});

describe('getMeetingAttendance', () => {
  it('counts every attendee once and groups them by party, largest first', async () => {
    const attendance = await getMeetingAttendance(plenaryId);
    const { n } = db
      .prepare('SELECT count(DISTINCT "aktørid") AS n FROM "MødeAktør" WHERE "mødeid" = ?')
      .get(plenaryId) as { n: number };
    expect(attendance.total).toBe(n);
    expect(attendance.groups.reduce((sum, g) => sum + g.attendees.length, 0)).toBe(n);
    const known = attendance.groups.filter((g) => g.partyCode !== null);
    expect(known.length).toBeGreaterThan(1);
    const sizes = known.map((g) => g.attendees.length);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(new Set(attendance.groups.map((g) => g.partyCode)).size).toBe(attendance.groups.length);
  });

  it('is empty for a meeting without recorded attendance', async () => {
    const future = db
      .prepare(
        `SELECT id FROM "Møde" m WHERE dato >= ? AND NOT EXISTS (SELECT 1 FROM "MødeAktør" x WHERE x."mødeid" = m.id)
         LIMIT 1`,
      )
      .get(asOf) as { id: number };
    expect(await getMeetingAttendance(future.id)).toEqual({
      total: 0,
      groups: [],
      ballotHolders: 0,
      presentWithBallot: 0,
    });
  });

  it('counts n of m: attendees among the members with a ballot in the meeting’s votes', async () => {
    const attendance = await getMeetingAttendance(plenaryId);
    const { m } = db
      .prepare(
        `SELECT count(DISTINCT s."aktørid") AS m FROM "Stemme" s JOIN "Afstemning" a ON a.id = s.afstemningid
         WHERE a."mødeid" = ?`,
      )
      .get(plenaryId) as { m: number };
    const { n } = db
      .prepare(
        `SELECT count(DISTINCT x."aktørid") AS n FROM "MødeAktør" x WHERE x."mødeid" = ? AND x."aktørid" IN
           (SELECT s."aktørid" FROM "Stemme" s JOIN "Afstemning" a ON a.id = s.afstemningid WHERE a."mødeid" = ?)`,
      )
      .get(plenaryId, plenaryId) as { n: number };
    expect(m).toBeGreaterThan(0);
    expect(attendance.ballotHolders).toBe(m);
    expect(attendance.presentWithBallot).toBe(n);
    expect(attendance.presentWithBallot).toBeLessThanOrEqual(attendance.ballotHolders);
  });

  it('has no m for a committee meeting (no votes)', async () => {
    const attendance = await getMeetingAttendance(committeeId);
    expect(attendance.ballotHolders).toBe(0);
    expect(attendance.presentWithBallot).toBe(0);
  });
});

describe('getMeetings', () => {
  it('lists upcoming meetings from the dataset’s today, nearest first, none marked held', async () => {
    const page = await getMeetings(MeetingSearch.DEFAULT);
    expect(page.today).toBe(asOf);
    expect(page.items.length).toBeGreaterThan(0);
    const dates = page.items.map((m) => m.date ?? '');
    expect(dates.every((d) => d >= asOf)).toBe(true);
    expect(dates).toEqual([...dates].sort());
    expect(page.items.some((m) => m.statusId === MOEDESTATUS.afholdt)).toBe(false);
    const { n } = db
      .prepare('SELECT count(*) AS n FROM "Møde" WHERE dato >= ? AND statusid IS NOT ?')
      .get(asOf, MOEDESTATUS.afholdt) as { n: number };
    expect(page.total).toBe(n);
  });

  it('lists a meeting dated from today on but marked held among the past ones, with its status', async () => {
    const past = await getMeetings(MeetingSearch.DEFAULT.withTense('past'));
    const held = past.items[0];
    expect(held?.id).toBe(heldTodayId);
    expect(held?.status).toBe('Afholdt');
    expect((await getMeetings(MeetingSearch.DEFAULT)).items.map((m) => m.id)).not.toContain(heldTodayId);
  });

  it('lists past meetings newest first, paged without overlap, with a consistent total', async () => {
    const first = await getMeetings(MeetingSearch.DEFAULT.withTense('past'));
    const second = await getMeetings(MeetingSearch.DEFAULT.withTense('past').withPage(2));
    const { n } = db
      .prepare('SELECT count(*) AS n FROM "Møde" WHERE dato < ? OR (dato >= ? AND statusid = ?)')
      .get(asOf, asOf, MOEDESTATUS.afholdt) as { n: number };
    expect(first.total).toBe(n);
    expect(first.pageCount).toBe(Math.ceil(n / MEETINGS_PAGE_SIZE));
    expect(first.items).toHaveLength(MEETINGS_PAGE_SIZE);
    const dates = [...first.items, ...second.items].map((m) => m.date ?? '');
    expect(dates.filter((d) => d >= asOf)).toHaveLength(1);
    expect(dates).toEqual([...dates].sort().reverse());
    const ids = new Set(first.items.map((m) => m.id));
    expect(second.items.some((m) => ids.has(m.id))).toBe(false);
  });

  it('filters by type and session', async () => {
    const options = await getMeetingFilterOptions();
    expect(options.types.map((t) => t.name)).toContain('Udvalgsmøde');
    const period = options.periods[0];
    expect(period?.code).toMatch(/^\d{5}$/);
    const search = MeetingSearch.DEFAULT.withTense('past')
      .withType(2)
      .withPeriod(period?.code ?? null);
    const page = await getMeetings(search);
    expect(page.items.every((m) => m.typeId === 2 && m.periodCode === period?.code)).toBe(true);
    const { n } = db
      .prepare(
        `SELECT count(*) AS n FROM "Møde" m JOIN "Periode" p ON p.id = m.periodeid
         WHERE m.typeid = 2 AND p.kode = ? AND (m.dato < ? OR (m.dato >= ? AND m.statusid = ?))`,
      )
      .get(period?.code, asOf, asOf, MOEDESTATUS.afholdt) as { n: number };
    expect(page.total).toBe(n);
  });

  it('gives an empty page past the end', async () => {
    const page = await getMeetings(MeetingSearch.DEFAULT.withPage(10_000));
    expect(page.items).toEqual([]);
    expect(page.page).toBe(10_000);
    expect(page.total).toBeGreaterThan(0);
  });

  it('gives each listed meeting the start of its agenda, the same as its page’s agenda', async () => {
    const page = await getMeetings(MeetingSearch.DEFAULT.withTense('past').withType(2));
    const listed = page.items.find((m) => m.id === committeeId) ?? page.items[0];
    expect(listed).toBeDefined();
    const agenda = await getMeetingAgenda(listed?.id ?? 0);
    expect(listed?.agenda.items.map((i) => [i.id, i.number, i.cases.map((c) => c.id)])).toEqual(
      agenda.slice(0, 3).map((i) => [i.id, i.number, i.cases.map((c) => c.id)]),
    );
    expect(listed?.agenda.more).toBe(Math.max(0, agenda.length - 3));
    const withAgenda = page.items.filter((m) => m.agenda.items.length > 0);
    expect(withAgenda.length).toBeGreaterThan(0);
  });

  it('reads the upcoming meetings with their whole agendas for the calendar, with the filters', async () => {
    const all = await getMeetingCalendar(MeetingSearch.DEFAULT);
    const listed = await getMeetings(MeetingSearch.DEFAULT);
    expect(all.today).toBe(asOf);
    expect(all.meetings.slice(0, MEETINGS_PAGE_SIZE).map((m) => m.meeting.id)).toEqual(
      listed.items.map((m) => m.id),
    );
    expect(all.meetings).toHaveLength(Math.min(listed.total, MEETING_CALENDAR_LIMIT));
    const first = all.meetings[0];
    expect(first?.agenda).toEqual(
      (await getMeetingAgenda(first?.meeting.id ?? 0)).map(function strip(i): unknown {
        return { ...i, documents: [], subItems: i.subItems.map(strip) };
      }),
    );
    const plenary = await getMeetingCalendar(MeetingSearch.DEFAULT.withType(1));
    expect(plenary.meetings.every((m) => m.meeting.typeId === 1)).toBe(true);
  });

  it('gives the next few meetings for the home page', async () => {
    const { meetings, today } = await getUpcomingMeetings(3);
    expect(today).toBe(asOf);
    expect(meetings.map((m) => m.id)).toEqual(
      (await getMeetings(MeetingSearch.DEFAULT)).items.slice(0, 3).map((m) => m.id),
    );
  });
});

describe('home and footer reads', () => {
  it('lists recently updated cases newest first, none after the dataset’s today', async () => {
    const cases = await getRecentlyUpdatedCases(8);
    expect(cases).toHaveLength(8);
    const stamps = cases.map((c) => c.updated);
    expect(stamps).toEqual([...stamps].sort().reverse());
    expect(stamps.every((s) => s.slice(0, 10) <= asOf)).toBe(true);
    const { newest } = db
      .prepare(`SELECT max(opdateringsdato) AS newest FROM "Sag" WHERE opdateringsdato < date(?, '+1 day')`)
      .get(asOf) as { newest: string };
    expect(stamps[0]).toBe(newest.slice(0, 19));
  });

  it('says how fresh the data is without going past the dataset’s today', async () => {
    const freshness = await getDataFreshness();
    expect(freshness.asOf).toBe(asOf);
    expect(freshness.newestUpdate?.slice(0, 10)).toBe(asOf);
  });
});
