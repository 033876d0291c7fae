import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { DEADLINE_FUNCTION, installDeadline, QueryDeadlineError, withDeadline } from './query-deadline';

const db = new Database(':memory:');
afterAll(() => db.close());

/** Counts to n in one statement, calling the deadline function on every row. */
const count = (n: number) =>
  db
    .prepare(
      `WITH RECURSIVE c(id) AS (SELECT 1 UNION ALL SELECT id + 1 FROM c WHERE ${DEADLINE_FUNCTION}(id) AND id < ?) SELECT count(*) AS n FROM c`,
    )
    .pluck()
    .get(n);

describe('the deadline function', () => {
  it('is true on every row without a deadline', () => {
    installDeadline(db);
    expect(count(10_000)).toBe(10_000);
  });

  it('stops a statement that runs past the deadline, soon after it', () => {
    const started = Date.now();
    // Billions of rows: hours unless stopped.
    expect(() => withDeadline(db, Date.now() + 50, () => count(4_000_000_000))).toThrow(QueryDeadlineError);
    // A generous bound: the stop comes within one check of the deadline, not after the count.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('leaves statements alone again afterwards, and refuses work whose deadline has already passed', () => {
    expect(withDeadline(db, Date.now() + 60_000, () => count(1_000))).toBe(1_000);
    expect(count(20_000)).toBe(20_000);
    let ran = false;
    expect(() =>
      withDeadline(db, Date.now() - 1, () => {
        ran = true;
      }),
    ).toThrow(QueryDeadlineError);
    expect(ran).toBe(false);
  });
});
