/**
 * A least-recently-used map bounded in bytes: every value has a size (`sizeOf`), and adding past `maxBytes`
 * evicts the least recently used entries first. `get` counts as a use; `peek` does not. A value larger than the
 * whole budget is not stored at all.
 */
export class ByteLru<V> {
  /** Insertion order of a Map is the recency order here: first = least recently used. */
  readonly #entries = new Map<string, { value: V; bytes: number }>();
  #bytes = 0;

  constructor(
    readonly maxBytes: number,
    private readonly sizeOf: (value: V, key: string) => number,
    private readonly onChange?: (bytes: number, entries: number) => void,
  ) {
    if (!(maxBytes >= 0)) throw new RangeError(`maxBytes must be ≥ 0, got ${maxBytes}`);
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    const slot = this.#entries.get(key);
    if (!slot) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, slot);
    return slot.value;
  }

  peek(key: string): V | undefined {
    return this.#entries.get(key)?.value;
  }

  /** Stores `value` as the most recently used; false (and any old value removed) when it exceeds the budget. */
  set(key: string, value: V): boolean {
    this.#remove(key);
    const bytes = this.sizeOf(value, key);
    if (bytes > this.maxBytes) {
      this.#changed();
      return false;
    }
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
    for (const [oldest] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#remove(oldest);
    }
    this.#changed();
    return true;
  }

  delete(key: string): boolean {
    const removed = this.#remove(key);
    this.#changed();
    return removed;
  }

  /** Keys from least to most recently used. */
  keys(): string[] {
    return [...this.#entries.keys()];
  }

  #remove(key: string): boolean {
    const slot = this.#entries.get(key);
    if (!slot) return false;
    this.#entries.delete(key);
    this.#bytes -= slot.bytes;
    return true;
  }

  #changed(): void {
    this.onChange?.(this.#bytes, this.#entries.size);
  }
}
