import { describe, expect, it } from 'vitest';
import { printFtsQuery } from '@/lib/store/fts-query';
import { inflections, parseSpeechText, toSpeechMatchQuery } from './speech-terms';

describe('parseSpeechText', () => {
  it('reads quoted text as phrases and the rest as words', () => {
    expect(parseSpeechText('"grøn omstilling" landbrug')).toMatchObject({
      mode: 'words',
      phrases: ['grøn omstilling'],
      words: ['landbrug'],
      terms: ['grøn omstilling', 'landbrug'],
    });
  });

  it('leaves out words and phrases under 3 characters, and says so', () => {
    expect(parseSpeechText('EU "og" skat')).toMatchObject({ words: ['skat'], ignored: ['og', 'EU'] });
    expect(parseSpeechText('EU')).toMatchObject({ mode: 'short', words: [], phrases: [] });
    expect(parseSpeechText('  ')).toMatchObject({ mode: 'empty' });
  });

  it('takes a case number as one', () => {
    expect(parseSpeechText('L 12')).toMatchObject({ mode: 'case-number', caseNumber: 'L 12' });
  });

  it('reads an unclosed quote as a word', () => {
    expect(parseSpeechText('"skat')).toMatchObject({ mode: 'words', words: ['skat'], phrases: [] });
  });
});

describe('inflections', () => {
  it('adds the regular endings, the doubled consonant and the e dropped before an ending', () => {
    expect(inflections('skat')).toEqual(
      expect.arrayContaining(['skat', 'skats', 'skatten', 'skatter', 'skatterne']),
    );
    expect(inflections('klima')).toEqual(expect.arrayContaining(['klima', 'klimaet', 'klimaets']));
    expect(inflections('skole')).toEqual(expect.arrayContaining(['skole', 'skolen', 'skoler', 'skolerne']));
    expect(inflections('skole')).not.toContain('skoleen');
  });

  it('asks for a word with other than letters as written', () => {
    expect(inflections('EU’s')).toEqual(['eu’s']);
    expect(inflections('2025')).toEqual(['2025']);
  });
});

describe('toSpeechMatchQuery', () => {
  it('asks the text column for every word in some form and spelling, and for each phrase', () => {
    const query = toSpeechMatchQuery({ words: ['groenland'], phrases: ['grøn omstilling'] });
    const text = query ? printFtsQuery(query) : '';
    expect(text.startsWith('{"tekst"} : (')).toBe(true);
    expect(text).toContain('"grønland"');
    expect(text).toContain('"groenland"');
    expect(text).toContain('"grønlandet"');
    expect(text).toContain(' AND "grøn omstilling"');
    expect(toSpeechMatchQuery({ words: [], phrases: [] })).toBeNull();
  });
});
