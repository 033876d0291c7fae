import path from 'node:path';
import Database from 'better-sqlite3';
import { test as base } from './fixtures';
import { DebatePage } from './pages/debate.page';

/** Meetings with and without a transcript in the store under test, picked by what a test needs rather than by id. */
export interface DebateIds {
  /**
   * The newest plenary meeting whose transcript has a case item with a speech by a linked member of a party: the
   * debate's speeches, the case's Debatten and the politician's speeches all show.
   */
  readonly meeting: number;
  /** A plenary meeting the store holds no transcript of. */
  readonly withoutTranscript: number;
}

/** The store the app under test reads (as playwright.config.ts and scripts/e2e.ts resolve it). */
const STORE = path.resolve(process.env.ODA_DB?.trim() || path.join('data', 'test.sqlite'));

function readDebateIds(): DebateIds {
  const db = new Database(STORE, { readonly: true, fileMustExist: true });
  try {
    // A sitting's speeches are a range of its ids (lib/referat/referat-ids.ts): read by primary key.
    const meeting = db
      .prepare(
        `SELECT rm.moedeid AS id FROM "_referat_moede" rm
         WHERE rm.moedeid IS NOT NULL AND EXISTS (
           SELECT 1 FROM "_referat_punkt" p JOIN "_tale" t
             ON t.id BETWEEN p.moede * 10000 AND p.moede * 10000 + 9999 AND t.punkt = p.id
           WHERE p.moede = rm.id AND p.sagid IS NOT NULL AND t.aktoerid IS NOT NULL AND t.parti IS NOT NULL)
         ORDER BY rm.dato DESC, rm.id DESC LIMIT 1`,
      )
      .get() as { id: number } | undefined;
    if (!meeting) throw new Error(`${STORE} holds no transcript with a linked speech on a case`);
    const without = db
      .prepare(
        `SELECT m.id FROM "Møde" m WHERE m.typeid = 1
           AND NOT EXISTS (SELECT 1 FROM "_referat_moede" rm WHERE rm.moedeid = m.id)
         ORDER BY m.dato DESC, m.id DESC LIMIT 1`,
      )
      .get() as { id: number } | undefined;
    if (!without) throw new Error(`${STORE} has a transcript of every plenary meeting`);
    return { meeting: meeting.id, withoutTranscript: without.id };
  } finally {
    db.close();
  }
}

export const test = base.extend<{ debatePage: DebatePage }, { debateIds: DebateIds }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their first argument.
  debateIds: [async ({}, use) => use(readDebateIds()), { scope: 'worker' }],
  debatePage: async ({ page }, use) => use(new DebatePage(page)),
});

export { expect } from './fixtures';
