import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

/** RFC 9309's matching: the longest matching rule wins, Allow on a tie; `*` any characters, `$` the end. */
function allowed(text: string, path: string): boolean {
  const rules = text
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S+)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map(([, kind, pattern = '']) => ({
      allow: kind === 'Allow',
      length: pattern.length,
      test: new RegExp(
        `^${pattern
          .split('*')
          .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*')}`,
      ),
    }))
    .filter((rule) => rule.test.test(path))
    .sort((a, b) => b.length - a.length || Number(b.allow) - Number(a.allow));
  return rules[0]?.allow ?? true;
}

describe('robots.txt', () => {
  const text = robotsTxt(new URL('https://tingdata.example'));

  it('names the sitemap index by its absolute URL, for every crawler', () => {
    expect(text).toContain('User-agent: *\n');
    expect(text).toContain('\nSitemap: https://tingdata.example/sitemap.xml\n');
  });

  it.each([
    '/',
    '/en',
    '/afstemning/5',
    '/en/sag/12',
    '/moede/3',
    '/aktoer/7',
    '/parti/S',
    '/dokument/9',
    '/tale/202410030001',
    '/sag/12/feed.xml',
    '/afstemninger',
    '/sag/12/opengraph-image?f00ba4',
    '/en/aktoer/7/opengraph-image-1a2b?abc',
    '/data-api',
    '/privatliv',
    '/en/privatliv',
  ])('lets crawlers fetch %s', (path) => {
    expect(allowed(text, path)).toBe(true);
  });

  it.each([
    '/api',
    '/api/Sag?$top=5',
    '/soeg?q=skat',
    '/en/soeg',
    '/soeg/resultater?q=x',
    '/afstemninger?side=2',
    '/afstemning/5?stemme=for',
    '/afstemninger/feed.xml?samling=20241',
    '/ikke-fundet/case?adresse=%2Fsag%2F9',
    '/en/ikke-fundet/vote',
    '/varsler/tjek-din-post',
    '/en/varsler/bekraeftet',
    '/sprog?lang=en&next=%2F',
    '/metrics',
  ])('keeps crawlers from %s', (path) => {
    expect(allowed(text, path)).toBe(false);
  });
});
