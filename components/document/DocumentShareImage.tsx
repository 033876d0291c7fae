import { SHARE_COLOR, ShareImageFrame } from '@/components/share/ShareImageFrame';
import type { DocumentRecord } from '@/lib/data/documents/types';
import { formatDanishDate } from '@/lib/format/danish-date';
import { defineMessages, format } from '@/lib/i18n/locale';
import { documentName } from './DocumentHeader';
import { documentShareDescription } from './document-share-text';

/** Share images are fetched without the reader's language cookie: Danish. */
const TEXT = defineMessages({
  da: {
    answered: 'Besvaret efter {days} dage',
    answeredSameDay: 'Besvaret samme dag',
    open: 'Ikke besvaret i {days} dage',
  },
  en: {
    answered: 'Answered after {days} days',
    answeredSameDay: 'Answered the same day',
    open: 'Not answered in {days} days',
  },
}).da;

/**
 * The share image of a document: its type and date above its title; for a question (or an answer, its question)
 * whether and how fast it was answered in large type, with who asked whom below; for another document its case.
 * In the shared frame, with its demo-data label.
 */
export function DocumentShareImage({ record, synthetic }: { record: DocumentRecord; synthetic: boolean }) {
  const { detail, question } = record;
  const kicker = [detail.type, formatDanishDate(detail.date)].filter(Boolean).join(' · ');
  const timing = question?.timing;
  const answer = !timing
    ? null
    : timing.answerDay === null
      ? format(TEXT.open, { days: timing.days })
      : timing.days === 0
        ? TEXT.answeredSameDay
        : format(TEXT.answered, { days: timing.days });
  return (
    <ShareImageFrame kicker={kicker} title={documentName(detail, 'da')} synthetic={synthetic}>
      {answer ? <div style={{ display: 'flex', fontSize: 48, lineHeight: 1.1 }}>{answer}</div> : null}
      <div style={{ display: 'flex', color: SHARE_COLOR.muted }}>
        {documentShareDescription(record, 'da')}
      </div>
    </ShareImageFrame>
  );
}
