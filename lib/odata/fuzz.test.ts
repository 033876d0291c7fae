/**
 * Deterministic fuzzing: ~5,000 inputs built from the grammar's own tokens, or mutated from the parser table,
 * fed to every entry point. Each call must finish quickly and either succeed (and then print and re-parse to the
 * same tree) or throw one of the layer's two error classes; nothing else (no TypeError, no RangeError from
 * deep recursion, no hang).
 */

import { describe, expect, it } from 'vitest';
import { ODataLimitError, ODataSyntaxError } from './errors';
import { parseExpand, parseFilter, parseOrderBy, parseSelect } from './parser';
import { FILTER_CASES, withoutPositions } from './parser.fixture';
import {
  escapeQueryValue,
  printExpand,
  printFilter,
  printOrderBy,
  printQueryOptions,
  printSelect,
} from './printer';
import { parseQueryOptions, parseResourcePath } from './query-options';

const INPUTS = 5_000;
// A hang detector, not a speed test: generous, because CI machines are shared and noisy.
const MAX_MS_PER_CALL = 2_000;

/** mulberry32: a small seeded PRNG, so every run sees the same inputs. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const random = prng(0x0da_2025);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const VOCABULARY = [
  ...['a', 'id', 'titel', 'Aktør', 'navn', 'aktørid', 'Stemme', 'Dagsordenspunkt', 's', 'x', 'd', 'Sag'],
  ...['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'and', 'or', 'not', 'add', 'sub', 'mul', 'div', 'mod'],
  ...[
    'any',
    'all',
    'asc',
    'desc',
    'true',
    'false',
    'null',
    'substringof',
    'substring',
    'year',
    'concat',
    'foo',
  ],
  ...[
    '/',
    '(',
    ')',
    ',',
    ':',
    '*',
    '-',
    '=',
    "'",
    '$expand',
    '%24expand',
    '$select',
    '%',
    '$',
    '#',
    '.',
    '+',
  ],
  ...['5', '-3', '0', '1.5', '2d', '5L', '1e9', '1e999', '99999999999999999999', "'x'", "'O''Brien'", "''"],
  ...[
    "datetime'2014-09-22T15:44:12'",
    "datetime'2014-02-30'",
    "datetime'",
    "guid'0f8fad5b-d9cb-469f-a165-70867728950e'",
  ],
  ...[
    '2023-11-25T10:00:00.000Z',
    '2023-13-25T10:00',
    'X',
    "binary'00'",
    'æøå',
    '😀',
    '\u0000',
    '\ud800',
    '\t',
  ],
];

const CORPUS = [
  ...FILTER_CASES.map(([text]) => text),
  'titel desc, id',
  'id,titel,Møde/*',
  'Sagstrin/Afstemning,SagAktør,Dagsordenspunkt($expand=Sag)',
  'A($expand=B($expand=C),D)',
];

function tokenSoup(): string {
  return Array.from({ length: between(1, 30) }, () => pick(VOCABULARY)).join(random() < 0.5 ? ' ' : '');
}

function mutate(text: string): string {
  let result = text;
  for (let edits = between(1, 4); edits > 0; edits--) {
    const at = between(0, result.length);
    switch (between(0, 5)) {
      case 0:
        result = result.slice(0, at) + result.slice(at + between(1, 5));
        break;
      case 1:
        result = result.slice(0, at) + pick(VOCABULARY) + result.slice(at);
        break;
      case 2:
        result = result.slice(0, at) + pick(['(', ')', "'", '/', ',', ' ', '-']) + result.slice(at);
        break;
      case 3:
        result =
          result.slice(0, at) +
          result.slice(at, at + between(1, 20)).repeat(between(2, 40)) +
          result.slice(at);
        break;
      case 4:
        result = result.slice(0, at);
        break;
      default:
        result =
          result.slice(0, at) +
          result.slice(at + 1, at + 2) +
          result.slice(at, at + 1) +
          result.slice(at + 2);
    }
  }
  return result;
}

function deepNesting(): string {
  const open = pick(['(', 'not ', '-', 'tolower(', 'A/any(x:', 'A($expand=']);
  return open.repeat(between(90, 400)) + pick(['a', 'true', 'x/b eq 1', 'B']);
}

function nextInput(i: number): string {
  if (i % 50 === 0) return deepNesting();
  return random() < 0.4 ? tokenSoup() : mutate(pick(CORPUS));
}

/** Parses, prints, and parses the print again: the two trees must agree up to positions. */
function roundTrip<T>(parse: (text: string) => T, print: (tree: T) => string): (input: string) => void {
  return (input) => {
    const tree = parse(input);
    expect(withoutPositions(parse(print(tree)))).toStrictEqual(withoutPositions(tree));
  };
}

const ROUND_TRIPS = [
  roundTrip(parseFilter, printFilter),
  roundTrip(parseOrderBy, printOrderBy),
  roundTrip(parseSelect, printSelect),
  roundTrip(parseExpand, printExpand),
];

/** Calls `run` and fails on anything but success or one of the layer's two errors, or on a slow call. */
function survive(run: () => void, input: string): boolean {
  const started = performance.now();
  let ok = true;
  try {
    run();
  } catch (error) {
    if (!(error instanceof ODataSyntaxError || error instanceof ODataLimitError)) {
      throw new Error(`${String(error)} for input ${JSON.stringify(input)}`);
    }
    ok = false;
  }
  const elapsed = performance.now() - started;
  if (elapsed > MAX_MS_PER_CALL)
    throw new Error(`${elapsed.toFixed(1)} ms for input ${JSON.stringify(input)}`);
  return ok;
}

describe('fuzz', () => {
  it(`parses ${INPUTS} random and mutated inputs safely, and round-trips what it accepts`, () => {
    let accepted = 0;
    for (let i = 0; i < INPUTS; i++) {
      const input = nextInput(i);
      for (const run of ROUND_TRIPS) {
        const ok = survive(() => run(input), input);
        if (ok) accepted++;
      }
    }
    // The inputs are close enough to the grammar that a fair share parses; otherwise this tests little.
    expect(accepted).toBeGreaterThan(INPUTS / 10);
  });

  it('parses random query strings and resource paths safely', () => {
    const names = ['$filter', '$select', '$orderby', '$expand', '$top', '$skip', '$inlinecount', '$format'];
    const values = ['5', '-1', 'x', 'allpages', 'json', 'xml', '', '2147483648', '1.5'];
    for (let i = 0; i < INPUTS / 5; i++) {
      const query = Array.from({ length: between(0, 5) }, () => {
        const name = random() < 0.9 ? pick(names) : pick(['$search', 'custom', '%24top', '$', '']);
        const value = random() < 0.5 ? pick(values) : nextInput(i);
        return `${escapeQueryValue(name).replace('%24', random() < 0.5 ? '$' : '%24')}=${escapeQueryValue(value)}`;
      }).join('&');
      survive(() => {
        const { options } = parseQueryOptions(query);
        const reparsed = parseQueryOptions(printQueryOptions(options)).options;
        expect(withoutPositions(reparsed)).toStrictEqual(withoutPositions(options));
      }, query);

      const segments = Array.from({ length: between(0, 4) }, () =>
        pick([
          'Sag',
          'Sag(5)',
          'Sag(x)',
          '$metadata',
          '%24metadata',
          'Akt%C3%B8r',
          '%zz',
          '',
          '(',
          ')',
          'Sag(1)(2)',
        ]),
      );
      survive(() => parseResourcePath(segments), segments.join('/'));
    }
  });
});
