import { describe, expect, it } from 'vitest';
import { PartProgress } from './part-progress';
import { visibleParts } from './visible-parts';

/** `states`: c = complete, r = running (rows done), w = waiting (nothing done). */
function parts(states: string): PartProgress[] {
  return [...states].map((state, i) => {
    const part = new PartProgress(`set${i}`, 0, state === 'w' ? 0 : 5, 10);
    if (state === 'c') part.complete(1);
    return part;
  });
}

const names = (shown: PartProgress[]) => shown.map((p) => p.name);

describe('visibleParts', () => {
  it('shows every part in order when they fit', () => {
    const { shown, summary } = visibleParts(parts('crw'), 3);
    expect(names(shown)).toEqual(['set0', 'set1', 'set2']);
    expect(summary).toBeNull();
  });

  it('shows the running parts and sums up the rest when they do not fit', () => {
    const { shown, summary } = visibleParts(parts('ccrcwrww'), 4);
    expect(names(shown)).toEqual(['set2', 'set5']);
    expect(summary).toBe('3 parts done, 3 waiting');
  });

  it('counts the running parts that do not fit either', () => {
    const { shown, summary } = visibleParts(parts('crrrrw'), 3);
    expect(names(shown)).toEqual(['set1', 'set2']);
    expect(summary).toBe('1 part done, 1 waiting, 2 more running');
  });
});
