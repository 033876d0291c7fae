import { getPriority } from 'node:os';
import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { readQueryPoolConfig } from '@/lib/config/query-pool';
import { QueryPool, QueryPoolBusyError, QueryTimeoutError } from './query-pool';

const MODULE = 'lib/query-pool/pool-tasks.fixture.ts';
const pools: QueryPool[] = [];

function pool(options: Partial<ConstructorParameters<typeof QueryPool>[0]> = {}): QueryPool {
  const p = new QueryPool({ threads: 2, timeoutMs: 2_000, maxQueue: 64, ...options });
  pools.push(p);
  return p;
}

const task = <I>(name: string, input: I) => ({ module: MODULE, name, input });

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('readQueryPoolConfig', () => {
  it('defaults to 2 threads, a 2000 ms deadline and a queue of 256', () => {
    expect(readQueryPoolConfig({})).toEqual({ threads: 2, timeoutMs: 2_000, maxQueue: 256 });
  });

  it('reads ODA_QUERY_THREADS, ODA_QUERY_TIMEOUT_MS and ODA_QUERY_QUEUE, and refuses nonsense', () => {
    expect(
      readQueryPoolConfig({ ODA_QUERY_THREADS: '4', ODA_QUERY_TIMEOUT_MS: '500', ODA_QUERY_QUEUE: '8' }),
    ).toEqual({ threads: 4, timeoutMs: 500, maxQueue: 8 });
    expect(() => readQueryPoolConfig({ ODA_QUERY_THREADS: '0' })).toThrow(/ODA_QUERY_THREADS/);
    expect(() => readQueryPoolConfig({ ODA_QUERY_TIMEOUT_MS: 'soon' })).toThrow(/ODA_QUERY_TIMEOUT_MS/);
    // The pages' pool reads the same names under its own prefix.
    expect(
      readQueryPoolConfig({ ODA_PAGE_QUERY_THREADS: '3', ODA_QUERY_THREADS: '5' }, 'ODA_PAGE_QUERY'),
    ).toEqual({
      threads: 3,
      timeoutMs: 2_000,
      maxQueue: 256,
    });
  });
});

describe('QueryPool', () => {
  it("runs its threads at the pool's nice value, leaving the serving thread's alone", async () => {
    const own = await pool().run<null, number>(task('ownNiceness', null));
    const lowered = await pool({ niceness: 10 }).run<null, number>(task('ownNiceness', null));
    expect([own, lowered]).toEqual([getPriority(), 10]);
  });

  it('runs a TypeScript task in another thread, with its deadline', async () => {
    const p = pool({ timeoutMs: 1_500 });
    const before = Date.now();
    const out = await p.run<string, { input: string; threadId: number }>(task('echo', 'hej'));
    expect(out.input).toBe('hej');
    expect(out.threadId).not.toBe(threadId);
    const deadline = await p.run<null, number>(task('deadlineOf', null));
    expect(deadline).toBeGreaterThanOrEqual(before + 1_500);
  });

  it('stops a task past its deadline while the other thread keeps answering, then replaces the thread', async () => {
    const p = pool({ timeoutMs: 300 });
    await p.run(task('echo', 'warm'));
    const events: string[] = [];
    const slow = p.run(task('spin', 60_000)).then(
      () => events.push('slow answered'),
      (error: unknown) => events.push(error instanceof QueryTimeoutError ? 'slow stopped' : String(error)),
    );
    const cheap = p.run(task('echo', 'cheap')).then(() => events.push('cheap answered'));
    await Promise.all([slow, cheap]);
    expect(events).toEqual(['cheap answered', 'slow stopped']);
    // Both threads answer again (the stopped one was replaced).
    const after = await Promise.all([p.run(task('spin', 50)), p.run(task('spin', 50))]);
    expect(after).toHaveLength(2);
  });

  it('refuses new work while stopped threads are still inside a native call, and takes it again after', async () => {
    const p = pool({ threads: 1, timeoutMs: 100, maxStopping: 1 });
    await p.run(task('echo', 'warm'));
    // Tens of millions of rows in one SQLite call: seconds, which a stopped thread cannot cut short.
    await expect(p.run(task('countInSqlite', 20_000_000))).rejects.toBeInstanceOf(QueryTimeoutError);
    await expect(p.run(task('echo', 'meanwhile'))).rejects.toSatisfy(
      (e: unknown) => e instanceof QueryPoolBusyError && e.reason === 'stopping',
    );
    for (let i = 0; i < 600 && p.stoppingThreads() > 0; i++) await new Promise((r) => setTimeout(r, 100));
    await expect(p.run(task('echo', 'later'))).resolves.toMatchObject({ input: 'later' });
  });

  it('refuses at once when the queue is full', async () => {
    const p = pool({ threads: 1, maxQueue: 1, timeoutMs: 5_000 });
    await p.run(task('echo', 'warm'));
    const running = p.run(task('spin', 300));
    const queued = p.run(task('spin', 10));
    await expect(p.run(task('echo', 'one too many'))).rejects.toSatisfy(
      (e: unknown) => e instanceof QueryPoolBusyError && e.reason === 'queue',
    );
    await Promise.all([running, queued]);
  });

  it('runs bounded tasks several to a thread, answers a late one at its deadline and terminates no thread', async () => {
    const p = pool({ threads: 1, timeoutMs: 300, boundedTasksPerThread: 4 });
    const first = await p.run<unknown, { threadId: number }>(task('echo', 'warm'));
    // Four at once in one thread: 200 ms each, so the third and fourth finish past their deadline (300 + 250 ms).
    const outcomes = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        p.run<number, number>(task('boundedSpin', 200)).then(
          () => `${i} answered`,
          (error: unknown) => (error instanceof QueryTimeoutError ? `${i} late` : String(error)),
        ),
      ),
    );
    expect(outcomes.slice(0, 2)).toEqual(['1 answered', '2 answered']);
    expect(outcomes.slice(2)).toContain('4 late');
    expect(p.stoppingThreads()).toBe(0);
    // The same thread answers on: none was terminated.
    const after = await p.run<unknown, { threadId: number }>(task('echo', 'after'));
    expect(after.threadId).toBe(first.threadId);
  });
});
