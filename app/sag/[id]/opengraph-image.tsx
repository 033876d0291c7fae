import { CaseShareImage } from '@/components/case/CaseShareImage';
import { getCase, getCaseResult } from '@/lib/data/cases/case';
import { casePageLead } from '@/lib/data/cases/case-page-shape';
import { resultVoteOf } from '@/lib/data/cases/case-result';
import { getCaseQuestion } from '@/lib/data/documents/document';
import { getVote } from '@/lib/data/votes/vote';
import { SHARE_IMAGE_SIZE, shareImageResponse } from '@/lib/share/share-image';

// better-sqlite3 is a native module: the image renders in Node.
export const runtime = 'nodejs';
export const alt =
  'Sagen: nummer, titel, status og resultatet efter sagstypens regel; et § 20-spørgsmål: om og hvornår det blev besvaret';
export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';

async function loadCase(id: number) {
  const [detail, result] = await Promise.all([getCase(id), getCaseResult(id)]);
  if (!detail || !result) return null;
  const vote = resultVoteOf(result);
  const [voteDetail, question] = await Promise.all([
    vote ? getVote(vote.id) : null,
    casePageLead(detail.typeId) === 'question' ? getCaseQuestion(id) : null,
  ]);
  return { detail, result, vote: voteDetail, question };
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
