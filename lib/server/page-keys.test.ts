import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalPath, isKnownPagePath } from './page-keys';

/** Every route under app/ with a page or a share image, as a sample path (`[id]` → `5`). */
function appRoutes(dir = 'app', prefix = ''): string[] {
  const routes: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      const segment = entry.name.startsWith('[') ? '5' : entry.name;
      routes.push(...appRoutes(path.join(dir, entry.name), `${prefix}/${segment}`));
    } else if (entry.name === 'page.tsx') routes.push(prefix || '/');
    else if (entry.name === 'opengraph-image.tsx') routes.push(`${prefix}/opengraph-image`);
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
    expect(canonicalPath('/sag/5?dokside=2abc')).toEqual({ path: '/sag/5', exact: false, redirects: false });
    expect(canonicalPath('/unknown?a=1')).toEqual({ path: '/unknown?a=1', exact: true, redirects: false });
  });

  it('leave a non-canonical actor list to the page, which redirects to the canonical address', () => {
    expect(canonicalPath('/aktoerer?q=&type=medlemmer&parti=V&samling=20252')).toEqual({
      path: '/aktoerer?parti=V&samling=20252',
      exact: false,
      redirects: true,
    });
    expect(canonicalPath('/aktoerer?parti=V&samling=20252').redirects).toBe(false);
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
