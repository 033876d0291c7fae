/**
 * Fuzzing `parseKonklusion` with inputs from the dataset generator's seeded PRNG: the 228 real records mutated,
 * random strings of the pieces the reader reacts to, and texts grown to 200 KB in the shapes that make a reader
 * backtrack or rescan. Whatever the input, the reader never throws, returns the full shape, and finishes within
 * a hang bound that grows with the input's size (lib/text-fuzz.fixture.ts).
 */
import { describe, expect, it } from 'vitest';
import { Random } from '@/lib/dataset/random';
import { type Konklusion, parseKonklusion } from '@/lib/konklusion';
import { PARTY_CODE } from '@/lib/konklusion-parts/party-list';
import { readKonklusion } from '@/lib/konklusion-parts/read';
import sample from './konklusion.sample.json';
import { FUZZ_SIZES, grow, mutate, withinBudget } from './text-fuzz.fixture';

const records: { konklusion: string }[] = sample;

const PIECES = [
  '(',
  ')',
  ',',
  ' og ',
  '\n',
  '\t',
  ' ',
  '.',
  '0',
  '7',
  '123',
  'stemte',
  'stemmer',
  'for',
  'imod',
  'hverken for eller imod',
  'Vedtaget',
  'Forslaget blev',
  'UFG',
  'Jon Stephensen (UFG)',
  'I alt\t',
  'Æ',
  '\u0000',
  '12 stemmer for forslaget (',
  'For stemte 5 (S, ',
  'forslag',
];

const FORMATS = ['A', 'A-table', 'B', 'B-alt', 'C', 'D', 'empty', 'unknown'];

/** The full shape, with counts that are counts and codes that are codes. */
function expectShape(k: Konklusion, text: string): void {
  expect(['vedtaget', 'forkastet', null]).toContain(k.outcome);
  expect(FORMATS).toContain(k.format);
  expect(k.remark === null || typeof k.remark === 'string').toBe(true);
  for (const v of [k.for, k.against, k.abstain]) {
    expect(v.count === null || (Number.isSafeInteger(v.count) && v.count >= 0), JSON.stringify(text)).toBe(
      true,
    );
    expect(v.parties.every((p) => PARTY_CODE.test(p))).toBe(true);
    expect(v.members.every((m) => m.name.trim() !== '' && PARTY_CODE.test(m.party))).toBe(true);
  }
}

/** Reads the text with the unguarded reader (the try/catch in parseKonklusion is a last resort) within budget. */
function readChecked(text: string): Konklusion {
  const k = withinBudget(readKonklusion, text);
  expect(parseKonklusion(text)).toEqual(k);
  expectShape(k, text);
  return k;
}

describe('parseKonklusion fuzz', () => {
  it('never throws and always returns the full shape on 2,000 mutated and random strings', () => {
    const rng = new Random(20250611);
    for (let i = 0; i < 2000; i += 1) {
      const text =
        i % 4 === 0
          ? Array.from({ length: rng.int(0, 30) }, () => rng.pick(PIECES)).join('')
          : mutate(rng, rng.pick(records).konklusion, PIECES);
      readChecked(text);
    }
  });

  it.each(FUZZ_SIZES)('reads 24 grown inputs of %i characters each within the hang bound', (size) => {
    const rng = new Random(0x4b0 + size);
    for (let i = 0; i < 24; i += 1) {
      const record = rng.pick(records).konklusion;
      // Most inputs keep a real outcome line in front, so the clause and list readers run over the rest.
      const head = i % 3 === 0 ? '' : record.slice(0, rng.int(0, record.length));
      readChecked(head + grow(rng, PIECES, size - head.length, record));
    }
  });

  it('stays fast on long adversarial input', () => {
    const texts = [
      `Vedtaget ${'1'.repeat(50_000)} stemmer`,
      `Vedtaget\nFor stemte 1 (${'('.repeat(20_000)}`,
      `Forslaget blev vedtaget. ${'imod stemte 1 '.repeat(5_000)}`,
      `Vedtaget ${'S, og '.repeat(10_000)}`,
      `Vedtaget\nFor stemte 1 (S${' '.repeat(50_000)}x)`,
      `Vedtaget 1${' '.repeat(50_000)}x`,
      `Vedtaget ${'12 stemmer '.repeat(20_000)}`,
      `Vedtaget\n1 stemmer for ${'a'.repeat(100_000)}forslag`,
    ];
    for (const text of texts) expect(readChecked(text).outcome).toBe('vedtaget');
  });
});
