import type { MetadataRoute } from 'next';
import { FAVICON_SIZES } from './favicon';

/** The brand's red (docs/design.md "Colours": `red-800`, the mark's ground in app/icon.svg). */
export const THEME_COLOUR = '#991b1b';
/** The page's ground (docs/design.md: `stone-50`). */
export const BACKGROUND_COLOUR = '#fafaf9';

/**
 * The web app manifest: the site in Danish (its first language; the English pages are under /en), opened in the
 * browser as a site — its reading is all links — with the icons the site serves: the SVG mark (app/icon.svg), the
 * home-screen PNG (app/apple-icon.tsx) and the ICO (app/favicon.ico).
 */
export function webAppManifest(): MetadataRoute.Manifest {
  return {
    name: 'Tingdata – Folketingets åbne data',
    short_name: 'Tingdata',
    description: 'Gennemse Folketingets åbne data: afstemninger, sager, møder og politikere.',
    lang: 'da',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'browser',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/apple-icon', sizes: '180x180', type: 'image/png' },
      { src: '/favicon.ico', sizes: FAVICON_SIZES.map((s) => `${s}x${s}`).join(' '), type: 'image/x-icon' },
    ],
  };
}
