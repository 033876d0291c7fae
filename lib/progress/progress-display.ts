/** A live view of work in named parts (entity sets, generator stages) on a terminal or a log. */
export interface ProgressDisplay {
  /** Rows done of `total` (null when unknown) for one named part (an entity set such as 'Stemme'). Parts appear in first-update order. */
  update(part: string, done: number, total: number | null): void;
  /** Marks a part complete (its bar shows 100% / done); its count done becomes its total. */
  complete(part: string): void;
  /** A message line printed above the bars (TTY) or as its own line. */
  log(line: string): void;
  /** Final redraw; leaves the cursor below the display. Idempotent; later updates are ignored, later logs printed plainly. */
  finish(): void;
}

/** Where a display writes: a stream with, on a terminal, its size. */
export type ProgressStream = NodeJS.WritableStream & { isTTY?: boolean; columns?: number; rows?: number };

export interface ProgressDisplayOptions {
  /** Default `process.stderr`. */
  stream?: ProgressStream;
  /** Redraw in place with ANSI codes (true) or print plain lines (false). Default: `stream.isTTY`. */
  tty?: boolean;
  /** Milliseconds on any monotonic clock; default `performance.now`. Injectable for tests. */
  now?: () => number;
  /** Terminal: at most one redraw per this many ms (a trailing redraw shows the last update). Default 100. */
  redrawMs?: number;
  /** Plain: at most one progress line per part per this many ms. Default 10,000. */
  plainEveryMs?: number;
  /** What `done` counts, for the rate: `8,100 rows/s`. Default 'rows'. */
  unit?: string;
}
