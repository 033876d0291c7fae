import path from 'node:path';
import Database from 'better-sqlite3';
import { MOEDESTATUS } from '../lib/model/oda-ids';
import { test as base } from './fixtures';
import { MeetingPage, MeetingsPage } from './pages/meeting.page';

/** Meetings of the store under test, picked by what a test needs rather than by id. */
export interface MeetingIds {
  /** The dataset's "today". */
  readonly asOf: string;
  /** A held plenary meeting with votes, attendance, cases and documents on its agenda (the most votes). */
  readonly plenary: number;
  /** The plenary meeting's attendance as the page counts it: n present of the m members with a ballot. */
  readonly plenaryAttendance: { readonly n: number; readonly m: number };
  /** The newest held committee meeting with a case on its agenda. */
  readonly committee: number;
  /** Meetings dated the dataset's "today" or later that ODA marks held ('Afholdt'), newest first. */
  readonly heldFromToday: readonly number[];
}

/** The store the app under test reads (as playwright.config.ts and scripts/e2e.ts resolve it). */
const STORE = path.resolve(process.env.ODA_DB?.trim() || path.join('data', 'test.sqlite'));

function readMeetingIds(): MeetingIds {
  const db = new Database(STORE, { readonly: true, fileMustExist: true });
  try {
    const { value: asOf } = db.prepare(`SELECT value FROM "_tingdata_meta" WHERE key = 'as_of'`).get() as {
      value: string;
    };
    const { id: plenary } = db
      .prepare(
        `SELECT m.id FROM "Møde" m JOIN "Afstemning" a ON a."mødeid" = m.id
         WHERE m.typeid = 1 AND m.dato < ?
           AND EXISTS (SELECT 1 FROM "MødeAktør" x WHERE x."mødeid" = m.id)
           AND EXISTS (SELECT 1 FROM "Stemme" s WHERE s.afstemningid = a.id)
           AND EXISTS (SELECT 1 FROM "DagsordenspunktDokument" dd JOIN "Dagsordenspunkt" d ON d.id = dd.dagsordenspunktid
                       WHERE d."mødeid" = m.id)
         GROUP BY m.id ORDER BY count(*) DESC, m.id LIMIT 1`,
      )
      .get(asOf) as { id: number };
    const { id: committee } = db
      .prepare(
        `SELECT m.id FROM "Møde" m WHERE m.typeid = 2 AND m.dato < ?
           AND EXISTS (SELECT 1 FROM "DagsordenspunktSag" s JOIN "Dagsordenspunkt" d ON d.id = s.dagsordenspunktid
                       WHERE d."mødeid" = m.id)
         ORDER BY m.dato DESC, m.id DESC LIMIT 1`,
      )
      .get(asOf) as { id: number };
    const holders = `SELECT s."aktørid" FROM "Stemme" s JOIN "Afstemning" a ON a.id = s.afstemningid
                     WHERE a."mødeid" = ?`;
    const { m } = db.prepare(`SELECT count(DISTINCT "aktørid") AS m FROM (${holders})`).get(plenary) as {
      m: number;
    };
    const { n } = db
      .prepare(
        `SELECT count(DISTINCT x."aktørid") AS n FROM "MødeAktør" x WHERE x."mødeid" = ? AND x."aktørid" IN (${holders})`,
      )
      .get(plenary, plenary) as { n: number };
    const heldFromToday = (
      db
        .prepare(`SELECT id FROM "Møde" WHERE dato >= ? AND statusid = ? ORDER BY dato DESC, id DESC`)
        .all(asOf, MOEDESTATUS.afholdt) as { id: number }[]
    ).map((r) => r.id);
    return { asOf, plenary, plenaryAttendance: { n, m }, committee, heldFromToday };
  } finally {
    db.close();
  }
}

export const test = base.extend<
  { meetingPage: MeetingPage; meetingsPage: MeetingsPage },
  { meetingIds: MeetingIds }
>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their first argument.
  meetingIds: [async ({}, use) => use(readMeetingIds()), { scope: 'worker' }],
  meetingPage: async ({ page }, use) => use(new MeetingPage(page)),
  meetingsPage: async ({ page }, use) => use(new MeetingsPage(page)),
});

export { expect } from './fixtures';
