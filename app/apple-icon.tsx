import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';

export const size = { width: 180, height: 180 };
export const contentType = 'image/png';

/**
 * The home-screen icon for iPhones and iPads, which take no SVG: the favicon's mark (app/icon.svg, one drawing) as a
 * 180 px PNG on its own red, so the corners the system rounds are red too. Rendered once, at build time.
 */
export default async function AppleIcon() {
  const svg = await readFile(path.join(process.cwd(), 'app', 'icon.svg'));
  return new ImageResponse(
    <div style={{ display: 'flex', width: '100%', height: '100%', background: '#991b1b' }}>
      {/* biome-ignore lint/performance/noImgElement: next/og draws only plain img elements */}
      <img src={`data:image/svg+xml;base64,${svg.toString('base64')}`} width={180} height={180} alt="" />
    </div>,
    size,
  );
}
