import { ImageResponse } from 'next/og';
import { connection } from 'next/server';
import { VoteShareImage } from '@/components/vote/VoteShareImage';
import { getSiteStatus } from '@/lib/data/site';
import { getVote } from '@/lib/data/vote';
import { voteTally } from '@/lib/data/vote-tally';
import { parseIdSegment } from '@/lib/routes';

// better-sqlite3 is a native module: the image renders in Node, per request (the store is only known at runtime).
export const runtime = 'nodejs';
export const alt = 'Afstemningens resultat: sagen, udfaldet og stemmetallene';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

/** The vote's share image (og:image, and Twitter's via og:image). */
export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const status = await getSiteStatus();
  const id = parseIdSegment((await params).id);
  const vote = status.kind === 'ready' && id !== null ? await getVote(id) : null;
  if (!vote || status.kind !== 'ready') {
    return new Response('Afstemningen findes ikke.\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return new ImageResponse(
    <VoteShareImage vote={vote} tally={voteTally(vote)} synthetic={status.site.synthetic} />,
    size,
  );
}
