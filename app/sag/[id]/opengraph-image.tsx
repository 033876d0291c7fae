import { CaseShareImage } from '@/components/case/CaseShareImage';
import { getCase, getCaseTimeline } from '@/lib/data/case';
import { finalVote } from '@/lib/data/case-final-vote';
import { getVote } from '@/lib/data/vote';
import { SHARE_IMAGE_SIZE, shareImageResponse } from '@/lib/share/share-image';

// better-sqlite3 is a native module: the image renders in Node.
export const runtime = 'nodejs';
export const alt = 'Sagen: nummer, titel, status og resultatet af den endelige afstemning';
export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';

async function loadCase(id: number) {
  const [detail, timeline] = await Promise.all([getCase(id), getCaseTimeline(id)]);
  if (!detail) return null;
  const final = finalVote(timeline);
  return { detail, final, vote: final ? await getVote(final.vote.id) : null };
}

/** The case's share image (og:image, and Twitter's via og:image). */
export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  return shareImageResponse(
    (await params).id,
    loadCase,
    (data, synthetic) => <CaseShareImage {...data} synthetic={synthetic} />,
    'Sagen findes ikke.',
  );
}
