import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalPath, isFeedPath, isKnownPagePath } from './page-keys';

/** Every route under app/ with a page, a share image or a feed, as a sample path (`[id]` → `5`). */
function appRoutes(dir = 'app', prefix = ''): string[] {
  const routes: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      const segment = entry.name.startsWith('[') ? '5' : entry.name;
      routes.push(...appRoutes(path.join(dir, entry.name), `${prefix}/${segment}`));
    } else if (entry.name === 'page.tsx') routes.push(prefix || '/');
    else if (entry.name === 'opengraph-image.tsx') routes.push(`${prefix}/opengraph-image`);
    // A route handler of a feed or a calendar (`feed.xml/route.ts`, `kalender.ics/route.ts`) is kept like a page.
    else if (entry.name === 'route.ts' && /\/(?:feed\.xml|kalender\.ics)$/.test(prefix)) routes.push(prefix);
  }
  return routes;
}

describe('page keys', () => {
  it('list every page and share image the app has (a new page must say which parameters it reads)', () => {
    const routes = appRoutes();
    expect(routes.length).toBeGreaterThan(8);
    for (const route of routes) expect(isKnownPagePath(route), route).toBe(true);
  });

  it('write the canonical query of each page with its URL-state value object', () => {
    expect(canonicalPath('/afstemninger?side=02&zz=1&periode=x')).toMatchObject({ exact: false });
    expect(canonicalPath('/afstemning/5?sortering=-navn&stemme=for&x=1').path).toBe(
      canonicalPath('/afstemning/5?stemme=for&sortering=-navn').path,
    );
    expect(canonicalPath('/moeder?side=2')).toEqual({
      path: '/moeder?side=2',
      exact: true,
      redirects: false,
    });
    expect(canonicalPath('/afstemninger/brud?side=2&samling=20241&x=1').path).toBe(
      '/afstemninger/brud?samling=20241&side=2',
    );
    expect(canonicalPath('/afstemninger?brud=nej').path).toBe('/afstemninger');
    expect(canonicalPath('/sag/5?dokside=2abc')).toEqual({ path: '/sag/5', exact: false, redirects: false });
    expect(canonicalPath('/aktoer/5/afstemninger?side=2&stemme=IMOD&x=1').path).toBe(
      '/aktoer/5/afstemninger?stemme=imod&side=2',
    );
    expect(canonicalPath('/storkredse?kreds=Fyns+Storkreds&x=1').path).toBe(
      '/storkredse?kreds=Fyns+Storkreds',
    );
    expect(canonicalPath('/unknown?a=1')).toEqual({ path: '/unknown?a=1', exact: true, redirects: false });
  });

  it('leave a non-canonical actor list to the page, which redirects to the canonical address', () => {
    expect(canonicalPath('/aktoerer?q=&type=medlemmer&parti=V&samling=20252')).toEqual({
      path: '/aktoerer?parti=V&samling=20252',
      exact: false,
      redirects: true,
    });
    expect(canonicalPath('/aktoerer?parti=V&samling=20252').redirects).toBe(false);
    expect(canonicalPath('/aktoer/5/afstemninger?samling=&stemme=imod&emne=&sortering=nyeste')).toEqual({
      path: '/aktoer/5/afstemninger?stemme=imod',
      exact: false,
      redirects: true,
    });
    expect(canonicalPath('/storkredse?kreds=').redirects).toBe(true);
  });

  it('key the feeds by the query each reads: the list filters without a page, a search without order or page', () => {
    expect(canonicalPath('/afstemninger/feed.xml?side=3&samling=20241&x=1')).toEqual({
      path: '/afstemninger/feed.xml?samling=20241',
      exact: false,
      redirects: false,
    });
    expect(canonicalPath('/soeg/feed.xml?sorter=nyeste&q=klima&side=2').path).toBe('/soeg/feed.xml?q=klima');
    expect(canonicalPath('/afstemninger/feed.xml?brud=ja&side=2').path).toBe(
      '/afstemninger/feed.xml?brud=ja',
    );
    expect(canonicalPath('/afstemninger/brud/feed.xml?side=2&medlem=7&parti=S').path).toBe(
      '/afstemninger/brud/feed.xml?parti=S&medlem=7',
    );
    expect(isFeedPath('/afstemninger/brud/feed.xml')).toBe(true);
    expect(canonicalPath('/sag/5/feed.xml?a=1').path).toBe('/sag/5/feed.xml');
    expect(canonicalPath('/aktoer/5/feed.xml')).toEqual({
      path: '/aktoer/5/feed.xml',
      exact: true,
      redirects: false,
    });
    expect(isFeedPath('/aktoer/5/feed.xml')).toBe(true);
    expect(isFeedPath('/aktoer/5/stemmer.csv')).toBe(false);
  });

  it('key the meetings’ calendars like the feeds: one meeting’s by its path, the list’s by its filters', () => {
    expect(isFeedPath('/moede/5/kalender.ics')).toBe(true);
    expect(canonicalPath('/moede/5/kalender.ics?x=1')).toEqual({
      path: '/moede/5/kalender.ics',
      exact: false,
      redirects: false,
    });
    expect(canonicalPath('/moeder/kalender.ics?x=1').path).toBe(canonicalPath('/moeder/kalender.ics').path);
    expect(isFeedPath('/moeder/kalender.ics')).toBe(true);
  });

  it('key an English address as the same page under /en, with the same canonical query', () => {
    expect(canonicalPath('/en/afstemninger?side=2&zz=1')).toEqual({
      path: '/en/afstemninger?side=2',
      exact: false,
      redirects: false,
    });
    expect(canonicalPath('/en')).toEqual({ path: '/en', exact: true, redirects: false });
    expect(canonicalPath('/en?x=1')).toEqual({ path: '/en', exact: false, redirects: false });
    expect(canonicalPath('/en/soeg/feed.xml?sorter=nyeste&q=klima').path).toBe('/en/soeg/feed.xml?q=klima');
    expect(canonicalPath('/en/aktoerer?q=&parti=V')).toEqual({
      path: '/en/aktoerer?parti=V',
      exact: false,
      redirects: true,
    });
    expect(canonicalPath('/en/sag/5/opengraph-image?f00').path).toBe('/en/sag/5/opengraph-image');
    expect(canonicalPath('/en/afstemninger/brud?side=2&samling=20241&x=1').path).toBe(
      '/en/afstemninger/brud?samling=20241&side=2',
    );
    expect(canonicalPath('/en/afstemninger/brud/feed.xml?side=2&parti=S').path).toBe(
      '/en/afstemninger/brud/feed.xml?parti=S',
    );
    expect(canonicalPath('/en/aktoer/5/afstemninger?samling=&stemme=imod')).toEqual({
      path: '/en/aktoer/5/afstemninger?stemme=imod',
      exact: false,
      redirects: true,
    });
    expect(canonicalPath('/en/storkredse?kreds=Fyns+Storkreds&x=1')).toEqual({
      path: '/en/storkredse?kreds=Fyns+Storkreds',
      exact: false,
      redirects: true,
    });
    expect(canonicalPath('/en/ikke-fundet/case?adresse=%2Fen%2Fsag%2F9&x=1').path).toBe(
      '/en/ikke-fundet/case?adresse=%2Fen%2Fsag%2F9',
    );
  });

  it('keep one copy of each share image whatever build hash its query carries', () => {
    for (const page of ['/afstemning/5', '/sag/5', '/moede/5', '/aktoer/5'])
      expect(canonicalPath(`${page}/opengraph-image?f00ba4`), page).toEqual({
        path: `${page}/opengraph-image`,
        exact: true,
        redirects: false,
      });
  });
});
