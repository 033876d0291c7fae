/**
 * What makes `parseReferat` refuse a file whole (docs/referat.md#what-the-parser-rejects): truncation anywhere,
 * malformed XML, bytes that are not text, a foreign root, a sitting without what identifies it, too many entries.
 */
import { describe, expect, it } from 'vitest';
import { parseReferat } from './parse-referat';
import { ReferatRejectedError } from './referat-error';
import { EXAMPLE_SITTING } from './referat-example.fixture';
import { referatXml } from './referat-xml.fixture';

const FILE = '20231_M12_helemoedet.xml';

function rejection(xml: Buffer | string, file = FILE): ReferatRejectedError {
  try {
    parseReferat(xml, file);
  } catch (error) {
    if (error instanceof ReferatRejectedError) return error;
    throw error;
  }
  throw new Error('the file was not rejected');
}

describe('parseReferat: rejected files', () => {
  const xml = referatXml(EXAMPLE_SITTING, 'legacy');

  it('rejects a truncated file, naming where and the innermost open element', () => {
    const cut = xml.slice(0, xml.indexOf('Mødet er udsat.') + 5);
    const lineNo = cut.split('\n').length;
    const column = cut.length - cut.lastIndexOf('\n') - 1;
    const error = rejection(cut);
    expect(error.file).toBe(FILE);
    expect(error.reason).toBe(`truncated at line ${lineNo}, column ${column} (unclosed <Char>)`);
    expect(error.message).toBe(`${FILE}: ${error.reason}`);
  });

  it('rejects a file truncated exactly between elements', () => {
    const end = xml.indexOf('</Tale>') + '</Tale>'.length;
    expect(rejection(xml.slice(0, end)).reason).toMatch(
      /^truncated at line \d+, column \d+ \(unclosed <Aktivitet>\)$/,
    );
    const lastItem = xml.lastIndexOf('</DagsordenPunkt>') + '</DagsordenPunkt>'.length;
    expect(rejection(xml.slice(0, lastItem)).reason).toMatch(/\(unclosed <Dokument>\)$/);
  });

  it('rejects every cut of a file, never returning part of a sitting', () => {
    for (const era of ['legacy', 'tingdok', 'preliminary'] as const) {
      const whole = referatXml(EXAMPLE_SITTING, era).trimEnd();
      for (let end = 0; end < whole.length; end += 7) {
        expect(() => parseReferat(whole.slice(0, end), FILE), `${era} cut at ${end}`).toThrow(
          ReferatRejectedError,
        );
      }
    }
  });

  it('rejects a wrong root, garbage, an empty file and bytes that are not text', () => {
    expect(rejection('<html><body>Mødet</body></html>').reason).toBe(
      'not a transcript: the root element is <html>, not <Dokument>',
    );
    expect(rejection('<ns0:Referat xmlns:ns0="x"/>').reason).toBe(
      'not a transcript: the root element is <ns0:Referat>, not <Dokument>',
    );
    expect(rejection('garbage').reason).toBe(
      'not well-formed XML at line 1, column 7: text data outside of root node',
    );
    expect(rejection('').reason).toBe('no XML element in the file (empty, or not XML)');
    expect(rejection('   \n').reason).toBe('no XML element in the file (empty, or not XML)');
    expect(rejection(Buffer.from([0x3c, 0x44, 0xff, 0xfe, 0x00, 0x80])).reason).toBe('not valid UTF-8 text');
    expect(rejection(Buffer.from('<?xml version="1.0" encoding="EBCDIC"?><Dokument/>')).reason).toBe(
      'unsupported encoding "ebcdic"',
    );
  });

  it('rejects malformed XML: a mismatched tag, an unknown entity, a second root', () => {
    expect(rejection(xml.replace('</Tale>', '</Taler>')).reason).toMatch(
      /^not well-formed XML at line \d+, column \d+: unexpected close tag/,
    );
    expect(rejection(xml.replace('Mødet er åbnet.', 'Mødet &nbsp; åbnet.')).reason).toMatch(
      /undefined entity$/,
    );
    expect(rejection(`${xml}<Dokument/>`).reason).toMatch(/documents may contain only one root$/);
  });

  it('rejects a file without what identifies its sitting', () => {
    const drop = (element: string) => xml.replace(new RegExp(`<${element}>[^<]*</${element}>`), '');
    expect(rejection(drop('ParliamentarySession')).reason).toBe('no <ParliamentarySession> in <MetaMeeting>');
    expect(rejection(drop('MeetingNumber')).reason).toBe('no <MeetingNumber> in <MetaMeeting>');
    expect(rejection(drop('DateOfSitting')).reason).toBe('no <DateOfSitting> in <MetaMeeting>');
    expect(rejection(xml.replace(/<MetaMeeting>[\s\S]*<\/MetaMeeting>/, '')).reason).toBe(
      "no <MetaMeeting>: not a sitting's transcript",
    );
    expect(rejection(xml.replace('<MeetingNumber>12<', '<MeetingNumber>M12<')).reason).toBe(
      '<MeetingNumber> "M12" is not a meeting number (1–999)',
    );
    expect(rejection(xml.replace('<ParliamentarySession>20231<', '<ParliamentarySession>2023<')).reason).toBe(
      '<ParliamentarySession> "2023" is not a samling code (five digits)',
    );
    expect(rejection(xml.replace('<DateOfSitting>2023-11-02<', '<DateOfSitting>2. nov.<')).reason).toBe(
      '<DateOfSitting> "2. nov." is not a date',
    );
  });

  it('rejects an item without its number, a speech outside any item, and nesting a transcript never has', () => {
    expect(rejection(xml.replace('<ItemNo>2</ItemNo>', '')).reason).toMatch(
      /^the <DagsordenPunkt> at line \d+, column \d+ has no <ItemNo>$/,
    );
    expect(rejection(xml.replace('<SubItemNo>1</SubItemNo>', '')).reason).toMatch(/has no <SubItemNo>$/);
    expect(rejection(xml.replace('<Rubrica>', '<TaleSegment/><Rubrica>')).reason).toMatch(
      /^<TaleSegment> outside a <Tale> at line \d+/,
    );
    expect(rejection(xml.replace('<Taler>', '<Tale/><Taler>')).reason).toMatch(
      /^<Tale> inside a <Tale> at line \d+/,
    );
    expect(rejection(xml.replace('<SubItemNo>', '<DagsordenUnderpunkt/><SubItemNo>')).reason).toMatch(
      /^<DagsordenUnderpunkt> inside a <DagsordenUnderpunkt> at line \d+/,
    );
    const stray = xml.replace('<DagsordenPlan>', '<DagsordenPlan><Tale/>');
    expect(rejection(stray).reason).toMatch(/^<Tale> outside any <DagsordenPunkt> at line \d+/);
  });

  it('rejects more speeches and events than ids can number, and takes the most they can', () => {
    const sitting = (count: number) =>
      `<Dokument><MetaMeeting><ParliamentarySession>20231</ParliamentarySession><DateOfSitting>2023-11-02</DateOfSitting><MeetingNumber>1</MeetingNumber></MetaMeeting><DagsordenPunkt><MetaFTAgendaItem><ItemNo>1</ItemNo></MetaFTAgendaItem><Aktivitet>${'<Tale><Taler><MetaSpeakerMP><OratorLastName>A</OratorLastName></MetaSpeakerMP></Taler></Tale>'.repeat(count)}</Aktivitet></DagsordenPunkt></Dokument>`;
    expect(parseReferat(sitting(9_999), FILE).items[0]?.entries).toHaveLength(9_999);
    expect(rejection(sitting(10_000)).reason).toBe(
      'more than 9,999 speeches and events (ids allow four digits each)',
    );
  });
});
