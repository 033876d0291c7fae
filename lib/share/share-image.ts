import 'server-only';
import { ImageResponse } from 'next/og';
import { connection } from 'next/server';
import type { ReactElement } from 'react';
import { getSiteStatus } from '@/lib/data/site/site';
import { parseIdSegment } from '@/lib/routes';
import { shareFonts } from './share-fonts';

/** Every share image's size: the 1.91:1 that Open Graph and Twitter's large card show whole. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * A share image route's answer (`app/<page>/[id]/opengraph-image.tsx`): the PNG `render` draws from what `load`
 * reads for the route's id — with whether the store is synthetic, for the demo-data label — or a plain-text 404
 * saying `missing` when the id is malformed or unknown, or there is no store to read. Rendered per request (the
 * store is only known at runtime); the server's page cache keeps the PNG (lib/server/page-keys.ts).
 */
export async function shareImageResponse<T, K = number>(
  segment: string,
  load: (id: K) => Promise<T | null>,
  render: (data: T, synthetic: boolean) => ReactElement,
  missing: string,
  /** Reads the route's segment as the key `load` takes (an id by default; a party page passes its code). */
  parse: (segment: string) => K | null = parseIdSegment as (segment: string) => K | null,
): Promise<Response> {
  await connection();
  const status = await getSiteStatus();
  const id = parse(segment);
  const data = status.kind === 'ready' && id !== null ? await load(id) : null;
  if (data === null || status.kind !== 'ready') {
    return new Response(`${missing}\n`, {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return new ImageResponse(render(data, status.site.synthetic), {
    ...SHARE_IMAGE_SIZE,
    fonts: [...(await shareFonts())],
  });
}
