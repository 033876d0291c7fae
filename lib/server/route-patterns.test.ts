import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRoutePatterns, routeMatcher } from './route-patterns';

/** Routes as a build lists them (app-path-routes-manifest.json's values). */
const PATTERNS = [
  '/',
  '/afstemning/[id]',
  '/afstemning/[id]/stemmer.csv',
  '/afstemninger',
  '/afstemninger/feed.xml',
  '/api/[[...path]]',
  '/sag/[id]',
  '/sag/[id]/opengraph-image',
  '/soeg',
  '/soeg/resultater',
  '/docs/[...slug]',
];

describe('routeMatcher', () => {
  const routeOf = routeMatcher(PATTERNS);

  it.each([
    ['/', '/'],
    ['/afstemning/123', '/afstemning/[id]'],
    ['/afstemning/123/stemmer.csv', '/afstemning/[id]/stemmer.csv'],
    ['/afstemninger', '/afstemninger'],
    ['/afstemninger/feed.xml', '/afstemninger/feed.xml'],
    ['/afstemninger/', '/afstemninger'],
    ['/api', '/api/[[...path]]'],
    ['/api/Sag(1)/Sagstrin', '/api/[[...path]]'],
    ['/sag/9/opengraph-image', '/sag/[id]/opengraph-image'],
    ['/soeg/resultater', '/soeg/resultater'],
    ['/docs/a/b', '/docs/[...slug]'],
    ['/en', '/'],
    ['/en/sag/9', '/sag/[id]'],
    ['/en/afstemninger/feed.xml', '/afstemninger/feed.xml'],
    ['/en/sag/9/opengraph-image', '/sag/[id]/opengraph-image'],
  ])('names %s as %s', (pathname, pattern) => {
    expect(routeOf(pathname)).toBe(pattern);
  });

  it.each(['/docs', '/sag', '/sag/1/2', '/ukendt', '/soeg/resultater/mere', '/en/ukendt', '/english'])(
    'names no route for %s',
    (pathname) => {
      expect(routeOf(pathname)).toBeNull();
    },
  );

  it('prefers a fixed segment to a dynamic one wherever they are listed', () => {
    const either = ['/sag/[id]', '/sag/ny'];
    expect(routeMatcher(either)('/sag/ny')).toBe('/sag/ny');
    expect(routeMatcher(either.toReversed())('/sag/ny')).toBe('/sag/ny');
    expect(routeMatcher(either)('/sag/5')).toBe('/sag/[id]');
  });
});

describe('readRoutePatterns', () => {
  it("reads a build's app routes, leaving out Next's own, and none without a build", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tingdata-routes-'));
    try {
      expect(readRoutePatterns(dir)).toEqual([]);
      writeFileSync(
        path.join(dir, 'app-path-routes-manifest.json'),
        JSON.stringify({ '/_not-found/page': '/_not-found', '/sag/[id]/page': '/sag/[id]', '/page': '/' }),
      );
      expect(readRoutePatterns(dir)).toEqual(['/sag/[id]', '/']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
