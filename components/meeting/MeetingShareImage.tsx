import { SHARE_COLOR, ShareImageFrame } from '@/components/share/ShareImageFrame';
import type { AgendaPreview, MeetingSummary } from '@/lib/data/meetings/types';
import { clipText } from '@/lib/format/clip-text';
import { defineMessages, format } from '@/lib/i18n/locale';
import { meetingName, meetingWhenWhere } from '@/lib/wording/meeting-title';

/** Share images are fetched without the reader's language cookie: Danish. */
const TEXT = defineMessages({
  da: {
    more: '+ {n} punkter mere på dagsordenen',
    oneMore: '+ 1 punkt mere på dagsordenen',
    noAgenda: 'Mødet har ingen dagsorden i datasættet.',
    untitled: 'Punkt uden titel',
  },
  en: {
    more: '+ {n} more items on the agenda',
    oneMore: '+ 1 more item on the agenda',
    noAgenda: 'The meeting has no agenda in the dataset.',
    untitled: 'Item without a title',
  },
}).da;

/** The longest agenda line before it is cut (one line at the image's body size). */
const MAX_ITEM = 64;

/** 'Onsdag den 14. oktober 2026 …': the line starts the image's text. */
const capitalised = (text: string | null): string | null =>
  text ? text.charAt(0).toLocaleUpperCase('da') + text.slice(1) : null;

/**
 * The share image of a meeting: day, time and place above its name ('Folketingets møde nr. 41'); then the first
 * items of its agenda — each item's first case (number and short title), else its own title — and how many more
 * there are. In the shared frame, with its demo-data label.
 */
export function MeetingShareImage({
  meeting,
  agenda,
  synthetic,
}: {
  meeting: MeetingSummary;
  agenda: AgendaPreview;
  synthetic: boolean;
}) {
  return (
    <ShareImageFrame
      kicker={capitalised(meetingWhenWhere(meeting, 'da'))}
      title={meetingName(meeting, 'da')}
      synthetic={synthetic}
    >
      {agenda.items.length === 0 ? (
        <div style={{ display: 'flex', color: SHARE_COLOR.muted }}>{TEXT.noAgenda}</div>
      ) : null}
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        {agenda.items.map((item) => {
          const first = item.cases[0];
          const text = first?.number ? `${first.number} ${first.title ?? ''}` : (item.title ?? TEXT.untitled);
          return (
            <div key={item.id} style={{ display: 'flex', gap: 16 }}>
              <div style={{ display: 'flex', width: 56, flexShrink: 0, color: SHARE_COLOR.muted }}>
                {item.number ? `${item.number}.` : '–'}
              </div>
              <div style={{ display: 'flex' }}>{clipText(text, MAX_ITEM)}</div>
            </div>
          );
        })}
        {agenda.more > 0 ? (
          <div style={{ display: 'flex', paddingLeft: 72, color: SHARE_COLOR.muted }}>
            {agenda.more === 1 ? TEXT.oneMore : format(TEXT.more, { n: agenda.more })}
          </div>
        ) : null}
      </div>
    </ShareImageFrame>
  );
}
