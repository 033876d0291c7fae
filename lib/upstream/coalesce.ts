/**
 * Coalesces identical concurrent work: while a task for a key is in flight, further calls with that key get the
 * same promise instead of starting another. The key is forgotten as soon as the task settles, so results are
 * never reused after that (caching is the cache's job).
 */
export class InFlight<T> {
  readonly #pending = new Map<string, Promise<T>>();

  get size(): number {
    return this.#pending.size;
  }

  has(key: string): boolean {
    return this.#pending.has(key);
  }

  /** The in-flight promise for `key`, or `task()`'s. `onJoin` is called when the caller joins an existing one. */
  run(key: string, task: () => Promise<T>, onJoin?: () => void): Promise<T> {
    const existing = this.#pending.get(key);
    if (existing) {
      onJoin?.();
      return existing;
    }
    const promise = (async () => {
      try {
        return await task();
      } finally {
        this.#pending.delete(key);
      }
    })();
    this.#pending.set(key, promise);
    return promise;
  }
}
