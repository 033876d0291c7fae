import { SHARE_COLOR, ShareImageFrame } from '@/components/share/ShareImageFrame';
import { VoteShareResult } from '@/components/vote/VoteShareResult';
import type { CaseVoteAt } from '@/lib/data/case-final-vote';
import type { CaseDetail, VoteDetail } from '@/lib/data/types';
import { voteTally } from '@/lib/data/vote-tally';
import { formatDanishDate } from '@/lib/format/danish-date';
import { defineMessages, format } from '@/lib/i18n/locale';
import { caseName, caseStatusText } from './case-share-text';

/** Share images are fetched without the reader's language cookie: Danish. */
const TEXT = defineMessages({
  da: {
    status: 'Status: {status}',
    noVote: 'Sagen har ingen afstemning i datasættet.',
  },
  en: {
    status: 'Status: {status}',
    noVote: 'The case has no vote in the dataset.',
  },
}).da;

/**
 * The share image of a case: number, type, session and status above its short title; then the vote its result is
 * read from (type, step and day, the outcome, the counts and a bar of all seats) — or, before any vote, its status
 * in large type. In the shared frame, with its demo-data label.
 */
export function CaseShareImage({
  detail,
  final,
  vote,
  synthetic,
}: {
  detail: CaseDetail;
  /** The case's final vote (lib/data/case-final-vote.ts), null when it has none. */
  final: CaseVoteAt | null;
  /** That vote's record, for its counts. */
  vote: VoteDetail | null;
  synthetic: boolean;
}) {
  const title = caseName(detail, 'da');
  const status = detail.status ? caseStatusText(detail.status) : null;
  const facts = [detail.number, detail.type, detail.period?.title];
  if (!final || !vote) {
    return (
      <ShareImageFrame kicker={facts.filter(Boolean).join(' · ')} title={title} synthetic={synthetic}>
        {status ? (
          <div style={{ display: 'flex', fontSize: 48, lineHeight: 1.1 }}>
            {format(TEXT.status, { status })}
          </div>
        ) : null}
        <div style={{ display: 'flex', color: SHARE_COLOR.muted }}>{TEXT.noVote}</div>
      </ShareImageFrame>
    );
  }
  const date = vote.date ? formatDanishDate(vote.date) : null;
  const voteLine = [vote.voteType, final.step.title ?? final.step.type, date].filter(Boolean).join(' · ');
  return (
    <ShareImageFrame
      kicker={[...facts, status].filter(Boolean).join(' · ')}
      title={title}
      synthetic={synthetic}
    >
      <div style={{ display: 'flex', color: SHARE_COLOR.muted }}>{voteLine}</div>
      <VoteShareResult adopted={vote.adopted} tally={voteTally(vote)} />
    </ShareImageFrame>
  );
}
