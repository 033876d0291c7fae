import { VOTE_CHOICES, type VoteDetail } from '@/lib/data/types';
import type { VoteTally } from '@/lib/data/vote-tally';
import { formatDanishDate } from '@/lib/format/danish-date';
import { format } from '@/lib/i18n/locale';
import { CHOICE_COLOR, choiceShortMessages } from './vote-choice';
import { SHARE_TEXT } from './vote-share-text';

const TEXT = {
  site: 'Tingdata · Folketingets afstemninger',
  synthetic: 'Syntetiske demodata',
  noCounts: 'Stemmetallene er ikke oplyst',
} as const;

/** The longest title the image shows before cutting it with an ellipsis. */
const MAX_TITLE = 110;

/**
 * The share image of a vote (1200×630, rendered by next/og's ImageResponse, so flexbox and inline styles only):
 * case number and short title, the outcome, the counts and a bar of all seats, and the demo-data notice.
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
  const rawTitle = vote.case?.shortTitle ?? vote.case?.title ?? format(SHARE_TEXT.vote, { n: vote.nummer });
  const title = rawTitle.length > MAX_TITLE ? `${rawTitle.slice(0, MAX_TITLE - 1).trimEnd()}…` : rawTitle;
  const date = vote.date ? formatDanishDate(vote.date) : null;
  const outcomeColor = vote.adopted ? '#166534' : '#991b1b';
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '56px 64px',
        background: '#fafaf9',
        borderLeft: '24px solid #991b1b',
        color: '#0c0a09',
        fontSize: 28,
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <div style={{ display: 'flex', color: '#44403c' }}>{TEXT.site}</div>
        {synthetic ? (
          <div
            style={{
              display: 'flex',
              background: '#fcd34d',
              border: '3px solid #000',
              padding: '6px 16px',
              fontSize: 26,
            }}
          >
            {TEXT.synthetic}
          </div>
        ) : null}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <div style={{ display: 'flex', fontSize: 30, color: '#44403c' }}>
          {[vote.case?.number, vote.voteType, date].filter(Boolean).join(' · ')}
        </div>
        <div style={{ display: 'flex', fontSize: 56, lineHeight: 1.15 }}>{title}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 18 }}>
        <div style={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 28 }}>
          <div style={{ display: 'flex', fontSize: 72, lineHeight: 1, color: outcomeColor }}>
            {vote.adopted ? SHARE_TEXT.adopted : SHARE_TEXT.rejected}
          </div>
          {tally ? (
            <div style={{ display: 'flex', gap: 36 }}>
              {VOTE_CHOICES.map((c) => (
                <div key={c} style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}>
                  <div style={{ display: 'flex', fontSize: 52, lineHeight: 1 }}>{tally.counts[c]}</div>
                  <div style={{ display: 'flex', fontSize: 24, color: '#44403c' }}>
                    {choiceShortMessages.da[c]}
                  </div>
                </div>
              ))}
            </div>
          ) : (
            <div style={{ display: 'flex', fontSize: 30 }}>{TEXT.noCounts}</div>
          )}
        </div>
        {tally ? (
          <div style={{ display: 'flex', width: '100%', height: 36, border: '2px solid #57534e' }}>
            {VOTE_CHOICES.filter((c) => tally.counts[c] > 0).map((c) => (
              <div
                key={c}
                style={{
                  display: 'flex',
                  flexGrow: tally.counts[c],
                  flexBasis: 0,
                  background: CHOICE_COLOR[c],
                }}
              />
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
