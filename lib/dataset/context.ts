import type { Samling } from './periods';
import type { Random } from './random';
import type { ScaleConfig } from './scale';
import type { IdSequence, RowSink } from './sink';

/** What every stage of the generator shares. */
export interface GenContext {
  readonly rng: Random;
  readonly sink: RowSink;
  readonly scale: ScaleConfig;
  /** The dataset's "today": records up to it are history, meetings after it are planned. */
  readonly asOf: Date;
  readonly samlinger: readonly Samling[];
  /** One id sequence per entity set. */
  ids(set: string): IdSequence;
  progress(stage: string, done: number, total: number): void;
}
