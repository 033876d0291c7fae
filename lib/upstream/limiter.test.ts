import { describe, expect, it, vi } from 'vitest';
import { fullJitterDelay } from './backoff';
import { InFlight } from './coalesce';
import { createConcurrencyLimiter, QueueBusyError } from './limiter';

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('createConcurrencyLimiter', () => {
  it('runs at most `max` tasks at once and starts the waiting ones in FIFO order', async () => {
    const changes: Array<[number, number]> = [];
    const limiter = createConcurrencyLimiter(2, (inFlight, queued) => changes.push([inFlight, queued]));
    const gates = Array.from({ length: 5 }, () => deferred());
    const started: number[] = [];
    const runs = gates.map((gate, i) =>
      limiter.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([limiter.inFlight, limiter.queued]).toEqual([2, 3]);
    gates[1]?.resolve();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect([limiter.inFlight, limiter.queued]).toEqual([0, 0]);
    expect(Math.max(...changes.map(([n]) => n))).toBe(2);
  });

  it('frees the slot when a task fails', async () => {
    const limiter = createConcurrencyLimiter(1);
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limiter.run(async () => 'next')).toBe('next');
    expect(limiter.inFlight).toBe(0);
  });

  it('refuses a limit below 1', () => {
    expect(() => createConcurrencyLimiter(0)).toThrow(RangeError);
  });
});

describe('fullJitterDelay', () => {
  const policy = { baseMs: 100, capMs: 1_000 };
  it('draws from [0, min(cap, base·2^(n−1)))', () => {
    expect(fullJitterDelay(1, policy, () => 0)).toBe(0);
    expect(fullJitterDelay(1, policy, () => 0.999)).toBe(99);
    expect(fullJitterDelay(2, policy, () => 0.5)).toBe(100);
    expect(fullJitterDelay(3, policy, () => 0.999)).toBe(399);
    expect(fullJitterDelay(10, policy, () => 0.999)).toBe(999);
  });
});

describe('InFlight', () => {
  it('shares one promise per key while it runs, and forgets it once settled', async () => {
    const inflight = new InFlight<number>();
    const gate = deferred<number>();
    let calls = 0;
    let joins = 0;
    const task = () => {
      calls++;
      return gate.promise;
    };
    const a = inflight.run('k', task, () => joins++);
    const b = inflight.run('k', task, () => joins++);
    const other = inflight.run('other', async () => 7);
    gate.resolve(1);
    expect(await Promise.all([a, b, other])).toEqual([1, 1, 7]);
    expect([calls, joins, inflight.size]).toEqual([1, 1, 0]);
    await inflight.run('k', task);
    expect(calls).toBe(2);
  });

  it('gives every joiner the same failure', async () => {
    const inflight = new InFlight<number>();
    const gate = deferred<number>();
    const task = () => gate.promise.then(() => Promise.reject(new Error('down')));
    const all = Promise.allSettled([inflight.run('k', task), inflight.run('k', task)]);
    gate.resolve(0);
    expect((await all).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(inflight.has('k')).toBe(false);
  });
});

describe('createConcurrencyLimiter bounds', () => {
  it('refuses a task at once when the queue is full, and runs the rest', async () => {
    const limiter = createConcurrencyLimiter(1, undefined, { maxQueued: 2 });
    const gate = deferred();
    const runs = [0, 1, 2].map((i) => limiter.run(() => gate.promise.then(() => i)));
    let ran = false;
    await expect(
      limiter.run(async () => {
        ran = true;
      }),
    ).rejects.toMatchObject({ name: 'QueueBusyError', reason: 'full' });
    expect(ran).toBe(false);
    gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect([limiter.inFlight, limiter.queued]).toEqual([0, 0]);
  });

  it('refuses a task that waited past the deadline, and keeps the slot count right', async () => {
    vi.useFakeTimers();
    try {
      const limiter = createConcurrencyLimiter(1, undefined, { maxWaitMs: 1000 });
      const gate = deferred();
      const first = limiter.run(() => gate.promise);
      const late = limiter.run(async () => 'ran');
      const outcome = late.catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(1000);
      expect(await outcome).toBeInstanceOf(QueueBusyError);
      expect(limiter.queued).toBe(0);
      const next = limiter.run(async () => 'next');
      gate.resolve();
      await first;
      expect(await next).toBe('next');
      expect([limiter.inFlight, limiter.queued]).toEqual([0, 0]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never cuts short a task that started before its deadline', async () => {
    vi.useFakeTimers();
    try {
      const limiter = createConcurrencyLimiter(1, undefined, { maxWaitMs: 1000 });
      const first = deferred();
      const second = deferred<string>();
      const running = limiter.run(() => first.promise);
      const waited = limiter.run(() => second.promise);
      await vi.advanceTimersByTimeAsync(500);
      first.resolve();
      await running;
      await vi.advanceTimersByTimeAsync(2000);
      expect(limiter.inFlight).toBe(1);
      second.resolve('done');
      expect(await waited).toBe('done');
    } finally {
      vi.useRealTimers();
    }
  });
});
