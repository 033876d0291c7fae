import { describe, expect, it } from 'vitest';
import { createProgressDisplay } from './create-progress-display';
import { FakeTerminal } from './terminal.fixture';

function run(stream: FakeTerminal, tty?: boolean) {
  let t = 0;
  const display = createProgressDisplay({ stream, tty, now: () => t, unit: 'steps' });
  display.update('samlinger', 0, 4);
  t = 2000;
  display.update('samlinger', 4, 4);
  display.complete('samlinger');
  display.finish();
  return stream.text;
}

describe('createProgressDisplay', () => {
  it('prints plain lines when the stream is not a terminal', () => {
    expect(run(new FakeTerminal(false))).toBe(
      'samlinger started: 0/4\nsamlinger done: 4 steps in 0:02 (2.0 steps/s)\n',
    );
  });

  it('draws bars when the stream is a terminal', () => {
    expect(run(new FakeTerminal(true, 60))).toBe(
      `\x1b[2Ksamlinger [${'-'.repeat(22)}] 0/4 0.0% – steps/s ETA –\n` +
        `\x1b[1A\x1b[2Ksamlinger [${'#'.repeat(15)}] 4/4 100.0% 2.0 steps/s ETA 0:00\n` +
        // complete() came within the throttle; finish() draws it
        `\x1b[1A\x1b[2Ksamlinger [${'#'.repeat(14)}] 4/4 100.0% 2.0 steps/s done 0:02\n`,
    );
  });

  it('follows the tty option over the stream', () => {
    expect(run(new FakeTerminal(true, 60), false)).not.toContain('\x1b');
    expect(run(new FakeTerminal(false, 60), true)).toContain('\x1b[1A');
  });
});
