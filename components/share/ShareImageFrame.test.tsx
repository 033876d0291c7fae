import { ImageResponse } from 'next/og';
import { describe, expect, it } from 'vitest';
import { shareFonts } from '@/lib/share/share-fonts';
import { SHARE_IMAGE_SIZE } from '@/lib/share/share-image';
import { ShareImageFrame } from './ShareImageFrame';

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('ShareImageFrame', () => {
  it('renders a long Danish title, the demo-data label and figures as a 1200×630 PNG with the bundled fonts', async () => {
    const title =
      'Ændring af lov om gennemførelse af sanktioner, lov om internationalt udviklingssamarbejde og lov om Danmarks Eksport- og Investeringsfond';
    const response = new ImageResponse(
      <ShareImageFrame kicker="L 56 · Lovforslag · 2019-20" title={title} synthetic>
        <div style={{ display: 'flex' }}>Status: Stadfæstet · Løkke, Ærø, Åbenrå</div>
      </ShareImageFrame>,
      { ...SHARE_IMAGE_SIZE, fonts: [...(await shareFonts())] },
    );
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });
});
