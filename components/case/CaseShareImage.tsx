import { questionAskedText, questionStateText } from '@/components/document/document-share-text';
import { SHARE_COLOR, ShareImageFrame } from '@/components/share/ShareImageFrame';
import { VoteShareResult } from '@/components/vote/VoteShareResult';
import { resultVoteOf } from '@/lib/data/cases/case-result';
import type { CaseDetail, CaseResult } from '@/lib/data/cases/types';
import type { QuestionSummary } from '@/lib/data/documents/types';
import type { VoteDetail } from '@/lib/data/votes/types';
import { voteTally } from '@/lib/data/votes/vote-tally';
import { formatDanishDate } from '@/lib/format/danish-date';
import { defineMessages, format } from '@/lib/i18n/locale';
import { motionName, resultSentence } from '@/lib/wording/case-result-text';
import { caseName, caseStatusText } from './case-share-text';

const upperFirst = (text: string) => text.charAt(0).toLocaleUpperCase('da') + text.slice(1);

/** Share images are fetched without the reader's language cookie: Danish. */
const TEXT = defineMessages({
  da: { status: 'Status: {status}' },
  en: { status: 'Status: {status}' },
}).da;

/**
 * The share image of a case: number, type, session and status above its short title; then its result by the rule
 * of its type (lib/data/cases/case-result.ts) — the deciding vote (a bill's final vote; the motion for a resolution a
 * debate adopted, named with its proposers) with the outcome, the counts and a bar of all seats — or, without one,
 * the result in words ('Ingen vedtaget: V 1 og V 2 forkastet') under the status in large type; a § 20 case, whether
 * and how fast its question was answered, and who asked whom. In the shared frame, with its demo-data label.
 */
export function CaseShareImage({
  detail,
  result,
  vote,
  question = null,
  synthetic,
}: {
  detail: CaseDetail;
  result: CaseResult;
  /** The record of the vote the result rests on (resultVoteOf), for its counts; null without one. */
  vote: VoteDetail | null;
  /** A § 20 case's question (lib/data/cases/case-page-shape.ts): shown instead of a result it never has. */
  question?: QuestionSummary | null;
  synthetic: boolean;
}) {
  const title = caseName(detail, 'da');
  const status = detail.status ? caseStatusText(detail.status) : null;
  const facts = [detail.number, detail.type, detail.period?.title];
  if (question) {
    const state = questionStateText(question, 'da');
    return (
      <ShareImageFrame kicker={facts.filter(Boolean).join(' · ')} title={title} synthetic={synthetic}>
        {state ? (
          <div style={{ display: 'flex', fontSize: 48, lineHeight: 1.1 }}>{state.replace(/\.$/, '')}</div>
        ) : null}
        <div style={{ display: 'flex', color: SHARE_COLOR.muted }}>{questionAskedText(question, 'da')}</div>
      </ShareImageFrame>
    );
  }
  const resultVote = resultVoteOf(result);
  if (!resultVote || !vote) {
    // A debate where every motion fell, or records that disagree: that is the answer, in large type. Otherwise the
    // status, with the result's words below.
    const answer = result.kind === 'no-motion-adopted' || result.kind === 'disagreement' || !status;
    return (
      <ShareImageFrame kicker={facts.filter(Boolean).join(' · ')} title={title} synthetic={synthetic}>
        <div style={{ display: 'flex', fontSize: 48, lineHeight: 1.1 }}>
          {answer ? resultSentence(result, 'da') : format(TEXT.status, { status })}
        </div>
        {answer ? null : (
          <div style={{ display: 'flex', color: SHARE_COLOR.muted }}>{resultSentence(result, 'da')}</div>
        )}
      </ShareImageFrame>
    );
  }
  const date = vote.date ? formatDanishDate(vote.date) : null;
  // What was voted on: the final vote's type and step, or the motion by number and proposers.
  const what =
    result.kind === 'motion-adopted' || result.kind === 'motion'
      ? [upperFirst(motionName(result.motion, 'da'))]
      : [vote.voteType, resultVote.stepTitle];
  const voteLine = [...what, date];
  return (
    <ShareImageFrame
      kicker={[...facts, status].filter(Boolean).join(' · ')}
      title={title}
      synthetic={synthetic}
    >
      <div style={{ display: 'flex', color: SHARE_COLOR.muted }}>{voteLine.filter(Boolean).join(' · ')}</div>
      <VoteShareResult adopted={vote.adopted} tally={voteTally(vote)} />
    </ShareImageFrame>
  );
}
