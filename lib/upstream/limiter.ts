/**
 * At most `max` tasks run at once; the rest wait in a FIFO queue and start in the order they arrived as slots free
 * up. `onChange` hears the in-flight and queued counts after every change (for gauges).
 */
export class ConcurrencyLimiter {
  #running = 0;
  readonly #queue: Array<() => void> = [];

  constructor(
    readonly max: number,
    private readonly onChange?: (inFlight: number, queued: number) => void,
  ) {
    if (!Number.isInteger(max) || max < 1)
      throw new RangeError(`Concurrency must be a positive integer, got ${max}`);
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
      await new Promise<void>((resolve) => {
        this.#queue.push(resolve);
        this.#changed();
      });
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

  #release(): void {
    const next = this.#queue.shift();
    if (next) next();
    else this.#running--;
    this.#changed();
  }

  #changed(): void {
    this.onChange?.(this.#running, this.#queue.length);
  }
}
