import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { caseInsensitiveGlob, namePatterns } from './actor-search';

const db = new Database(':memory:');
afterAll(() => db.close());
const glob = (text: string, pattern: string) =>
  (db.prepare('SELECT ? GLOB ? AS hit').get(text, pattern) as { hit: number }).hit === 1;

describe('caseInsensitiveGlob', () => {
  it('spells every letter in both cases, Danish letters included', () => {
    expect(caseInsensitiveGlob('Sø å')).toBe('[sS][øØ] [åÅ]');
  });

  it('escapes GLOB wildcards and classes so they match themselves', () => {
    expect(caseInsensitiveGlob('a*?[]')).toBe('[aA][*][?][[][]]');
    expect(glob('a*?[]', caseInsensitiveGlob('A*?[]'))).toBe(true);
    expect(glob('abc]', caseInsensitiveGlob('a*'))).toBe(false);
  });

  it.each([
    ['Søren Ærø Åberg', 'sØREN', true],
    ['Søren Ærø Åberg', 'ærø', true],
    ['Søren Ærø Åberg', 'ÅBERG', true],
    ['Søren Ærø Åberg', 'soren', false],
    ['Gruppe 100%', '100%', true],
    ['Ib Ølund', 'b ø', true],
  ])('%j contains %j: %s', (name, text, hit) => {
    expect(glob(name, namePatterns(text).anywhere)).toBe(hit);
  });

  it('tells a name that starts with the text from one with a later word that does', () => {
    const p = namePatterns('øl');
    expect(glob('Ølund Ib', p.prefix)).toBe(true);
    expect(glob('Ib Ølund', p.prefix)).toBe(false);
    expect(glob('Ib Ølund', p.word)).toBe(true);
    expect(glob('Ib Bølund', p.word)).toBe(false);
  });
});
