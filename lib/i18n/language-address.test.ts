import { describe, expect, it } from 'vitest';
import { routeLanguage } from './language-address';

describe('routeLanguage', () => {
  it.each([
    ['/', '', undefined, { kind: 'page', locale: 'da', path: '/' }],
    ['/afstemning/5', '', 'en', { kind: 'page', locale: 'da', path: '/afstemning/5' }],
    ['/en', '', undefined, { kind: 'page', locale: 'en', path: '/' }],
    ['/en/', '', undefined, { kind: 'page', locale: 'en', path: '/' }],
    ['/en/afstemning/5', '?stemme=for', 'da', { kind: 'page', locale: 'en', path: '/afstemning/5' }],
    ['/en/soeg/feed.xml', '?q=skat', undefined, { kind: 'page', locale: 'en', path: '/soeg/feed.xml' }],
    // Not the prefix: a Danish path that starts with the letters.
    ['/english', '', undefined, { kind: 'page', locale: 'da', path: '/english' }],
    ['/enhed', '', undefined, { kind: 'page', locale: 'da', path: '/enhed' }],
  ] as const)('serves %s%s (cookie %s) as %j', (pathname, search, cookie, expected) => {
    expect(routeLanguage(pathname, search, cookie)).toEqual(expected);
  });

  it('sends the bare home address to English for a reader who chose English, keeping the query', () => {
    expect(routeLanguage('/', '', 'en')).toEqual({ kind: 'redirect', location: '/en' });
    expect(routeLanguage('/', '?utm=x', 'en')).toEqual({ kind: 'redirect', location: '/en?utm=x' });
    expect(routeLanguage('/', '', 'da')).toEqual({ kind: 'page', locale: 'da', path: '/' });
    expect(routeLanguage('/', '', 'fr')).toEqual({ kind: 'page', locale: 'da', path: '/' });
  });

  it.each(['/en/api/Sag', '/en/api', '/en/metrics', '/en/sprog', '/en/_next/static/x.js'])(
    'has no English twin of the language-neutral %s',
    (pathname) => {
      expect(routeLanguage(pathname, '', undefined)).toEqual({ kind: 'not-found', locale: 'en' });
    },
  );
});
