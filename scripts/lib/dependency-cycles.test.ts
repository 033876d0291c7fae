import { describe, expect, it } from 'vitest';
import { compareCycles, cycleLine, cyclesOf } from './dependency-cycles';

describe('dependency cycles', () => {
  it('write a cycle from its smallest member, so each of its reports reads the same', () => {
    expect(cycleLine(['lib/store', 'lib/sql'])).toBe('lib/sql → lib/store → lib/sql');
    expect(cycleLine(['lib/sql', 'lib/store'])).toBe('lib/sql → lib/store → lib/sql');
    expect(cycleLine(['c', 'a', 'b'])).toBe('a → b → c → a');
  });

  it('keep each cycle once, folder and file cycles apart', () => {
    const folder = (from: string, ...steps: string[]) => ({
      rule: { name: 'no-folder-cycle' },
      from,
      to: steps[0] ?? '',
      cycle: steps.map((name) => ({ name })),
    });
    const cycles = cyclesOf([
      folder('lib/data', 'lib/url-state', 'lib/data'),
      folder('lib/url-state', 'lib/data', 'lib/url-state'),
      {
        rule: { name: 'no-file-cycle' },
        from: 'a.ts',
        to: 'b.ts',
        cycle: [{ name: 'b.ts' }, { name: 'a.ts' }],
      },
      { rule: { name: 'no-folder-cycle' }, from: 'lib/x', to: 'lib/y' },
    ]);
    expect(cycles).toEqual({
      folders: ['lib/data → lib/url-state → lib/data'],
      files: ['a.ts → b.ts → a.ts'],
    });
  });

  it('tell new cycles from known ones, and known ones that are gone', () => {
    const known = { folders: ['a → b → a', 'c → d → c'], files: [] };
    const found = { folders: ['a → b → a', 'e → f → e'], files: ['x.ts → y.ts → x.ts'] };
    expect(compareCycles(found, known)).toEqual({
      added: ['e → f → e', 'x.ts → y.ts → x.ts'],
      gone: ['c → d → c'],
    });
    expect(compareCycles(known, known)).toEqual({ added: [], gone: [] });
  });
});
