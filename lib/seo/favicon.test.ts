import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAVICON_FILE, FAVICON_SIZES, ICON_SVG_FILE, renderFavicon } from './favicon';
import { icoFile, readIco } from './ico';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size from its IHDR chunk (the first, right after the signature). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('app/favicon.ico', () => {
  const file = readFileSync(FAVICON_FILE);

  it('is an ICO file whose images are PNGs of the sizes its directory names', () => {
    const images = readIco(file);
    expect(images.map((i) => i.width)).toEqual([...FAVICON_SIZES]);
    for (const image of images) {
      expect(image.height).toBe(image.width);
      expect(image.bitsPerPixel).toBe(32);
      expect(pngSize(image.data)).toEqual({ width: image.width, height: image.height });
    }
  });

  it('is what scripts/make-favicon.ts makes of app/icon.svg (run it after changing the mark)', async () => {
    expect((await renderFavicon(readFileSync(ICON_SVG_FILE))).equals(file)).toBe(true);
  });
});

describe('the ICO format', () => {
  it('writes 256 px as 0 and reads it back, and refuses what is not an icon', () => {
    const png = Buffer.from('not checked here');
    const ico = icoFile([{ size: 256, png }]);
    expect(ico.readUInt8(6)).toBe(0);
    expect(readIco(ico)).toEqual([{ width: 256, height: 256, bitsPerPixel: 32, data: png }]);
    expect(() => icoFile([{ size: 257, png }])).toThrow(RangeError);
    expect(() => readIco(Buffer.from('GIF89a'))).toThrow('Not an ICO file');
    expect(() => readIco(ico.subarray(0, ico.length - 1))).toThrow('runs past the end');
  });
});
