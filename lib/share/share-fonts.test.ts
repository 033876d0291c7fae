import { describe, expect, it } from 'vitest';
import { SHARE_FONT_FAMILY, shareFonts } from './share-fonts';

describe('shareFonts', () => {
  it('reads Inter in both weights, Latin and Latin Extended, as WOFF from the installed package', async () => {
    const fonts = await shareFonts();
    expect(fonts.map((f) => [f.name, f.weight])).toEqual([
      [SHARE_FONT_FAMILY, 400],
      [SHARE_FONT_FAMILY, 700],
      [SHARE_FONT_FAMILY, 400],
      [SHARE_FONT_FAMILY, 700],
    ]);
    for (const font of fonts) expect(Buffer.from(font.data.slice(0, 4)).toString('latin1')).toBe('wOFF');
  });

  it('reads them once per process', async () => {
    expect(await shareFonts()).toBe(await shareFonts());
  });
});
