import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeTerminal } from './terminal.fixture';
import { createTtyDisplay } from './tty-display';

function setup(columns = 80, rows?: number) {
  const stream = new FakeTerminal(true, columns, rows);
  const clock = { t: 0 };
  const display = createTtyDisplay({ stream, now: () => clock.t, unit: 'rows', redrawMs: 100 });
  const at = (t: number, act: () => void) => {
    clock.t = t;
    act();
  };
  return { stream, display, at };
}

const dashes = (n: number) => '-'.repeat(n);
const hashes = (n: number) => '#'.repeat(n);

afterEach(() => {
  vi.useRealTimers();
});

describe('terminal progress display', () => {
  it('draws at once, then redraws in place no more often than the throttle allows', () => {
    const { stream, display, at } = setup();
    at(0, () => display.update('Stemme', 0, 1000));
    at(50, () => display.update('Stemme', 100, 1000));
    at(1500, () => display.update('Stemme', 300, 1000));
    expect(stream.writes).toEqual([
      `\x1b[2KStemme [${dashes(40)}] 0/1,000 0.0% – rows/s ETA –\n`,
      // 300 rows in 1.5 s: 200 rows/s, 700 left in 3.5 s
      `\x1b[1A\x1b[2KStemme [${hashes(10)}${dashes(24)}] 300/1,000 30.0% 200 rows/s ETA 0:04\n`,
    ]);
    expect(stream.screen).toEqual([
      `Stemme [${hashes(10)}${dashes(24)}] 300/1,000 30.0% 200 rows/s ETA 0:04`,
    ]);
  });

  it('shows parts in first-update order with aligned columns', () => {
    const { stream, display, at } = setup(100);
    at(0, () => display.update('Stemme', 0, 1_800_000));
    at(0, () => display.update('Afstemning', 0, 4000));
    at(2000, () => display.update('Afstemning', 4000, 4000));
    at(2000, () => display.complete('Afstemning'));
    at(5000, () => display.update('Stemme', 40_500, 1_800_000));
    expect(stream.screen).toEqual([
      `Stemme     [${dashes(39)}] 40,500/1,800,000   2.3% 8,100 rows/s ETA 3:37`,
      `Afstemning [${hashes(39)}]      4,000/4,000 100.0% 2,000 rows/s done 0:02`,
    ]);
  });

  it('prints log lines above the bars', () => {
    const { stream, display, at } = setup();
    at(0, () => display.update('Sag', 0, 10));
    at(10, () => display.log('Hentede 5 sider'));
    const bar = `\x1b[2KSag [${dashes(40)}] 0/10 0.0% – rows/s ETA –\n`;
    expect(stream.writes).toEqual([bar, `\x1b[1A\x1b[JHentede 5 sider\n${bar}`]);
    at(20, () => display.log('første\nanden'));
    expect(stream.screen).toEqual([
      'Hentede 5 sider',
      'første',
      'anden',
      `Sag [${dashes(40)}] 0/10 0.0% – rows/s ETA –`,
    ]);
  });

  it('prints a log line plainly while no bars are drawn', () => {
    const { stream, display } = setup();
    display.log('Bygger datasættet');
    expect(stream.writes).toEqual(['Bygger datasættet\n']);
  });

  it('draws the last update after the throttle even when no other update follows', () => {
    vi.useFakeTimers();
    const { stream, display, at } = setup();
    at(0, () => display.update('Sag', 0, 10));
    at(40, () => display.update('Sag', 5, 10));
    expect(stream.writes).toHaveLength(1);
    at(100, () => vi.advanceTimersByTime(60));
    expect(stream.writes).toHaveLength(2);
    expect(stream.screen).toEqual([`Sag [${hashes(20)}${dashes(20)}] 5/10 50.0% – rows/s ETA –`]);
  });

  it('finishes with a final redraw, once, leaving the cursor below the display', () => {
    const { stream, display, at } = setup();
    at(0, () => display.update('Sag', 0, 10));
    at(10, () => display.update('Sag', 10, 10));
    at(20, () => display.complete('Sag'));
    at(30, () => display.finish());
    expect(stream.screen).toEqual([`Sag [${hashes(39)}] 10/10 100.0% 500 rows/s done 0:00`]);
    expect(stream.cursorRow).toBe(1);
    const writes = stream.writes.length;
    at(1000, () => {
      display.finish();
      display.update('Sag', 11, 11);
    });
    expect(stream.writes).toHaveLength(writes);
    at(1000, () => display.log('færdig'));
    expect(stream.writes.at(-1)).toBe('færdig\n');
  });

  it('never writes a line as wide as the terminal', () => {
    const { stream, display, at } = setup(40);
    at(0, () => display.update('Dokumentaktørrolle', 0, 2_500_000));
    at(0, () => display.update('Stemme', 0, null));
    at(3000, () => display.update('Stemme', 36_000, null));
    at(3000, () => display.finish());
    // Bar dropped, names cut to eight characters, then the lines cut (nothing done in 3 s: 0.0 rows/s).
    expect(stream.screen).toEqual([
      'Dokumen… 0/2,500,000 0.0%    0.0 rows/…',
      'Stemme        36,000      12,000 rows/…',
    ]);
    for (const line of stream.screen) expect(line.length).toBeLessThan(40);
  });
});

describe('terminal progress display with many parts', () => {
  const name = (i: number) => `Set${String(i).padStart(2, '0')}`;

  it('shows the running parts and a summary line, and clears lines it no longer needs', () => {
    const { stream, display, at } = setup(100);
    at(0, () => {
      for (let i = 0; i < 50; i += 1) display.update(name(i), 0, 100);
    });
    at(100, () => display.update(name(0), 0, 100));
    // All 50 waiting: no part is running, only the summary line is shown.
    expect(stream.screen).toEqual(['0 parts done, 50 waiting']);
    at(1000, () => {
      for (let i = 0; i < 30; i += 1) {
        display.update(name(i), 100, 100);
        display.complete(name(i));
      }
      for (const i of [31, 33, 35]) display.update(name(i), 50, 100);
    });
    at(2000, () => display.update(name(33), 60, 100));
    expect(stream.screen).toEqual([
      // rates since their first update at 0 s: 50 and 60 rows in 2 s
      `Set31 [${hashes(20)}${dashes(20)}] 50/100 50.0% 25 rows/s ETA 0:02`,
      `Set33 [${hashes(24)}${dashes(16)}] 60/100 60.0% 30 rows/s ETA 0:01`,
      `Set35 [${hashes(20)}${dashes(20)}] 50/100 50.0% 25 rows/s ETA 0:02`,
      '30 parts done, 17 waiting',
    ]);
    at(3000, () => {
      for (const i of [31, 33, 35]) display.complete(name(i));
      display.finish();
    });
    expect(stream.screen).toEqual(['33 parts done, 17 waiting']);
    expect(stream.cursorRow).toBe(1);
  });

  it('keeps to the terminal height', () => {
    const { stream, display, at } = setup(60, 6);
    at(0, () => {
      for (let i = 0; i < 8; i += 1) display.update(name(i), 1, 10);
      display.finish();
    });
    expect(stream.screen).toEqual([
      `Set00 [${hashes(2)}${dashes(23)}] 1/10 10.0% – rows/s ETA –`,
      `Set01 [${hashes(2)}${dashes(23)}] 1/10 10.0% – rows/s ETA –`,
      `Set02 [${hashes(2)}${dashes(23)}] 1/10 10.0% – rows/s ETA –`,
      `Set03 [${hashes(2)}${dashes(23)}] 1/10 10.0% – rows/s ETA –`,
      '0 parts done, 0 waiting, 4 more running',
    ]);
  });
});
