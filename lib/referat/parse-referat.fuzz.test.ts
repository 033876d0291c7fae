/**
 * Fuzzing `parseReferat` with inputs from the dataset generator's seeded PRNG: the example sitting in all three
 * eras' forms, mutated with markup and text pieces, and grown to large sizes. Whatever the input, the parser either
 * returns a sitting whose ordinals run 1…n in document order, or throws ReferatRejectedError — never another error —
 * and finishes within a hang bound that grows with the input's size (lib/text-fuzz.fixture.ts).
 */
import { describe, expect, it } from 'vitest';
import { Random } from '@/lib/dataset/random';
import { describeInput, FUZZ_SIZES, grow, mutate, withinBudget } from '@/lib/text-fuzz.fixture';
import { parseReferat } from './parse-referat';
import { ReferatRejectedError } from './referat-error';
import { EXAMPLE_SITTING } from './referat-example.fixture';
import { referatXml } from './referat-xml.fixture';
import type { ParsedSitting } from './types';

const DOCUMENTS = (['legacy', 'tingdok', 'preliminary'] as const).map((era) =>
  referatXml(EXAMPLE_SITTING, era),
);

/** Text that keeps a document well-formed where it lands inside an element's text, so the structure is read. */
const TEXT_PIECES = ['&amp;', '&lt;Tale&gt;', '&#229;', '138', '007', ' ', '\n', '\u00a0', 'Mødet', ']]&gt;'];

/** Pieces that break or bend the structure: tags of the transcript's own elements, prefixes, entities, CDATA. */
const PIECES = [
  '<',
  '>',
  '</',
  '/>',
  '<Tale>',
  '</Tale>',
  '<Tale/>',
  '<TaleSegment>',
  '</TaleSegment>',
  '<DagsordenPunkt>',
  '</DagsordenPunkt>',
  '<DagsordenUnderpunkt>',
  '</DagsordenUnderpunkt>',
  '<Aktivitet>',
  '<Exitus>',
  '</Exitus>',
  '<Linea>',
  '<Char>',
  '</Char>',
  '<Explicatus>',
  '<MetaSpeakerMP/>',
  '<OratorRole>Pause</OratorRole>',
  '<MetaMeeting>',
  '<ns0:Char>',
  '</ns0:Char>',
  ' tingdokID="7"',
  ' edixistatus="Foreløbig"',
  '<![CDATA[',
  ']]>',
  '<!--',
  '-->',
  '<?xml version="1.0"?>',
  '&amp;',
  '&#229;',
  '&#x0;',
  '&',
  '"',
  '138',
  ' ',
  '\n',
  '\u00a0',
  '\u0000',
  '\ufffd',
  'Mødet',
];

/** Parses within the hang bound: a sitting, or null when the file was rejected; any other error fails the test. */
function parseChecked(xml: string): ParsedSitting | null {
  return withinBudget((text) => {
    try {
      const sitting = parseReferat(text, 'fuzz.xml');
      const ordinals = sitting.items
        .flatMap((item) => item.entries.map((entry) => entry.ordinal))
        .sort((a, b) => a - b);
      expect(ordinals, describeInput(text)).toEqual(ordinals.map((_, index) => index + 1));
      return sitting;
    } catch (error) {
      if (error instanceof ReferatRejectedError) {
        expect(error.message).toBe(`fuzz.xml: ${error.reason}`);
        return null;
      }
      throw error;
    }
  }, xml);
}

/** The document with `filler` inserted where some element's text begins. */
function insertIntoText(rng: Random, xml: string, filler: string): string {
  const starts = [...xml.matchAll(/>(?=[^<\s])/g)].map((m) => m.index + 1);
  const at = rng.pick(starts);
  return xml.slice(0, at) + filler + xml.slice(at);
}

describe('parseReferat fuzz', () => {
  it('returns a sitting or rejects the file, never another error, on 1,500 mutated documents', () => {
    const rng = new Random(0x2e7a);
    let read = 0;
    for (let i = 0; i < 1500; i += 1) {
      const xml = rng.pick(DOCUMENTS);
      const mutated =
        i % 2 === 0 ? mutate(rng, xml, PIECES) : insertIntoText(rng, xml, rng.pick(TEXT_PIECES));
      if (parseChecked(mutated)) read += 1;
    }
    // Text insertions leave the file well-formed, so the structure is read too, not only the XML parser.
    expect(read).toBeGreaterThan(600);
    expect(read).toBeLessThan(1500);
  });

  it.each(FUZZ_SIZES)(
    'reads or rejects 12 documents with %i characters of pieces inside within the hang bound',
    (size) => {
      const rng = new Random(0x2e7a + size);
      for (let i = 0; i < 12; i += 1) {
        const xml = rng.pick(DOCUMENTS);
        parseChecked(insertIntoText(rng, xml, grow(rng, PIECES, size, xml)));
      }
    },
  );

  it('reads a speech of 200,000 characters of escaped text whole', () => {
    const text = 'a &lt; b &amp; 138 '.repeat(10_000);
    const xml = DOCUMENTS[0]?.replace('Mødet er åbnet.', text) ?? '';
    const first = parseChecked(xml)?.items[0]?.entries[0];
    expect(first?.kind === 'speech' && first.segments[0]?.paragraphs[0]?.length).toBe(
      'a < b & 138 '.repeat(10_000).trim().length,
    );
  });
});
