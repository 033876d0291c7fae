import { describe, expect, it } from 'vitest';
import { Random } from '@/lib/dataset/random';
import { type DokumenttypeName, danishLongDate, documentTitle } from './documents';
import { policyArea } from './policy-areas';

// biome-ignore format: a compact list
const TYPES: readonly DokumenttypeName[] = ['Redegørelse', 'Stedfortræderbrev', 'Ministerredegørelse', 'Aktstykke',
  'Forespørgsel', 'EU-note', 'Fremsættelsestale', 'Referat', 'Formandsmeddelelse', 'Notat', 'Statsrevisorbemærkning',
  'Bilag', 'Spørgsmål', 'Indstilling til EB', 'Beretning', '§ 20-spørgsmål', 'Svar', 'Kommissionsforslag',
  'Grundnotat', 'Rådsmødedokument', 'Forslagstekst', 'Dagsorden', 'Tekstdel', 'Orlovsansøgning', 'Ugeplan', 'Andet',
  'Info-note', 'Godkendelsesindstilling'];

describe('documentTitle', () => {
  const area = policyArea('sundhed');

  it('re-exports the long date formatter', () => {
    expect(danishLongDate('2025-05-07')).toBe('7. maj 2025');
  });

  it('titles all 28 Dokumenttyper, reproducibly', () => {
    expect(TYPES).toHaveLength(28);
    for (const type of TYPES) {
      const a = documentTitle(new Random(4), type, { date: '2025-05-07', area, caseNumber: 'L 12' });
      expect(a.length).toBeGreaterThan(3);
      expect(documentTitle(new Random(4), type, { date: '2025-05-07', area, caseNumber: 'L 12' })).toBe(a);
    }
  });

  it('writes the real title forms', () => {
    const rng = new Random(5);
    expect(documentTitle(rng, 'Bilag', { date: '2025-05-07', bilag: 'betænkning' })).toBe(
      'Betænkning afgivet den 7. maj 2025',
    );
    expect(documentTitle(rng, 'Bilag', { date: '2024-03-20', bilag: 'henvendelse', sender: 'KL' })).toMatch(
      /^Henvendelse af \d+\/3-24 fra KL$/,
    );
    expect(documentTitle(rng, 'Svar', { date: '2025-05-07', questionNumber: 123 })).toMatch(
      /^(Svar på spm\. 123|Endeligt svar på spørgsmål 123)$/,
    );
    expect(documentTitle(rng, 'Svar', { date: '2025-05-07', questionNumber: 7, finalAnswer: false })).toBe(
      'Foreløbigt svar på spørgsmål 7',
    );
    expect(documentTitle(rng, 'Dagsorden', { date: '2025-05-07', area })).toBe(
      'Dagsorden for møde i Sundhedsudvalget den 7. maj 2025',
    );
    expect(documentTitle(rng, 'Ugeplan', { date: '2024-12-30' })).toBe('Ugeplan for uge 1, 2025');
    expect(documentTitle(rng, 'Forslagstekst', { date: '2025-05-07', caseNumber: 'B 3' })).toMatch(
      /^Beslutningsforslag som /,
    );
  });
});
