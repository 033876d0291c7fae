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
    expect(documentTitle(rng, 'Svar', { date: '2025-05-07', questionNumber: 123 })).toBe('Svar på spm. 123');
    expect(documentTitle(rng, 'Svar', { date: '2025-05-07', questionNumber: 7, answer: 'preliminary' })).toBe(
      'Foreløbigt svar på spm. 7',
    );
    expect(documentTitle(rng, 'Dagsorden', { date: '2025-05-07', area })).toBe(
      'Dagsorden for møde i Sundhedsudvalget den 7. maj 2025',
    );
    expect(documentTitle(rng, 'Ugeplan', { date: '2024-12-30' })).toBe('Ugeplan for uge 1, 2025');
    expect(documentTitle(rng, 'Forslagstekst', { date: '2025-05-07', caseNumber: 'B 3' })).toMatch(
      /^Beslutningsforslag som /,
    );
  });

  it('titles committee questions and their answers in the folder they are numbered in, as ft.dk does', () => {
    const rng = new Random(6);
    const question = { date: '2025-05-07', caseNumber: 'SAU Alm.del', questionNumber: 192 };
    const titled = { ...question, questionTitle: 'Kommentar til henvendelsen af 13/12-24 fra KL' };
    expect(documentTitle(rng, 'Spørgsmål', titled)).toBe(
      'SAU alm. del - spørgsmål 192 om kommentar til henvendelsen af 13/12-24 fra KL',
    );
    expect(documentTitle(rng, 'Svar', titled)).toBe(
      'SAU alm. del - svar på spm. 192 om kommentar til henvendelsen af 13/12-24 fra KL',
    );
    expect(documentTitle(rng, 'Svar', { ...question, answer: 'supplementary' })).toBe(
      'SAU alm. del - supplerende svar på spm. 192',
    );
    expect(
      documentTitle(rng, 'Spørgsmål', { date: '2025-05-07', caseNumber: 'L 12', questionNumber: 3 }),
    ).toBe('L 12 - spørgsmål 3');
    expect(documentTitle(rng, 'Spørgsmål', { date: '2025-05-07', questionNumber: 3 })).toBe('Spørgsmål 3');
  });

  it('titles a § 20 question by its text and its answer "Svar på spm. nr. S …: <the question>"', () => {
    const rng = new Random(7);
    const ctx = { date: '2025-05-07', caseNumber: 'S 725', caseTitle: 'Hvad vil ministeren gøre?' };
    expect(documentTitle(rng, '§ 20-spørgsmål', ctx)).toBe('Hvad vil ministeren gøre?');
    expect(documentTitle(rng, 'Svar', ctx)).toBe('Svar på spm. nr. S 725: Hvad vil ministeren gøre?');
    expect(documentTitle(rng, 'Svar', { ...ctx, answer: 'preliminary' })).toBe(
      'Foreløbigt svar på spm. nr. S 725: Hvad vil ministeren gøre?',
    );
  });
});
