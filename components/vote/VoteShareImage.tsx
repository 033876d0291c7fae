import { ShareImageFrame } from '@/components/share/ShareImageFrame';
import type { VoteDetail } from '@/lib/data/votes/types';
import type { VoteTally } from '@/lib/data/votes/vote-tally';
import { formatDanishDate } from '@/lib/format/danish-date';
import { format } from '@/lib/i18n/locale';
import { VoteShareResult } from './VoteShareResult';
import { SHARE_TEXT } from './vote-share-text';

/**
 * The share image of a vote: case number, vote type and date above the case's short title, then the outcome, the
 * counts and a bar of all seats, in the shared frame (with its demo-data label).
 */
export function VoteShareImage({
  vote,
  tally,
  synthetic,
}: {
  vote: VoteDetail;
  tally: VoteTally | null;
  synthetic: boolean;
}) {
  const title = vote.case?.shortTitle ?? vote.case?.title ?? format(SHARE_TEXT.vote, { n: vote.nummer });
  const date = vote.date ? formatDanishDate(vote.date) : null;
  return (
    <ShareImageFrame
      kicker={[vote.case?.number, vote.voteType, date].filter(Boolean).join(' · ')}
      title={title}
      synthetic={synthetic}
    >
      <VoteShareResult adopted={vote.adopted} tally={tally} />
    </ShareImageFrame>
  );
}
