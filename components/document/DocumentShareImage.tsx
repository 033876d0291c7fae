import { SHARE_COLOR, ShareImageFrame } from '@/components/share/ShareImageFrame';
import type { DocumentRecord } from '@/lib/data/documents/types';
import { formatDanishDate } from '@/lib/format/danish-date';
import { documentName } from './DocumentHeader';
import { documentShareDescription, questionAskedText, questionStateText } from './document-share-text';

/**
 * The share image of a document (in Danish: share images are fetched without the reader's language): its type and
 * date above its title; for a question (or an answer, its question) whether and how fast it was answered in large
 * type, with who asked whom below; for another document its case. In the shared frame, with its demo-data label.
 */
export function DocumentShareImage({ record, synthetic }: { record: DocumentRecord; synthetic: boolean }) {
  const { detail, question } = record;
  const kicker = [detail.type, formatDanishDate(detail.date)].filter(Boolean).join(' · ');
  const state = question ? questionStateText(question, 'da') : '';
  return (
    <ShareImageFrame kicker={kicker} title={documentName(detail, 'da')} synthetic={synthetic}>
      {state ? (
        <div style={{ display: 'flex', fontSize: 48, lineHeight: 1.1 }}>{state.replace(/\.$/, '')}</div>
      ) : null}
      <div style={{ display: 'flex', color: SHARE_COLOR.muted }}>
        {question ? questionAskedText(question, 'da') : documentShareDescription(record, 'da')}
      </div>
    </ShareImageFrame>
  );
}
