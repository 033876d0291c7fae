interface Sample {
  readonly at: number;
  readonly done: number;
}

/**
 * Units per second over a sliding window of about `windowMs`: the progress since the newest sample at or before
 * the window's start (the anchor), divided by the time from that sample to now. A stall therefore shows as a falling rate, and a slow start is forgotten
 * once it leaves the window. Samples closer together than `stepMs` merge, so frequent updates stay cheap.
 */
export class RateWindow {
  private readonly samples: Sample[] = [];

  constructor(
    private readonly windowMs = 5000,
    /** Shortest span a rate is measured over; shorter spans give `null` (too noisy to show). */
    private readonly minSpanMs = 1000,
    private readonly stepMs = 100,
  ) {}

  add(at: number, done: number): void {
    const before = this.samples.at(-2);
    if (before && at - before.at < this.stepMs) this.samples[this.samples.length - 1] = { at, done };
    else this.samples.push({ at, done });
    // Keep one sample at or before the window's start as the anchor, so the window spans its full length.
    while (this.samples.length > 2 && this.samples[1]!.at <= at - this.windowMs) this.samples.shift();
  }

  /** Units per second at `now`, or null before `minSpanMs` of history. */
  perSecond(now: number): number | null {
    // The newest sample at or before the window's start, else the oldest.
    let anchor = this.samples[0];
    for (const s of this.samples) if (s.at <= now - this.windowMs) anchor = s;
    const last = this.samples.at(-1);
    if (!anchor || !last) return null;
    const span = now - anchor.at;
    if (span < this.minSpanMs) return null;
    return ((last.done - anchor.done) / span) * 1000;
  }
}
