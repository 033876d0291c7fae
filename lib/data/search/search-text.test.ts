import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { printFtsQuery } from '@/lib/store/fts-query';
import { toWordQuery } from './search-terms';
import { findMatches, fold, highlightSegments, snippet } from './search-text';

describe('fold', () => {
  it('lowers case, spells out æ, ø and å and removes other accents', () => {
    expect(fold('Café Ålborg ØSTER Ærø')).toBe('cafe aalborg oester aeroe');
    expect(fold('boligområder')).toBe(fold('BOLIGOMRAADER'));
    expect(fold('økonomi')).toBe('oekonomi');
    expect(fold('A\u030Arhus')).toBe('aarhus');
  });

  it('folds every Latin letter as the general per-character fold does', () => {
    const latin = Array.from({ length: 0x250 - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');
    const spelt: Record<string, string> = { æ: 'ae', ø: 'oe', å: 'aa' };
    const slow = [...latin]
      .map((ch) => spelt[ch.toLowerCase()] ?? ch.toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''))
      .join('');
    expect(fold(latin)).toBe(slow);
    expect(fold('Ἀθῆναι İstanbul')).toBe('αθηναι istanbul');
  });
});

describe('findMatches', () => {
  it('finds every occurrence of every term, case- and accent-insensitively', () => {
    expect(findMatches('Klima og klimaet; KLIMA', ['klima'])).toEqual([
      [0, 5],
      [9, 14],
      [18, 23],
    ]);
    expect(findMatches('Et café i Århus', ['cafe', 'aarhus'])).toEqual([
      [3, 7],
      [10, 15],
    ]);
  });

  it('matches the Danish letters spelt out, and the other way round', () => {
    const text = 'Om de udsatte boligområder og økonomien';
    expect(findMatches(text, ['boligomraader', 'oekonomi']).map(([a, b]) => text.slice(a, b))).toEqual([
      'boligområder',
      'økonomi',
    ]);
    expect(findMatches('Aarhus og Aabenraa', ['århus', 'åbenrå']).length).toBe(2);
  });

  it('merges overlapping matches', () => {
    expect(findMatches('energiforsyning', ['energi', 'giforsyn'])).toEqual([[0, 12]]);
  });

  it('maps matches back through decomposed characters', () => {
    const text = 'Cafe\u0301 og kage';
    const [match] = findMatches(text, ['café']);
    expect(match && text.slice(match[0], match[1])).toBe('Cafe\u0301');
  });

  it('finds nothing without terms or text', () => {
    expect(findMatches('klima', [])).toEqual([]);
    expect(findMatches('', ['klima'])).toEqual([]);
  });

  it('agrees with the store trigram index, asked for every spelling, on what matches', () => {
    const db = new Database(':memory:');
    db.exec(`CREATE VIRTUAL TABLE t USING fts5(x, tokenize='trigram remove_diacritics 1')`);
    const texts = [
      'Børnehaver i Århus',
      'Cafe og CAFÉ',
      'Økonomi',
      'naïve Über-tekst',
      'Ærø færge',
      'Aarhus Kommune',
      'De udsatte boligområder',
    ];
    const insert = db.prepare('INSERT INTO t (rowid, x) VALUES (?, ?)');
    texts.forEach((x, i) => {
      insert.run(i + 1, x);
    });
    for (const term of [
      'børn',
      'boern',
      'århus',
      'aarhus',
      'café',
      'OEKONOMI',
      'økonomi',
      'naive',
      'uber',
      'ærø',
      'aeroe',
      'boligomraader',
      'BOLIGOMRÅDER',
    ]) {
      const fromIndex = (
        db
          .prepare('SELECT rowid FROM t WHERE t MATCH ? ORDER BY rowid')
          .all(printFtsQuery(toWordQuery(term))) as {
          rowid: number;
        }[]
      ).map((r) => r.rowid);
      const fromText = texts.flatMap((x, i) => (findMatches(x, [term]).length > 0 ? [i + 1] : []));
      expect(fromText, term).toEqual(fromIndex);
    }
  });
});

describe('highlightSegments', () => {
  it('cuts text into plain and matched pieces that join back to the text', () => {
    const segments = highlightSegments('Lov om klimaet og Klimarådet', ['klima']);
    expect(segments).toEqual([
      { text: 'Lov om ', match: false },
      { text: 'klima', match: true },
      { text: 'et og ', match: false },
      { text: 'Klima', match: true },
      { text: 'rådet', match: false },
    ]);
    expect(segments.map((s) => s.text).join('')).toBe('Lov om klimaet og Klimarådet');
  });

  it('gives the whole text as one plain piece when nothing matches', () => {
    expect(highlightSegments('<b>tekst</b>', ['klima'])).toEqual([{ text: '<b>tekst</b>', match: false }]);
  });
});

describe('snippet', () => {
  const long = `${'Indledende ord om noget andet. '.repeat(12)}Her står det om klimaet og meget mere. ${'Afsluttende ord. '.repeat(12)}`;

  it('keeps short text whole', () => {
    expect(snippet('Kort  tekst\n om klima', ['klima'])).toBe('Kort tekst om klima');
  });

  it('cuts long text around the first match, at word boundaries, marking the cuts', () => {
    const cut = snippet(long, ['klima'], 120);
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.endsWith(' …')).toBe(true);
    expect(cut).toContain('klimaet');
    expect(cut.length).toBeLessThanOrEqual(124);
  });

  it('starts at the beginning when nothing matches', () => {
    const cut = snippet(long, ['xyz'], 80);
    expect(cut.startsWith('Indledende')).toBe(true);
    expect(cut.endsWith(' …')).toBe(true);
  });
});
