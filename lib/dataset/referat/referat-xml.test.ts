import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { parseReferat } from '@/lib/referat/parse-referat';
import { ReferatRejectedError } from '@/lib/referat/referat-error';
import { writeReferatXml } from './referat-xml';
import { fixtureDraft } from './sitting-draft.fixture';
import { truncateXml } from './truncate-xml';

describe('writeReferatXml', () => {
  it('writes a well-formed file in each era', () => {
    for (const era of ['legacy', 'tingdok', 'preliminary'] as const) {
      const xml = writeReferatXml(fixtureDraft(era));
      expect(XMLValidator.validate(xml), era).toBe(true);
    }
  });

  it('writes legacy files pretty-printed, without a namespace or any tingdokID', () => {
    const xml = writeReferatXml(fixtureDraft('legacy'));
    expect(xml.split('\n').length).toBeGreaterThan(100);
    expect(xml).not.toMatch(/xmlns|tingdokID|edixistatus/);
    expect(xml).toContain('<Dokument>');
    expect(xml).toContain('<EdixiStatus>Typeset</EdixiStatus>');
  });

  it('writes tingdok files on one line with a namespace prefix and tingdokIDs on the meeting and speakers', () => {
    const xml = writeReferatXml(fixtureDraft('tingdok'));
    expect(xml.split('\n')).toHaveLength(1);
    expect(xml).toMatch(/^<\?xml[^>]*\?><ft:Dokument xmlns:ft="[^"]+">/);
    expect(xml).toMatch(/<ft:MetaMeeting tingdokID="[0-9a-f-]{36}"><ft:ParliamentarySession>20131</);
    expect(xml).toMatch(/<ft:MetaSpeakerMP tingdokID="[0-9a-f-]{36}">/);
    expect(xml).not.toContain('edixistatus');
  });

  it('marks preliminary files on the root and their segments Released, Proofed or Available', () => {
    const xml = writeReferatXml(fixtureDraft('preliminary'));
    expect(xml).toMatch(/<ft:Dokument [^>]*edixistatus="Foreløbig"/);
    const statuses = new Set([...xml.matchAll(/<ft:EdixiStatus>(\w+)</g)].map((m) => m[1]));
    expect([...statuses].every((s) => ['Released', 'Proofed', 'Available'].includes(s ?? ''))).toBe(true);
  });

  it('puts numbers in Char runs of their own, escapes markup and leaves only the last segment without an end', () => {
    const xml = writeReferatXml(fixtureDraft('legacy'));
    expect(xml).toMatch(/<Char>\d+<\/Char>/);
    expect(xml).toContain('skattekontrolloven &amp; ');
    expect(xml).toContain('Om &lt;bedre&gt; &quot;tilsyn&quot;');
    const segments = xml.split('<MetaSpeechSegment>').slice(1);
    expect(segments.filter((s) => !s.includes('<EndDateTime>'))).toHaveLength(1);
    expect(segments.at(-1)).not.toContain('<EndDateTime>');
  });
});

describe('a written file read back by the sync parser', () => {
  it('gives the sitting that was meant, in each era', () => {
    for (const era of ['legacy', 'tingdok', 'preliminary'] as const) {
      const draft = fixtureDraft(era, 120);
      const xml = writeReferatXml(draft);
      expect(parseReferat(xml, `20131_M7_${era}.xml`), era).toEqual(draft.sitting);
    }
  });

  it('is rejected when truncated', () => {
    const xml = truncateXml(writeReferatXml(fixtureDraft('legacy')));
    expect(() => parseReferat(xml, 'cut.xml')).toThrow(ReferatRejectedError);
  });
});
