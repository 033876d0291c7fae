import { ImageResponse } from 'next/og';
import { createElement } from 'react';
import { icoFile } from './ico';

/** The favicon's sizes: a browser tab's (16), a taskbar's and a high-density tab's (32), Windows' desktop (48). */
export const FAVICON_SIZES = [16, 32, 48] as const;

/** Where the mark is drawn (one drawing for every icon) and where its ICO form is kept (served at /favicon.ico). */
export const ICON_SVG_FILE = 'app/icon.svg';
export const FAVICON_FILE = 'app/favicon.ico';

/**
 * `/favicon.ico` — for browsers and tools that ask for it rather than the SVG icon — from the site's mark (the SVG's
 * text): a PNG per size drawn by next/og (as app/apple-icon.tsx draws its PNG), packed in an ICO file.
 * scripts/make-favicon.ts writes it to app/favicon.ico; a test checks the file is what this makes of app/icon.svg.
 */
export async function renderFavicon(svg: Buffer): Promise<Buffer> {
  const src = `data:image/svg+xml;base64,${svg.toString('base64')}`;
  const images = await Promise.all(
    FAVICON_SIZES.map(async (size) => {
      const image = createElement('img', { src, width: size, height: size, alt: '' });
      const png = await new ImageResponse(image, { width: size, height: size }).arrayBuffer();
      return { size, png: new Uint8Array(png) };
    }),
  );
  return icoFile(images);
}
