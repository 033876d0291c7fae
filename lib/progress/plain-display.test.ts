import { describe, expect, it } from 'vitest';
import { createPlainDisplay } from './plain-display';
import { FakeTerminal } from './terminal.fixture';

function setup() {
  const stream = new FakeTerminal(false);
  const clock = { t: 0 };
  const display = createPlainDisplay({ stream, now: () => clock.t, unit: 'rows', everyMs: 10_000 });
  const at = (t: number, act: () => void) => {
    clock.t = t;
    act();
  };
  return { stream, display, at };
}

describe('plain progress display', () => {
  it('prints a start, at most a line per part per interval while counts change, and a done line', () => {
    const { stream, display, at } = setup();
    at(0, () => display.update('Stemme', 0, 1_800_000));
    at(5000, () => display.update('Stemme', 40_500, 1_800_000));
    at(10_000, () => display.update('Stemme', 81_000, 1_800_000));
    at(12_000, () => display.update('Afstemning', 0, 4000));
    at(13_000, () => display.update('Afstemning', 4000, 4000));
    at(14_000, () => display.complete('Afstemning'));
    at(20_000, () => display.update('Stemme', 81_000, 1_800_000));
    at(21_000, () => display.update('Stemme', 120_000, 1_800_000));
    at(21_000, () => display.log('Stemme: side 120 hentet'));
    at(25_000, () => display.update('Stemme', 150_000, 1_800_000));
    at(26_000, () => display.finish());
    expect(stream.text.split('\n')).toEqual([
      'Stemme started: 0/1,800,000',
      'Stemme 81,000/1,800,000 (4.5%) 8,100 rows/s ETA 3:32',
      'Afstemning started: 0/4,000',
      'Afstemning done: 4,000 rows in 0:02 (2,000 rows/s)',
      // 20 s: ten seconds on but nothing changed, so nothing printed
      // 21 s: rate over the window from 10 s (the newest sample at or before 16 s): 39,000 rows in 11 s
      'Stemme 120,000/1,800,000 (6.7%) 3,545 rows/s ETA 7:54',
      'Stemme: side 120 hentet',
      // finish at 26 s: the counts changed since the last line; window from 21 s: 30,000 rows in 5 s
      'Stemme 150,000/1,800,000 (8.3%) 6,000 rows/s ETA 4:35',
      '',
    ]);
    expect(stream.text).not.toContain('\x1b');
  });

  it('prints nothing at the finish when every part was printed as it is', () => {
    const { stream, display, at } = setup();
    at(0, () => display.update('Sag', 0, null));
    at(10_000, () => display.update('Sag', 500, null));
    at(11_000, () => display.finish());
    expect(stream.writes).toEqual(['Sag started\n', 'Sag 500 50 rows/s ETA –\n']);
  });

  it('finishes once, then ignores updates and still prints logs', () => {
    const { stream, display, at } = setup();
    at(0, () => display.update('Sag', 1, 2));
    at(1000, () => display.update('Sag', 2, 2));
    at(2000, () => display.finish());
    at(20_000, () => {
      display.finish();
      display.update('Sag', 2, 2);
      display.complete('Sag');
      display.log('færdig');
    });
    expect(stream.writes).toEqual([
      'Sag started: 1/2\n',
      'Sag 2/2 (100.0%) 0.5 rows/s ETA 0:00\n',
      'færdig\n',
    ]);
  });

  it('completes a part it never saw, once', () => {
    const { stream, display, at } = setup();
    at(0, () => display.complete('Periode'));
    at(1, () => display.complete('Periode'));
    expect(stream.writes).toEqual(['Periode done: 0 rows in 0:00\n']);
  });
});
