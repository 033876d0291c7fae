import { describe, expect, it } from 'vitest';
import { currentState, NAV_ITEMS } from './nav-items';

const item = (key: string) => {
  const found = NAV_ITEMS.find((i) => i.key === key);
  if (!found) throw new Error(key);
  return found;
};

describe('main navigation', () => {
  it('links the eight sections in order', () => {
    expect(NAV_ITEMS.map((i) => i.href)).toEqual([
      '/',
      '/afstemninger',
      '/soeg',
      '/spoergsmaal',
      '/moeder',
      '/kommende',
      '/aktoerer',
      '/partier',
    ]);
  });

  it('marks the page itself and the pages of its section', () => {
    expect(currentState(item('home'), '/')).toBe('page');
    expect(currentState(item('home'), '/moeder')).toBeUndefined();
    expect(currentState(item('meetings'), '/moeder')).toBe('page');
    expect(currentState(item('meetings'), '/moede/4234')).toBe('true');
    expect(currentState(item('votes'), '/afstemning/7')).toBe('true');
    expect(currentState(item('cases'), '/sag/12')).toBe('true');
    expect(currentState(item('actors'), '/aktoer/5')).toBe('true');
    expect(currentState(item('parties'), '/parti/S')).toBe('true');
    expect(currentState(item('questions'), '/spoergsmaal/svartider')).toBe('true');
    expect(currentState(item('votes'), '/afstemningerne')).toBeUndefined();
  });
});
