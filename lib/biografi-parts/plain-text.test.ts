import { describe, expect, it } from 'vitest';
import { Random } from '@/lib/dataset/random';
import { grow, withinBudget } from '@/lib/text-fuzz.fixture';
import { stripTags, toPlainLine, toPlainParagraphs } from './plain-text';

/** What stripTags means, written the slow way: the comment-or-tag regex replaced until nothing changes. */
const COMMENT_OR_TAG = /<!--[\s\S]*?-->|<\/?[A-Za-z][A-Za-z0-9:-]*(?:\s[^<>]*)?\/?>/g;
function stripTagsSlowly(text: string): string {
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(COMMENT_OR_TAG, ' ');
  }
  return text;
}

const PIECES = [
  '<!--',
  '-->',
  '<a ',
  '<b>',
  '</p>',
  '<br/>',
  '<',
  '>',
  'x',
  ' ',
  'href="',
  '/',
  '!',
  '-',
  '\n',
];

describe('stripTags', () => {
  it.each([
    ['<p>Medlem</p> af <b>B</b>', ' Medlem  af  B '],
    ['3 < 5 > 2', '3 < 5 > 2'],
    ['før <!-- note --> efter', 'før   efter'],
    ['<!-- aldrig lukket <b>fed</b>', '<!-- aldrig lukket  fed '],
    // Removing one can complete another around it; that one goes too.
    ['<a <!-- x --> href="y">tekst', ' tekst'],
    ['<a <b>>tekst', ' tekst'],
    ['<<p>p>', '< p>'],
  ])('makes %j %j', (text, expected) => {
    expect(stripTags(text)).toBe(expected);
  });

  it('removes what the regex removes until nothing changes, on 5,000 random texts', () => {
    const rng = new Random(0x7a9);
    for (let i = 0; i < 5000; i += 1) {
      const text = grow(rng, PIECES, rng.int(1, 60));
      expect(stripTags(text), JSON.stringify(text)).toBe(stripTagsSlowly(text));
    }
  });

  it.each([
    ['unclosed comments', '<!-- x '],
    ['unclosed tags', '<a '],
    ['nested unclosed tags', '<a <b '],
    ['angle brackets', '<'],
    ['tags', '<b>'],
  ])('is linear in its input: 1 MB of %s within the hang bound', (_, piece) => {
    const text = piece.repeat(Math.ceil(1_000_000 / piece.length));
    withinBudget(toPlainLine, text);
    withinBudget(toPlainParagraphs, text);
    withinBudget(toPlainLine, `<a ${text}`);
  });
});
