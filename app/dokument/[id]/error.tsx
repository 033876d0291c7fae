'use client';

import { SegmentError } from '@/components/site/SegmentError';
import { defineMessages } from '@/lib/i18n/locale';
import { SEARCH_PATH } from '@/lib/routes';

const messages = defineMessages({
  da: {
    title: 'Dokumentet kunne ikke hentes',
    text: 'Vi kunne ikke hente oplysningerne om dokumentet – måske svarer Folketingets datatjeneste ikke lige nu. Prøv igen om lidt, eller søg efter et andet dokument.',
    back: 'Gå til søgning',
  },
  en: {
    title: 'The document could not be loaded',
    text: 'We could not load the document’s records – perhaps the Folketing’s data service is not answering just now. Try again in a moment, or search for another document.',
    back: 'Go to search',
  },
});

/** Errors on a document page (see SegmentError). */
export default function DocumentError({ error, retry }: { error: unknown; retry: () => void }) {
  return <SegmentError error={error} retry={retry} messages={messages} backHref={SEARCH_PATH} />;
}
