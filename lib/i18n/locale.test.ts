import { describe, expect, it } from 'vitest';
import { defineMessages, format, parseLocale, safeReturnPath } from './locale';

describe('i18n', () => {
  it('defaults to Danish and accepts English', () => {
    expect(parseLocale(undefined)).toBe('da');
    expect(parseLocale('en')).toBe('en');
    expect(parseLocale('fr')).toBe('da');
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(format('{n} stemmer for, {x}', { n: 5 })).toBe('5 stemmer for, {x}');
  });

  it('only returns to same-site paths', () => {
    expect(safeReturnPath('/afstemning/5?x=1')).toBe('/afstemning/5?x=1');
    expect(safeReturnPath('//evil.example')).toBe('/');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath('/\\evil')).toBe('/');
    expect(safeReturnPath(null)).toBe('/');
  });

  it('types message tables so both languages have every key', () => {
    const m = defineMessages({ da: { title: 'Afstemninger' }, en: { title: 'Votes' } });
    expect(m.en.title).toBe('Votes');
  });
});
