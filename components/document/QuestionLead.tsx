import { Notice } from '@/components/ui/Notice';
import type { DocumentRecord } from '@/lib/data/documents/types';
import { format, type Locale } from '@/lib/i18n/locale';
import { DOKUMENTTYPE } from '@/lib/model/oda-ids';
import { documentPageMessages } from './document-page-messages';
import { QuestionSummary } from './QuestionSummary';

/**
 * What a document page leads with: a question's summary; for an answer, the summary of the question it answers
 * with this answer marked and a link back to the question's page, or, when its `spørgsmålsid` names a question the store lacks, a note saying so; nothing
 * for other documents.
 */
export function QuestionLead({ record, locale }: { record: DocumentRecord; locale: Locale }) {
  const { detail, question } = record;
  if (question)
    return (
      <QuestionSummary
        summary={question}
        locale={locale}
        current={detail.id}
        withDocumentLink={question.id !== detail.id}
      />
    );
  if (detail.typeId === DOKUMENTTYPE.svar && detail.questionId !== null)
    return (
      <Notice id="spoergsmaal-titel" heading={documentPageMessages[locale].answerTo} tone="info">
        <p>{format(documentPageMessages[locale].answerToMissing, { id: detail.questionId })}</p>
      </Notice>
    );
  return null;
}
