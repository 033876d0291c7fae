'use client';

import { SegmentError } from '@/components/site/SegmentError';
import { defineMessages } from '@/lib/i18n/locale';
import { MEETING_LIST_PATH } from '@/lib/routes';

const messages = defineMessages({
  da: {
    title: 'Møderne kunne ikke hentes',
    text: 'Vi kunne ikke hente møderne – måske svarer Folketingets datatjeneste ikke lige nu. Prøv igen om lidt, eller se alle møder uden filtre.',
    back: 'Se alle møder',
  },
  en: {
    title: 'The meetings could not be loaded',
    text: 'We could not load the meetings – perhaps the Folketing’s data service is not answering just now. Try again in a moment, or see all meetings without filters.',
    back: 'See all meetings',
  },
});

/** The meeting list's error state (see SegmentError): what could not be loaded, a retry and the way back to the list. */
export default function MeetingsError({ error, retry }: { error: unknown; retry: () => void }) {
  return <SegmentError error={error} retry={retry} messages={messages} backHref={MEETING_LIST_PATH} />;
}
