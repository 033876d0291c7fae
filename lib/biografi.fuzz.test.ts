/**
 * Fuzzing `parseBiografi` with inputs from the dataset generator's seeded PRNG: real and generated documents
 * mutated, documents whose text fields are grown to the 200 KB document limit with escaped markup, entities and
 * unclosed comments (the HTML layer the text cleaner strips), and raw markup grown to the same sizes. Whatever the
 * input, the reader never throws, returns null or a profile of plain text, and finishes within a hang bound that
 * grows with the input's size (lib/text-fuzz.fixture.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Random } from '@/lib/dataset/random';
import { currentBiografi, legacyBiografi } from '@/lib/dataset/text/biografi';
import { type Biografi, parseBiografi } from './biografi';
import { PERSON } from './biografi.fixture';
import { readBiografi } from './biografi-parts/read';
import { MAX_DOCUMENT_LENGTH, parseXmlTree } from './biografi-parts/xml-tree';
import { describeInput, FUZZ_SIZES, grow, mutate, withinBudget } from './text-fuzz.fixture';

const SAMPLE = (
  JSON.parse(readFileSync(new URL('./biografi.sample.json', import.meta.url), 'utf8')) as {
    biografi: string;
  }[]
).map((r) => r.biografi);

const DOCUMENTS = [
  ...SAMPLE,
  ...[1, 2, 3, 4, 5].map((seed) => currentBiografi(PERSON, new Random(seed))),
  ...[1, 2, 3].map((seed) => legacyBiografi({ ...PERSON, memberTo: '2019-06-05' }, new Random(seed))),
];

/** Text for inside an element: the HTML layer escaped once for XML, as ODA writes it, so the document stays well-formed. */
const FIELD_PIECES = [
  '&lt;!--',
  '--&gt;',
  '&lt;!-- note --&gt;',
  '&lt;p&gt;',
  '&lt;/p&gt;',
  '&lt;a href=&quot;x&quot; ',
  '&lt;br/&gt;',
  '&lt;',
  '&gt;',
  '&amp;',
  '&amp;oslash;',
  '&amp;#229;',
  '&amp;lt;p&amp;gt;',
  '&#229;',
  '&#160;',
  '<p>Medlem af B</p>',
  '<br/>',
  ' ',
  '\n',
  '\t',
  ',',
  ' , ',
  '(SF)',
  'født 12. maj 1970 ',
  'født ',
  'x',
];

/** Raw markup, mostly making the document malformed: the XML validator's share of the work. */
const RAW_PIECES = [
  '<',
  '>',
  '<!--',
  '-->',
  '<member>',
  '</member>',
  '<p>',
  '</p>',
  '<![CDATA[',
  ']]>',
  '<?xml version="1.0"?>',
  ' a="b"',
  '="',
  '&',
  '&lt;',
  '&#x1F600;',
  '"',
  "'",
  ' ',
  '\u0000',
];

/** Something shaped like an HTML tag: none may survive into the profile (lib/biografi-parts/types.ts). */
const TAG = /<\/?[A-Za-z][A-Za-z0-9:-]*(?:\s[^<>]*)?\/?>/;

/** Every line of text in the profile; `memberData`'s paragraphs (joined by blank lines) each on its own. */
function lines(bio: Biografi): string[] {
  return Object.values(bio).flatMap((value): string[] => {
    if (typeof value === 'string') return value.split('\n\n');
    if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? v : v.text));
    return [];
  });
}

/**
 * Reads the input within the hang bound, through the unguarded tree reader too (parseBiografi's try/catch is a
 * last resort), and checks that what comes out is null or plain text.
 */
function readChecked(xml: string): Biografi | null {
  const bio = withinBudget(parseBiografi, xml);
  const root = withinBudget(parseXmlTree, xml);
  expect(root ? readBiografi(root) : null).toEqual(bio);
  if (bio) {
    expect(['legacy', 'current']).toContain(bio.format);
    for (const text of lines(bio)) expect(text, describeInput(xml)).not.toMatch(TAG);
  }
  return bio;
}

/** The document with `filler` inserted where some element's text begins (after a `>` followed by text). */
function insertIntoText(rng: Random, xml: string, filler: string): string {
  const starts = [...xml.matchAll(/>(?=[^<\s])/g)].map((m) => m.index + 1);
  const at = starts.length > 0 ? rng.pick(starts) : xml.indexOf('>') + 1;
  return xml.slice(0, at) + filler + xml.slice(at);
}

describe('parseBiografi fuzz', () => {
  it('never throws and gives null or plain text on 1,500 mutated documents', () => {
    const rng = new Random(0xb10);
    let read = 0;
    for (let i = 0; i < 1500; i += 1) {
      const pieces = i % 2 === 0 ? FIELD_PIECES : RAW_PIECES;
      if (readChecked(mutate(rng, rng.pick(DOCUMENTS), pieces))) read += 1;
    }
    // Enough of them stay well-formed that the field readers run, not only the validator.
    expect(read).toBeGreaterThan(150);
  });

  it.each(FUZZ_SIZES)(
    'reads 12 documents grown to %i characters in their text within the hang bound',
    (size) => {
      const rng = new Random(0xb10 + size);
      // Whole pieces may overshoot a little; the document must stay under the limit to be read.
      const target = Math.min(size, MAX_DOCUMENT_LENGTH - 100);
      let read = 0;
      for (let i = 0; i < 12; i += 1) {
        const xml = rng.pick(DOCUMENTS);
        const filler = grow(rng, FIELD_PIECES, Math.max(1, target - xml.length));
        if (readChecked(insertIntoText(rng, xml, filler))) read += 1;
      }
      // Escaped markup keeps the documents well-formed, so the text cleaner sees the grown text.
      expect(read).toBeGreaterThan(6);
    },
  );

  it.each(FUZZ_SIZES)(
    'refuses or reads 12 raw-markup inputs of %i characters within the hang bound',
    (size) => {
      const rng = new Random(0x4a3 + size);
      for (let i = 0; i < 12; i += 1) {
        const xml = rng.pick(DOCUMENTS);
        readChecked(insertIntoText(rng, xml, grow(rng, RAW_PIECES, Math.max(1, size - xml.length), xml)));
      }
    },
  );

  it('reads a 196 KB field of unclosed comments within the hang bound', () => {
    const field = '&lt;!-- x '.repeat(9_800);
    const bio = readChecked(
      `<member><profession>${field}</profession><memberData>${field}</memberData></member>`,
    );
    expect(bio?.profession).toMatch(/^<!-- x <!-- x /);
  });
});
