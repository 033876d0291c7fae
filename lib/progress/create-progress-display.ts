import { createPlainDisplay } from './plain-display';
import type { ProgressDisplay, ProgressDisplayOptions } from './progress-display';
import { createTtyDisplay } from './tty-display';

/** A progress display on `stream` (default stderr): redrawn bars on a terminal, plain throttled lines elsewhere. */
export function createProgressDisplay(options: ProgressDisplayOptions = {}): ProgressDisplay {
  const stream = options.stream ?? process.stderr;
  const now = options.now ?? (() => performance.now());
  const unit = options.unit ?? 'rows';
  return (options.tty ?? stream.isTTY === true)
    ? createTtyDisplay({ stream, now, unit, redrawMs: options.redrawMs ?? 100 })
    : createPlainDisplay({ stream, now, unit, everyMs: options.plainEveryMs ?? 10_000 });
}
