import { SHARE_COLOR } from '@/components/share/ShareImageFrame';
import { VOTE_CHOICES } from '@/lib/data/types';
import type { VoteTally } from '@/lib/data/votes/vote-tally';
import { defineMessages } from '@/lib/i18n/locale';
import { CHOICE_COLOR, choiceShortMessages } from './vote-choice';
import { SHARE_TEXT } from './vote-share-text';

const TEXT = defineMessages({
  da: { noCounts: 'Stemmetallene er ikke oplyst' },
  en: { noCounts: 'The counts are not given' },
}).da;

/**
 * A vote's result on a share image (vote and case images; next/og, so flexbox and inline styles only): the outcome
 * in large type, the counts per choice and a bar of all seats — or a line saying the counts are not known.
 */
export function VoteShareResult({ adopted, tally }: { adopted: boolean; tally: VoteTally | null }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 18 }}>
      <div style={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 28 }}>
        <div
          style={{
            display: 'flex',
            fontSize: 72,
            fontWeight: 700,
            lineHeight: 1,
            color: adopted ? '#166534' : '#991b1b',
          }}
        >
          {adopted ? SHARE_TEXT.adopted : SHARE_TEXT.rejected}
        </div>
        {tally ? (
          <div style={{ display: 'flex', gap: 36 }}>
            {VOTE_CHOICES.map((c) => (
              <div key={c} style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}>
                <div style={{ display: 'flex', fontSize: 52, lineHeight: 1 }}>{tally.counts[c]}</div>
                <div style={{ display: 'flex', fontSize: 24, color: SHARE_COLOR.muted }}>
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
        <div style={{ display: 'flex', width: '100%', height: 36, border: `2px solid ${SHARE_COLOR.rule}` }}>
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
  );
}
