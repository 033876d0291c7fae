import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { webAppManifest } from './manifest';

/** The file under app/ that answers each icon's address (Next's metadata files). */
const ICON_SOURCES: Readonly<Record<string, string>> = {
  '/icon.svg': 'app/icon.svg',
  '/apple-icon': 'app/apple-icon.tsx',
  '/favicon.ico': 'app/favicon.ico',
};

describe('the web app manifest', () => {
  const manifest = webAppManifest();

  it('names the site in Danish, with the brand’s colours', () => {
    expect(manifest).toMatchObject({
      short_name: 'Tingdata',
      lang: 'da',
      start_url: '/',
      theme_color: '#991b1b',
      background_color: '#fafaf9',
    });
    expect(manifest.name).toMatch(/^Tingdata – /);
  });

  it('lists only icons the app serves, each with its type', () => {
    for (const icon of manifest.icons ?? []) {
      const source = ICON_SOURCES[icon.src];
      expect(source && existsSync(source), icon.src).toBe(true);
      expect(icon.type).toMatch(/^image\//);
    }
    expect(manifest.icons?.map((i) => i.src)).toEqual(Object.keys(ICON_SOURCES));
  });
});
