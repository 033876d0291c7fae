/** Task functions for the query pool's tests, loaded by the pool's threads like any task module. */
import { readlinkSync } from 'node:fs';
import { getPriority } from 'node:os';
import { threadId } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { PAST_DEADLINE_MESSAGE, type PoolTaskMessage } from './query-pool';

/** The input back, with the thread that ran it. */
export function echo({ input }: PoolTaskMessage<unknown>): { input: unknown; threadId: number } {
  return { input, threadId };
}

/** This thread's own nice value (Linux: `/proc/thread-self` links to `<pid>/task/<tid>`). */
export function ownNiceness(): number {
  return getPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()));
}

/** Busy JavaScript for `input` ms (a thread that can be stopped at any instruction). */
export function spin({ input }: PoolTaskMessage<number>): number {
  const end = Date.now() + input;
  let n = 0;
  while (Date.now() < end) n++;
  return n;
}

/** Counts to `input` in one SQLite statement: one native call, which a stopped thread cannot leave early. */
export function countInSqlite({ input }: PoolTaskMessage<number>): number {
  const db = new Database(':memory:');
  try {
    const row = db
      .prepare(
        'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < ?) SELECT count(*) AS n FROM c',
      )
      .get(input) as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

/** The deadline the task was given. */
export function deadlineOf({ deadline }: PoolTaskMessage<unknown>): number {
  return deadline;
}

/** A bounded task as the pages' reads are: nothing once past its deadline, else busy JavaScript for `input` ms. */
export function boundedSpin({ input, deadline }: PoolTaskMessage<number>): number {
  if (Date.now() > deadline) throw new Error(PAST_DEADLINE_MESSAGE);
  return spin({ input, deadline });
}
