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

interface Waiter {
  readonly start: () => void;
  timer: ReturnType<typeof setTimeout> | null;
}

/**
 * At most `max` tasks run at once; the rest wait in a FIFO queue and start in the order they arrived as slots free
 * up. With `bounds`, the queue holds at most `maxQueued` tasks and none waits longer than `maxWaitMs`: a task
 * over either is rejected with QueueBusyError instead of waiting (it never runs). `onChange` hears the in-flight
 * and queued counts after every change (for gauges).
 */
export class ConcurrencyLimiter {
  #running = 0;
  readonly #queue: Waiter[] = [];
  readonly #bounds: QueueBounds;

  constructor(
    readonly max: number,
    private readonly onChange?: (inFlight: number, queued: number) => void,
    bounds: QueueBounds = {},
  ) {
    if (!Number.isInteger(max) || max < 1)
      throw new RangeError(`Concurrency must be a positive integer, got ${max}`);
    this.#bounds = bounds;
  }

  get inFlight(): number {
    return this.#running;
  }

  get queued(): number {
    return this.#queue.length;
  }

  /** Runs `task` when a slot is free; the slot is held until its promise settles. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running >= this.max) {
      await this.#wait();
      // The slot was handed over by `#release` (running stays counted), so nothing to increment here.
    } else {
      this.#running++;
      this.#changed();
    }
    try {
      return await task();
    } finally {
      this.#release();
    }
  }

  #wait(): Promise<void> {
    const { maxQueued, maxWaitMs } = this.#bounds;
    if (maxQueued !== undefined && this.#queue.length >= maxQueued)
      return Promise.reject(new QueueBusyError('full'));
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { start: resolve, timer: null };
      if (maxWaitMs !== undefined)
        waiter.timer = setTimeout(() => {
          const at = this.#queue.indexOf(waiter);
          if (at >= 0) this.#queue.splice(at, 1);
          this.#changed();
          reject(new QueueBusyError('deadline'));
        }, maxWaitMs);
      this.#queue.push(waiter);
      this.#changed();
    });
  }

  #release(): void {
    const next = this.#queue.shift();
    if (next) {
      if (next.timer) clearTimeout(next.timer);
      next.start();
    } else this.#running--;
    this.#changed();
  }

  #changed(): void {
    this.onChange?.(this.#running, this.#queue.length);
  }
}
