'use client';

import { SegmentError } from '@/components/site/SegmentError';
import { defineMessages } from '@/lib/i18n/locale';
import { MEETING_LIST_PATH } from '@/lib/routes';

const messages = defineMessages({
  da: {
    title: 'Talen kunne ikke hentes',
    text: 'Vi kunne ikke hente talen – prøv igen om lidt, eller find den under mødets debat.',
    back: 'Gå til møderne',
  },
  en: {
    title: 'The speech could not be loaded',
    text: 'We could not load the speech – try again in a moment, or find it in its meeting’s debate.',
    back: 'Go to the meetings',
  },
});

/** Errors on a speech page (see SegmentError). */
export default function SpeechError({ error, retry }: { error: unknown; retry: () => void }) {
  return <SegmentError error={error} retry={retry} messages={messages} backHref={MEETING_LIST_PATH} />;
}
