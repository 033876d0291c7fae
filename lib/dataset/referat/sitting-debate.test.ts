import { describe, expect, it } from 'vitest';
import type { SpeakerAlias } from '@/lib/referat/speaker-aliases';
import type { ParsedSpeech } from '@/lib/referat/types';
import { fixtureDraft } from './sitting-draft.fixture';
import { DEMO_MARKER } from './speech-text';

const speechesOf = (
  era: 'legacy' | 'tingdok' | 'preliminary',
  n = 60,
  former: readonly SpeakerAlias[] = [],
) =>
  fixtureDraft(era, n, former).sitting.items.flatMap((i) =>
    i.entries.filter((e): e is ParsedSpeech => e.kind === 'speech'),
  );

describe('buildSittingDraft', () => {
  it('follows the agenda in order with the case type, number and stage of each item', () => {
    const { sitting } = fixtureDraft('legacy');
    const items = sitting.items.filter((i) => i.subItemNo === null);
    expect(items.map((i) => [i.itemNo, i.caseType, i.caseNumber, i.caseStage])).toEqual([
      ['1', null, null, null],
      ['2', 'L', '12', '1. behandling'],
      ['3', 'B', '4 A', '2. behandling'],
    ]);
    expect(sitting).toMatchObject({ samling: '20131', meetingNumber: 7, date: '2013-10-15T13:00:00' });
  });

  it('numbers speeches and events in order, with times that never go back', () => {
    const entries = fixtureDraft('tingdok').sitting.items.flatMap((i) => i.entries);
    expect(entries.map((e) => e.ordinal)).toEqual(entries.map((_, k) => k + 1));
    const starts = entries.map((e) => (e.kind === 'speech' ? e.segments[0]?.start : e.start) ?? '');
    expect(starts).toEqual([...starts].sort());
  });

  it('gives a first reading a spokesperson per party, ministers no party but their title, and the chair between', () => {
    const speeches = speechesOf('legacy', 200);
    const spokes = speeches.filter((s) => s.speechType === 'Ordfører');
    expect(new Set(spokes.map((s) => s.speaker.party))).toEqual(new Set(['S', 'V', 'EL']));
    const ministers = speeches.filter((s) => s.speaker.role === 'minister');
    expect(ministers.length).toBeGreaterThan(0);
    for (const m of ministers) expect(m.speaker).toMatchObject({ party: null, title: 'Skatteministeren' });
    const chair = speeches.filter((s) => s.speaker.role === 'formand');
    expect(chair.length).toBeGreaterThan(speeches.length / 4);
    for (const c of chair) expect(c.speaker).toMatchObject({ party: null, title: 'Formanden' });
  });

  it('begins every speech with the demo marker', () => {
    for (const s of speechesOf('preliminary')) expect(s.segments[0]?.paragraphs[0]).toMatch(/^\[Demotekst\]/);
    expect(DEMO_MARKER).toBe('[Demotekst]');
  });

  it('prints tingdokIDs only in the modern eras', () => {
    expect(speechesOf('legacy').every((s) => s.speaker.tingdokId === null)).toBe(true);
    expect(speechesOf('tingdok').every((s) => /^[0-9a-f-]{36}$/.test(s.speaker.tingdokId ?? ''))).toBe(true);
  });

  it('prints a renamed member under the former surname before the change', () => {
    const former = [{ printed: 'Dan Nielsen', current: 'Dan Krog', toSamling: '20151' }];
    const names = new Set(speechesOf('legacy', 400, former).map((s) => s.speaker.lastName));
    expect(names.has('Nielsen')).toBe(true);
    expect(names.has('Krog')).toBe(false);
  });

  it('has speeches of heavy-tailed length: mostly short, spokespersons thousands of characters', () => {
    const speeches = speechesOf('legacy', 2000);
    const lengths = speeches
      .map((s) => s.segments.flatMap((g) => g.paragraphs).join('\n').length)
      .sort((a, b) => a - b);
    const mean = lengths.reduce((a, b) => a + b, 0) / lengths.length;
    expect(mean).toBeGreaterThan(450);
    expect(mean).toBeLessThan(750);
    expect(lengths[Math.floor(lengths.length / 2)]).toBeLessThan(400);
    const spokes = speeches.filter((s) => s.speechType === 'Ordfører');
    const spokesMean =
      spokes.reduce((a, s) => a + s.segments.flatMap((g) => g.paragraphs).join('').length, 0) / spokes.length;
    expect(spokesMean).toBeGreaterThan(2000);
  });
});
