import { VoteShareImage } from '@/components/vote/VoteShareImage';
import { getVote } from '@/lib/data/votes/vote';
import { voteTally } from '@/lib/data/votes/vote-tally';
import { SHARE_IMAGE_SIZE, shareImageResponse } from '@/lib/share/share-image';

// better-sqlite3 is a native module: the image renders in Node.
export const runtime = 'nodejs';
export const alt = 'Afstemningens resultat: sagen, udfaldet og stemmetallene';
export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';

/** The vote's share image (og:image, and Twitter's via og:image). */
export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  return shareImageResponse(
    (await params).id,
    getVote,
    (vote, synthetic) => <VoteShareImage vote={vote} tally={voteTally(vote)} synthetic={synthetic} />,
    'Afstemningen findes ikke.',
  );
}
