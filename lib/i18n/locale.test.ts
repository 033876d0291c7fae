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

  it.each([
    ['/afstemning/5?x=1', '/afstemning/5?x=1'],
    ['/moeder?tid=tidligere#top', '/moeder?tid=tidligere#top'],
    ['/', '/'],
    ['/søg', '/s%C3%B8g'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/a/../b', '/b'],
    // A path on this site that happens to spell a scheme: a 404, never a script.
    ['/\tjavascript:alert(1)', '/javascript:alert(1)'],
  ])('returns to the same-site path %j as %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['absolute', 'https://evil.example'],
    ['backslash', '/\\evil.example'],
    ['backslash first', '\\/evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['tab inside', '/\t/evil.example'],
    ['CR inside', '/\r/evil.example'],
    ['LF inside', '/\n/evil.example'],
    ['tab and backslash', '/\t\\evil.example'],
    ['dot segment', '/.//evil.example'],
    ['dot-dot segment', '/x/..//evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['no slash', 'evil.example'],
    ['empty', ''],
    ['null', null],
  ])('refuses the %s return path %j', (_, value) => {
    expect(safeReturnPath(value)).toBe('/');
  });

  it('types message tables so both languages have every key', () => {
    const m = defineMessages({ da: { title: 'Afstemninger' }, en: { title: 'Votes' } });
    expect(m.en.title).toBe('Votes');
  });
});
