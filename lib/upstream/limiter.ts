import PQueue from 'p-queue';

/** A task the limiter refused to queue: the queue was full, or the task waited past its deadline. */
export class QueueBusyError extends Error {
  override readonly name = 'QueueBusyError';

  constructor(readonly reason: 'full' | 'deadline') {
    super(reason === 'full' ? 'The queue is full' : 'Waited in the queue past the deadline');
  }
}

export interface QueueBounds {
  /** Most tasks waiting at once; one more is refused at once. Default: unbounded. */
  readonly maxQueued?: number;
  /** Longest a task may wait for a slot, in ms; then it is refused. Default: unbounded. */
  readonly maxWaitMs?: number;
}

export interface ConcurrencyLimiter {
  /** Tasks running now (at most the limit). */
  readonly inFlight: number;
  /** Tasks waiting for a slot. */
  readonly queued: number;
  /** Runs `task` when a slot is free; the slot is held until its promise settles. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

/**
 * At most `max` tasks run at once (a p-queue); the rest wait in a FIFO queue and start in the order they arrived
 * as slots free up. With `bounds`, the queue holds at most `maxQueued` tasks and none waits longer than
 * `maxWaitMs`: a task over either is rejected with QueueBusyError instead of waiting (it never runs; once started, a
 * task is never cut short). `onChange` hears the in-flight and queued counts after every change (for gauges).
 */
export function createConcurrencyLimiter(
  max: number,
  onChange?: (inFlight: number, queued: number) => void,
  bounds: QueueBounds = {},
): ConcurrencyLimiter {
  if (!Number.isInteger(max) || max < 1)
    throw new RangeError(`Concurrency must be a positive integer, got ${max}`);
  const queue = new PQueue({ concurrency: max });
  if (onChange) {
    const changed = () => onChange(queue.pending, queue.size);
    for (const event of ['add', 'active', 'next'] as const) queue.on(event, changed);
  }
  const { maxQueued, maxWaitMs } = bounds;

  return {
    get inFlight() {
      return queue.pending;
    },
    get queued() {
      return queue.size;
    },
    run<T>(task: () => Promise<T>): Promise<T> {
      const waits = queue.pending >= max || queue.size > 0;
      if (waits && maxQueued !== undefined && queue.size >= maxQueued)
        return Promise.reject(new QueueBusyError('full'));
      if (!waits || maxWaitMs === undefined) return queue.add(task);
      // The deadline holds while the task waits: p-queue drops a waiting task whose signal aborts. The timer is
      // stopped as the task starts, so the signal never aborts a running one.
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(new QueueBusyError('deadline')), maxWaitMs);
      return queue.add(
        () => {
          clearTimeout(timer);
          return task();
        },
        { signal: deadline.signal },
      );
    },
  };
}
