import { PartProgress } from './part-progress';
import type { ProgressDisplay, ProgressStream } from './progress-display';
import { ttyLines } from './tty-lines';
import { visibleParts } from './visible-parts';

/** Most lines the display takes; beyond this it shows the running parts and a summary line. */
const MAX_LINES = 20;

const up = (lines: number) => (lines > 0 ? `\x1b[${lines}A` : '');
const CLEAR_LINE = '\x1b[2K';
const CLEAR_BELOW = '\x1b[J';

/**
 * Progress as bars redrawn in place on a terminal: the cursor moves up over the lines drawn last time and each
 * line is cleared and written again, in one write per redraw. Lines are fitted to the terminal width so they
 * never wrap (a wrapped line would break the count of lines to move up over).
 */
export function createTtyDisplay(options: {
  stream: ProgressStream;
  now: () => number;
  unit: string;
  redrawMs: number;
}): ProgressDisplay {
  const { stream, now, unit, redrawMs } = options;
  const parts = new Map<string, PartProgress>();
  let drawnLines = 0;
  let drawnAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let finished = false;

  const render = (at: number): string[] => {
    const maxLines = Math.max(2, Math.min(MAX_LINES, (stream.rows ?? Number.POSITIVE_INFINITY) - 1));
    const { shown, summary } = visibleParts([...parts.values()], maxLines);
    const width = Math.max((stream.columns ?? 80) - 1, 1);
    return ttyLines(
      shown.map((p) => p.view(at)),
      summary,
      width,
      unit,
    );
  };

  /** Redraws now, with `above` printed first where the display was (log lines scroll up, the bars stay). */
  const draw = (above: readonly string[] = []) => {
    clearTimeout(timer);
    timer = undefined;
    const at = now();
    const lines = render(at);
    let text = up(drawnLines);
    if (above.length > 0)
      text += `${drawnLines > 0 ? CLEAR_BELOW : ''}${above.map((l) => `${l}\n`).join('')}`;
    text += lines.map((l) => `${CLEAR_LINE}${l}\n`).join('');
    if (above.length === 0 && lines.length < drawnLines) text += CLEAR_BELOW;
    if (text !== '') stream.write(text);
    drawnLines = lines.length;
    drawnAt = at;
  };

  /** Redraws now if the last redraw is `redrawMs` old, else once it is (so the last update always shows). */
  const schedule = () => {
    const wait = drawnAt + redrawMs - now();
    if (wait <= 0) draw();
    else if (timer === undefined) {
      timer = setTimeout(() => draw(), wait);
      timer.unref?.();
    }
  };

  const part = (name: string, at: number, done: number, total: number | null) => {
    let p = parts.get(name);
    if (!p) {
      p = new PartProgress(name, at, done, total);
      parts.set(name, p);
    }
    return p;
  };

  return {
    update(name, done, total) {
      if (finished) return;
      const at = now();
      part(name, at, done, total).update(at, done, total);
      schedule();
    },

    complete(name) {
      if (finished) return;
      const at = now();
      part(name, at, 0, null).complete(at);
      schedule();
    },

    log(line) {
      if (finished) stream.write(`${line}\n`);
      else draw(line.split('\n'));
    },

    finish() {
      if (finished) return;
      draw();
      finished = true;
    },
  };
}
