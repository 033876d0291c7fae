import { RateWindow } from './rate-window';

/** What a display shows of one part at one moment. */
export interface PartView {
  readonly name: string;
  readonly done: number;
  /** null while the total is unknown. */
  readonly total: number | null;
  /** Share done from 0 to 1; null while the total is unknown. */
  readonly fraction: number | null;
  /** Units per second: over the recent window while running, the average over its run once complete. */
  readonly perSecond: number | null;
  /** Seconds left while running; seconds taken once complete. null when unknown. */
  readonly seconds: number | null;
  readonly complete: boolean;
}

/** The running state of one part (an entity set, a generator stage): counts, timing and its rate window. */
export class PartProgress {
  private done: number;
  private total: number | null;
  private readonly firstDone: number;
  private readonly startedAt: number;
  private completedAt: number | null = null;
  private readonly rate = new RateWindow();

  constructor(
    readonly name: string,
    now: number,
    done: number,
    total: number | null,
  ) {
    this.done = done;
    this.total = total;
    this.firstDone = done;
    this.startedAt = now;
    this.rate.add(now, done);
  }

  get isComplete(): boolean {
    return this.completedAt !== null;
  }

  /** Rows are done but the part is not complete: neither waiting nor finished. */
  get isActive(): boolean {
    return this.completedAt === null && this.done > 0;
  }

  /** A key that changes whenever what the part shows as counts changes. */
  get countKey(): string {
    return `${this.done}/${this.total}/${this.isComplete}`;
  }

  update(now: number, done: number, total: number | null): void {
    if (this.completedAt !== null) return;
    this.done = done;
    this.total = total;
    this.rate.add(now, done);
  }

  /** Marks the part complete; what was done becomes its total (a total known beforehand may be an estimate). */
  complete(now: number): void {
    if (this.completedAt !== null) return;
    this.completedAt = now;
    this.total = this.done;
  }

  view(now: number): PartView {
    const { name, done, total } = this;
    const fraction = total === null ? null : total === 0 ? 1 : Math.min(done / total, 1);
    if (this.completedAt !== null) {
      const seconds = (this.completedAt - this.startedAt) / 1000;
      const perSecond = seconds > 0 ? (done - this.firstDone) / seconds : null;
      return { name, done, total, fraction, perSecond, seconds, complete: true };
    }
    const perSecond = this.rate.perSecond(now);
    const left = total === null ? null : Math.max(total - done, 0);
    const seconds =
      left === 0 ? 0 : left !== null && perSecond !== null && perSecond > 0 ? left / perSecond : null;
    return { name, done, total, fraction, perSecond, seconds, complete: false };
  }
}
