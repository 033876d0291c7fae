import { PartProgress } from './part-progress';
import { plainDoneLine, plainProgressLine, plainStartLine } from './plain-lines';
import type { ProgressDisplay, ProgressStream } from './progress-display';

interface Printed {
  readonly part: PartProgress;
  at: number;
  /** The part's `countKey` when its last line was printed. */
  key: string;
}

/**
 * Progress as plain lines for logs and pipes: one when a part starts, at most one per `everyMs` while it
 * progresses (only when its counts changed), one when it completes. No ANSI codes.
 */
export function createPlainDisplay(options: {
  stream: ProgressStream;
  now: () => number;
  unit: string;
  everyMs: number;
}): ProgressDisplay {
  const { stream, now, unit, everyMs } = options;
  const parts = new Map<string, Printed>();
  let finished = false;

  const print = (entry: Printed, line: string, at: number) => {
    stream.write(`${line}\n`);
    entry.at = at;
    entry.key = entry.part.countKey;
  };

  return {
    update(name, done, total) {
      if (finished) return;
      const at = now();
      const entry = parts.get(name);
      if (!entry) {
        const part = new PartProgress(name, at, done, total);
        const started = { part, at, key: '' };
        parts.set(name, started);
        print(started, plainStartLine(part.view(at)), at);
        return;
      }
      entry.part.update(at, done, total);
      if (at - entry.at >= everyMs && entry.part.countKey !== entry.key)
        print(entry, plainProgressLine(entry.part.view(at), unit), at);
    },

    complete(name) {
      if (finished) return;
      const at = now();
      let entry = parts.get(name);
      if (!entry) {
        entry = { part: new PartProgress(name, at, 0, null), at, key: '' };
        parts.set(name, entry);
      }
      if (entry.part.isComplete) return;
      entry.part.complete(at);
      print(entry, plainDoneLine(entry.part.view(at), unit), at);
    },

    log(line) {
      stream.write(`${line}\n`);
    },

    finish() {
      if (finished) return;
      finished = true;
      const at = now();
      for (const entry of parts.values())
        if (!entry.part.isComplete && entry.part.countKey !== entry.key)
          print(entry, plainProgressLine(entry.part.view(at), unit), at);
    },
  };
}
