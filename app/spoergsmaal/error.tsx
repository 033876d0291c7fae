'use client';

import { SegmentError } from '@/components/site/SegmentError';
import { defineMessages } from '@/lib/i18n/locale';
import { QUESTION_LIST_PATH } from '@/lib/routes';

const messages = defineMessages({
  da: {
    title: 'Spørgsmålene kunne ikke hentes',
    text: 'Vi kunne ikke hente spørgsmålene lige nu. Prøv igen om lidt, eller se alle spørgsmål uden filtre.',
    back: 'Se alle spørgsmål',
  },
  en: {
    title: 'The questions could not be loaded',
    text: 'We could not load the questions just now. Try again in a moment, or see all questions without filters.',
    back: 'See all questions',
  },
});

/** The question list's error state (see SegmentError): what could not be loaded, a retry and the way back to the list. */
export default function QuestionsError({ error, retry }: { error: unknown; retry: () => void }) {
  return <SegmentError error={error} retry={retry} messages={messages} backHref={QUESTION_LIST_PATH} />;
}
