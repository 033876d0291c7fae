import { describe, expect, it } from 'vitest';
import { ODataLimitError } from './errors';
import { MAX_DEPTH, MAX_OPTION_LENGTH, MAX_TOKENS } from './limits';
import { parseExpand, parseFilter } from './parser';
import { printFilter } from './printer';

/** Runs `parse`, which must be refused with an ODataLimitError without hanging (a generous bound: CI is noisy). */
function refusedQuickly(parse: () => unknown, ms = 2_000): ODataLimitError {
  const started = performance.now();
  let error: unknown;
  try {
    parse();
  } catch (caught) {
    error = caught;
  }
  expect(performance.now() - started).toBeLessThan(ms);
  expect(error).toBeInstanceOf(ODataLimitError);
  return error as ODataLimitError;
}

const nested = (open: (level: number) => string, inner: string, close: string, levels: number) =>
  Array.from({ length: levels }, (_, level) => open(level)).join('') + inner + close.repeat(levels);

describe('limits', () => {
  it("refuses '('.repeat(100000) by its length, without reading it", () => {
    const error = refusedQuickly(() => parseFilter('('.repeat(100_000)));
    expect(error).toMatchObject({
      limit: 'length',
      max: MAX_OPTION_LENGTH,
      option: '$filter',
      position: null,
    });
    expect(error.message).toBe('$filter is longer than 8000 characters');
  });

  it("refuses '('.repeat(7000) by its token count", () => {
    expect(refusedQuickly(() => parseFilter('('.repeat(7_000)))).toMatchObject({
      limit: 'tokens',
      max: MAX_TOKENS,
    });
  });

  // [name, opening text of one level, innermost text, closing text, offset of the nesting token in the opening]
  it.each<[string, (level: number) => string, string, string, number]>([
    ['parentheses', () => '(', 'a', ')', 0],
    ['not', () => 'not ', 'a', '', 0],
    ['unary minus', () => '-', 'a', '', 0],
    ['function calls', () => 'tolower(', 'a', ')', 0],
    ['lambdas', (level) => `A/any(x${level}:`, 'true', ')', 2],
    ['a mix', (level) => ['(', 'not ', '-', 'trim(', `B/all(y${level}:`][level % 5]!, 'a', '', 0],
  ])('accepts %s nested MAX_DEPTH deep and refuses one level more', (_name, open, inner, close, at) => {
    expect(() => parseFilter(nested(open, inner, close, MAX_DEPTH))).not.toThrow(ODataLimitError);
    const tooDeep = nested(open, inner, close, MAX_DEPTH + 1);
    const error = refusedQuickly(() => parseFilter(tooDeep));
    expect(error).toMatchObject({ limit: 'depth', max: MAX_DEPTH, option: '$filter' });
    expect(error.position).toBe(nested(open, '', '', MAX_DEPTH).length + at);
  });

  it('parses and prints nesting at the limit', () => {
    const text = nested(() => '(', 'a eq 1', ')', MAX_DEPTH);
    expect(printFilter(parseFilter(text))).toBe('a eq 1');
  });

  it('counts nested $expand levels too', () => {
    const deep = (levels: number) => nested(() => 'A($expand=', 'B', ')', levels);
    expect(() => parseExpand(deep(MAX_DEPTH))).not.toThrow();
    expect(refusedQuickly(() => parseExpand(deep(MAX_DEPTH + 1)))).toMatchObject({
      limit: 'depth',
      option: '$expand',
    });
  });

  it('keeps a long flat chain within the token limit parseable and printable', () => {
    const chain = Array.from({ length: 240 }, (_, i) => `id eq ${i}`).join(' or ');
    expect(printFilter(parseFilter(chain))).toBe(chain);
    expect(refusedQuickly(() => parseFilter(`${chain} or `.repeat(2)))).toMatchObject({ limit: 'tokens' });
  });
});
