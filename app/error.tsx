'use client';

import { SegmentError } from '@/components/site/SegmentError';
import { defineMessages } from '@/lib/i18n/locale';

const messages = defineMessages({
  da: {
    title: 'Siden kunne ikke vises',
    text: 'Vi kunne ikke hente dataene til siden – måske svarer Folketingets datatjeneste ikke lige nu. Prøv igen om lidt, eller gå til forsiden.',
    back: 'Gå til forsiden',
  },
  en: {
    title: 'The page could not be shown',
    text: 'We could not load the data for this page – perhaps the Folketing’s data service is not answering just now. Try again in a moment, or go to the home page.',
    back: 'Go to the home page',
  },
});

/** Unexpected errors below the root layout (see SegmentError). */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  return <SegmentError error={error} retry={retry} messages={messages} backHref="/" />;
}
