import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseReferat, parseReferatFile } from './parse-referat';
import { EXAMPLE_SITTING } from './referat-example.fixture';
import { referatXml } from './referat-xml.fixture';
import type { ParsedItem, ParsedSitting, PrintedSpeaker } from './types';

const FILE = '20231_M12_helemoedet.xml';

function speaker(fields: Partial<PrintedSpeaker>): PrintedSpeaker {
  return {
    firstName: null,
    lastName: null,
    party: null,
    role: null,
    title: null,
    tingdokId: null,
    ...fields,
  };
}

const HOLM = speaker({ firstName: 'Ida', lastName: 'Holm', role: 'formand', title: 'Formanden' });
const RAVN = speaker({ firstName: 'Jens', lastName: 'Ravn', party: 'V', role: 'medlem' });
const LIND = speaker({
  firstName: 'Mette',
  lastName: 'Lind',
  role: 'minister',
  title: 'Børne- og undervisningsministeren',
});
const DAHL = speaker({ firstName: 'Ole', lastName: 'Dahl', party: 'SF', role: 'medlem' });

function segment(start: string, end: string | null, paragraphs: string[]) {
  return { start, end, status: 'Typeset', paragraphs };
}

/** EXAMPLE_SITTING as the parser must read its legacy form, written out by hand. */
const EXPECTED_LEGACY: ParsedSitting = {
  samling: '20231',
  meetingNumber: 12,
  date: '2023-11-02',
  era: 'legacy',
  tingdokId: null,
  items: [
    {
      itemNo: '1',
      subItemNo: null,
      shortTitle: 'Meddelelser fra formanden',
      caseType: null,
      caseNumber: null,
      caseStage: null,
      caseTingdokId: null,
      entries: [
        {
          kind: 'speech',
          ordinal: 1,
          speaker: HOLM,
          speechType: null,
          segments: [segment('2023-11-02T13:00:00', '2023-11-02T13:01:10', ['Mødet er åbnet.'])],
        },
      ],
    },
    {
      itemNo: '2',
      subItemNo: null,
      shortTitle: 'Forespørgsel om folkeskolerne',
      caseType: 'F',
      caseNumber: '7',
      caseStage: 'Forhandling',
      caseTingdokId: null,
      entries: [
        {
          kind: 'speech',
          ordinal: 2,
          speaker: RAVN,
          speechType: 'Ordfører',
          segments: [
            segment('2023-11-02T13:01:10', '2023-11-02T13:05:00', [
              'Siden 2010 har man lukket hele 138 folkeskoler.',
              '138',
            ]),
          ],
        },
        {
          kind: 'speech',
          ordinal: 3,
          speaker: LIND,
          speechType: null,
          segments: [
            segment('2023-11-02T13:05:00', '2023-11-02T13:09:30', [
              'Tak for spørgsmålet. Jeg vil nævne tre ting:',
              '1) økonomien,',
              '2) lærerne.',
            ]),
            segment('2023-11-02T13:10:00', '2023-11-02T13:11:00', ['Det var det hele.']),
          ],
        },
        {
          kind: 'speech',
          ordinal: 4,
          speaker: RAVN,
          speechType: null,
          segments: [segment('2023-11-02T13:11:00', '2023-11-02T13:12:00', ['Et kort svar & en tak.'])],
        },
        { kind: 'event', ordinal: 5, label: 'Pause', start: '2023-11-02T13:12:00', text: 'Mødet er udsat.' },
      ],
    },
    {
      itemNo: '3',
      subItemNo: null,
      shortTitle: '1. behandling af lovforslag nr. L 4 A og L 4 B',
      caseType: 'L',
      caseNumber: '4 A',
      caseStage: '1. behandling',
      caseTingdokId: null,
      entries: [
        {
          kind: 'speech',
          ordinal: 6,
          speaker: DAHL,
          speechType: null,
          segments: [segment('2023-11-02T13:30:00', '2023-11-02T13:35:00', ['Om A-delen.'])],
        },
        {
          kind: 'speech',
          ordinal: 8,
          speaker: HOLM,
          speechType: null,
          segments: [segment('2023-11-02T13:38:00', '2023-11-02T13:39:00', ['Forhandlingen er sluttet.'])],
        },
      ],
    },
    {
      itemNo: '3',
      subItemNo: '1',
      shortTitle: 'L 4 B',
      caseType: 'L',
      caseNumber: '4 B',
      caseStage: '1. behandling',
      caseTingdokId: null,
      entries: [
        {
          kind: 'speech',
          ordinal: 7,
          speaker: DAHL,
          speechType: null,
          segments: [segment('2023-11-02T13:35:00', '2023-11-02T13:38:00', ['Om B-delen.'])],
        },
      ],
    },
    {
      itemNo: '4',
      subItemNo: null,
      shortTitle: 'Mødet slut',
      caseType: null,
      caseNumber: null,
      caseStage: null,
      caseTingdokId: null,
      entries: [
        {
          kind: 'event',
          ordinal: 9,
          label: 'Afstemning',
          start: '2023-11-02T13:39:00',
          text: 'Lovforslaget går til udvalget.',
        },
        { kind: 'event', ordinal: 10, label: null, start: '2023-11-02T13:40:00', text: '' },
        {
          kind: 'event',
          ordinal: 11,
          label: 'MødeSlut',
          start: '2023-11-02T13:40:30',
          text: 'Mødet er hævet. (Kl. 13.41).',
        },
      ],
    },
  ],
};

/** The parse without the tingdokIDs and the era: what every form of the same sitting must agree on. */
function withoutTingdok(sitting: ParsedSitting) {
  return {
    ...sitting,
    era: null,
    tingdokId: null,
    items: sitting.items.map((item: ParsedItem) => ({
      ...item,
      caseTingdokId: null,
      entries: item.entries.map((entry) =>
        entry.kind === 'speech'
          ? {
              ...entry,
              speaker: { ...entry.speaker, tingdokId: null },
              segments: entry.segments.map((s) => ({ ...s, status: null })),
            }
          : entry,
      ),
    })),
  };
}

describe('parseReferat: the three eras', () => {
  it('reads a legacy file (no namespace, pretty-printed, no tingdokID) whole', () => {
    expect(parseReferat(referatXml(EXAMPLE_SITTING, 'legacy'), FILE)).toEqual(EXPECTED_LEGACY);
  });

  it('reads a tingdok-era file (namespace prefix, one line) with its tingdokIDs', () => {
    const sitting = parseReferat(referatXml(EXAMPLE_SITTING, 'tingdok'), FILE);
    expect(sitting.era).toBe('tingdok');
    expect(sitting.tingdokId).toBe('M-20231-12');
    expect(sitting.items.map((item) => item.caseTingdokId)).toEqual([null, 'S-F7', null, 'S-L4B', null]);
    const speakers = sitting.items.flatMap((item) =>
      item.entries.flatMap((entry) => (entry.kind === 'speech' ? [entry.speaker.tingdokId] : [])),
    );
    expect(speakers).toEqual(['T-1', 'T-2', 'T-3', 'T-2', 'T-4', 'T-1', 'T-4']);
    expect(withoutTingdok(sitting)).toEqual(withoutTingdok(EXPECTED_LEGACY));
  });

  it('reads a preliminary file by the root’s edixistatus, segments with their own status', () => {
    const sitting = parseReferat(referatXml(EXAMPLE_SITTING, 'preliminary'), FILE);
    expect(sitting.era).toBe('preliminary');
    const first = sitting.items[0]?.entries[0];
    expect(first?.kind === 'speech' && first.segments[0]?.status).toBe('Released');
    expect(withoutTingdok(sitting)).toEqual(withoutTingdok(EXPECTED_LEGACY));
  });

  it('decides the era per file: a re-exported legacy sitting in modern form is tingdok, its legacy form legacy', () => {
    const old = { ...EXAMPLE_SITTING, samling: '20101', meetingNumber: '40' };
    const reexported = parseReferat(referatXml(old, 'tingdok'), '20101_M40_helemoedet.xml');
    expect(reexported).toMatchObject({ samling: '20101', meetingNumber: 40, era: 'tingdok' });
    expect(parseReferat(referatXml(old, 'legacy'), '20101_M40_helemoedet.xml').era).toBe('legacy');
  });

  it('takes a tingdokID on a speaker alone, or a namespace alone, as the tingdok form', () => {
    const legacy = referatXml(EXAMPLE_SITTING, 'legacy');
    const withId = legacy.replace('<MetaSpeakerMP>', '<MetaSpeakerMP tingdokID="99">');
    expect(parseReferat(withId, FILE).era).toBe('tingdok');
    const defaultNamespace = legacy.replace('<Dokument>', '<Dokument xmlns="http://www.ft.dk/referat">');
    expect(parseReferat(defaultNamespace, FILE).era).toBe('tingdok');
  });

  it('matches attributes by local name too', () => {
    const xml = referatXml(EXAMPLE_SITTING, 'tingdok').replace(
      '<ns0:MetaSpeakerMP tingdokID="T-1">',
      '<ns0:MetaSpeakerMP ns0:tingdokID="T-1">',
    );
    const first = parseReferat(xml, FILE).items[0]?.entries[0];
    expect(first?.kind === 'speech' && first.speaker.tingdokId).toBe('T-1');
  });
});

describe('parseReferat: text', () => {
  const one = (runs: string) =>
    referatXml(EXAMPLE_SITTING, 'tingdok').replace(
      '<ns0:Char>Mødet er åbnet.</ns0:Char>',
      `<ns0:Char>${runs}</ns0:Char>`,
    );
  const firstParagraphs = (xml: string) => {
    const first = parseReferat(xml, FILE).items[0]?.entries[0];
    return first?.kind === 'speech' ? first.segments[0]?.paragraphs : undefined;
  };

  it('keeps digit-only runs as the strings they are', () => {
    expect(firstParagraphs(one('007'))).toEqual(['007']);
    expect(firstParagraphs(one('1e3'))).toEqual(['1e3']);
    expect(firstParagraphs(one('0x1F'))).toEqual(['0x1F']);
  });

  it('decodes entities, character references and CDATA', () => {
    expect(firstParagraphs(one('R&#229;d &amp; d&#xE5;d &lt;ok&gt; <![CDATA[a < b & c]]>'))).toEqual([
      'Råd & dåd <ok> a < b & c',
    ]);
  });

  it('collapses whitespace, no-break spaces included', () => {
    expect(firstParagraphs(one('  L\u00a012   og\n\t§ 20 '))).toEqual(['L 12 og § 20']);
  });

  it('keeps a list label written as direct text or as runs', () => {
    const xml = one('Før listen').replace(
      '</ns0:Exitus></ns0:TekstGruppe>',
      '</ns0:Exitus><ns0:Index><ns0:Indentatio><ns0:Explicatus><ns0:Linea><ns0:Char>a)</ns0:Char></ns0:Linea></ns0:Explicatus><ns0:Exitus><ns0:Linea><ns0:Char>én</ns0:Char></ns0:Linea></ns0:Exitus></ns0:Indentatio><ns0:Indentatio><ns0:Explicatus>b)</ns0:Explicatus></ns0:Indentatio></ns0:Index></ns0:TekstGruppe>',
    );
    expect(firstParagraphs(xml)).toEqual(['Før listen', 'a) én', 'b)']);
  });

  it('reads a field written as lines of runs like the text: runs joined, lines spaced, layout ignored', () => {
    const xml = referatXml(EXAMPLE_SITTING, 'legacy').replace(
      /<TaleType>[\s\S]*?<\/TaleType>/,
      '<TaleType>\n  <Linea>\n    <Char>Ord</Char>\n    <Char>fører</Char>\n  </Linea>\n  <Linea><Char>(2. runde)</Char></Linea>\n</TaleType>',
    );
    const ravn = parseReferat(xml, FILE).items[1]?.entries[0];
    expect(ravn?.kind === 'speech' && ravn.speechType).toBe('Ordfører (2. runde)');
  });

  it('reads UTF-8 and UTF-16 with a byte-order mark, and Latin-1 as declared', () => {
    const utf8 = Buffer.from(`\ufeff${referatXml(EXAMPLE_SITTING, 'legacy')}`, 'utf8');
    expect(parseReferat(utf8, FILE)).toEqual(EXPECTED_LEGACY);
    const latin1 = Buffer.from(
      referatXml(EXAMPLE_SITTING, 'legacy').replace('encoding="UTF-8"', 'encoding="ISO-8859-1"'),
      'latin1',
    );
    expect(parseReferat(latin1, FILE)).toEqual(EXPECTED_LEGACY);
    const utf16 = Buffer.from(`\ufeff${referatXml(EXAMPLE_SITTING, 'legacy')}`, 'utf16le');
    expect(parseReferat(utf16, FILE)).toEqual(EXPECTED_LEGACY);
  });

  it('reads a file from disk by its path', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'referat-'));
    try {
      const file = path.join(dir, FILE);
      writeFileSync(file, referatXml(EXAMPLE_SITTING, 'legacy'));
      expect(parseReferatFile(file)).toEqual(EXPECTED_LEGACY);
      writeFileSync(file, '<Dokument>');
      expect(() => parseReferatFile(file)).toThrow(
        `${FILE}: truncated at line 1, column 10 (unclosed <Dokument>)`,
      );
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});

describe('parseReferat: structure', () => {
  it('ignores an agenda plan that lists items by the same element name', () => {
    // (An item's own text, headings and the meeting's place are skipped too: EXPECTED_LEGACY has none of them.)
    const xml = referatXml(EXAMPLE_SITTING, 'legacy').replace(
      '<DagsordenPlan>',
      '<DagsordenPlan><DagsordenPunkt><MetaFTAgendaItem><ShortTitle>Plan</ShortTitle></MetaFTAgendaItem></DagsordenPunkt>',
    );
    expect(parseReferat(xml, FILE)).toEqual(EXPECTED_LEGACY);
  });

  it('keeps a speech without segments, and a Tale without a Taler as an empty speaker’s event', () => {
    const xml = referatXml(EXAMPLE_SITTING, 'legacy').replace(
      '<Rubrica>',
      '<Tale><Taler><MetaSpeakerMP><OratorLastName>Solo</OratorLastName></MetaSpeakerMP></Taler></Tale><Tale/><Rubrica>',
    );
    const entries = parseReferat(xml, FILE).items[0]?.entries;
    expect(entries?.slice(0, 2)).toEqual([
      { kind: 'speech', ordinal: 1, speaker: speaker({ lastName: 'Solo' }), speechType: null, segments: [] },
      { kind: 'event', ordinal: 2, label: null, start: null, text: '' },
    ]);
  });
});
