import path from 'node:path';
import Database from 'better-sqlite3';
import { test as base } from './fixtures';
import { CasePage } from './pages/case.page';

/** Cases of the store under test, picked by what a test needs rather than by id. */
export interface CaseIds {
  /** A lovforslag whose third reading carried a vote (the one with the most documents). */
  readonly passedBill: number;
  readonly passedBillNumber: string;
  /** The case with the most documents (an Alm. del case: more than one page of them). */
  readonly manyDocuments: number;
  readonly manyDocumentsCount: number;
  /** A case of a type not decided by vote (an Aktstykke) that has no votes. */
  readonly notVoted: number;
  /** A § 20 case whose question has an answer, and that question (its Dokument). */
  readonly answeredQuestionCase: number;
  readonly answeredQuestion: number;
  /** An id no case has. */
  readonly missing: number;
}

/** The store the app under test reads (as playwright.config.ts and scripts/e2e.ts resolve it). */
const STORE = path.resolve(process.env.ODA_DB?.trim() || path.join('data', 'test.sqlite'));

function readCaseIds(): CaseIds {
  const db = new Database(STORE, { readonly: true, fileMustExist: true });
  try {
    const bill = db
      .prepare(
        `SELECT s.id, s.nummer FROM "Sag" s
         WHERE s.typeid = 3 AND EXISTS (
           SELECT 1 FROM "Sagstrin" st JOIN "Sagstrinstype" t ON t.id = st.typeid
           JOIN "Afstemning" a ON a.sagstrinid = st.id WHERE st.sagid = s.id AND t.type = '3. behandling')
         ORDER BY (SELECT count(*) FROM "SagDokument" d WHERE d.sagid = s.id) DESC, s.id LIMIT 1`,
      )
      .get() as { id: number; nummer: string };
    const many = db
      .prepare(`SELECT sagid, count(*) AS n FROM "SagDokument" GROUP BY sagid ORDER BY n DESC, sagid LIMIT 1`)
      .get() as { sagid: number; n: number };
    const notVoted = db
      .prepare(
        `SELECT s.id FROM "Sag" s WHERE s.typeid = 8 AND NOT EXISTS (
           SELECT 1 FROM "Sagstrin" st JOIN "Afstemning" a ON a.sagstrinid = st.id WHERE st.sagid = s.id)
         ORDER BY s.id LIMIT 1`,
      )
      .get() as { id: number };
    const question = db
      .prepare(
        `SELECT s.id, q.id AS question FROM "Sag" s
           JOIN "SagDokument" sd ON sd.sagid = s.id JOIN "Dokument" q ON q.id = sd.dokumentid AND q.typeid = 16
         WHERE s.typeid = 10 AND EXISTS (SELECT 1 FROM "Dokument" a WHERE a."spørgsmålsid" = q.id AND a.typeid = 17)
         ORDER BY s.id, q.id LIMIT 1`,
      )
      .get() as { id: number; question: number };
    const { maxId } = db.prepare(`SELECT max(id) AS maxId FROM "Sag"`).get() as { maxId: number };
    return {
      passedBill: bill.id,
      passedBillNumber: bill.nummer,
      manyDocuments: many.sagid,
      manyDocumentsCount: many.n,
      notVoted: notVoted.id,
      answeredQuestionCase: question.id,
      answeredQuestion: question.question,
      missing: maxId + 1000,
    };
  } finally {
    db.close();
  }
}

export const test = base.extend<{ casePage: CasePage }, { caseIds: CaseIds }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their first argument.
  caseIds: [async ({}, use) => use(readCaseIds()), { scope: 'worker' }],
  casePage: async ({ page }, use) => use(new CasePage(page)),
});

export { expect } from './fixtures';
