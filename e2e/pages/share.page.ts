import type { APIRequestContext, Locator, Page } from '@playwright/test';

/** What a link preview reads from a page: its `<meta>` tags, and the share image they point to. */
export class SharePreview {
  constructor(readonly page: Page) {}

  /** The `<meta property|name=…>` in the head. */
  meta(key: string): Locator {
    return this.page.locator(`meta[property="${key}"], meta[name="${key}"]`);
  }

  /** The content of a `<meta>` tag, as a preview service reads it. */
  async content(key: string): Promise<string> {
    return (await this.meta(key).getAttribute('content')) ?? '';
  }

  /** The share image as a preview service fetches it: status, type and the PNG's size from its header. */
  async fetchImage(request: APIRequestContext): Promise<ShareImage> {
    const response = await request.get(await this.content('og:image'));
    const body = await response.body();
    return {
      status: response.status(),
      type: response.headers()['content-type'] ?? '',
      ...pngSize(body),
    };
  }
}

export interface ShareImage {
  readonly status: number;
  readonly type: string;
  /** Null when the body is not a PNG. */
  readonly width: number | null;
  readonly height: number | null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's header: the signature, then the IHDR chunk (length, 'IHDR', width, height). */
export function pngSize(body: Buffer): { width: number | null; height: number | null } {
  const isPng =
    body.length >= 24 &&
    body.subarray(0, 8).equals(PNG_SIGNATURE) &&
    body.subarray(12, 16).toString('latin1') === 'IHDR';
  return isPng
    ? { width: body.readUInt32BE(16), height: body.readUInt32BE(20) }
    : { width: null, height: null };
}
