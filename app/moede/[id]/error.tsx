'use client';

import { SegmentError } from '@/components/site/SegmentError';
import { defineMessages } from '@/lib/i18n/locale';
import { MEETING_LIST_PATH } from '@/lib/routes';

const messages = defineMessages({
  da: {
    title: 'Mødet kunne ikke hentes',
    text: 'Vi kunne ikke hente oplysningerne om mødet – måske svarer Folketingets datatjeneste ikke lige nu. Prøv igen om lidt, eller gå til listen over møder.',
    back: 'Se alle møder',
  },
  en: {
    title: 'The meeting could not be loaded',
    text: 'We could not load the meeting’s records – perhaps the Folketing’s data service is not answering just now. Try again in a moment, or go to the list of meetings.',
    back: 'See all meetings',
  },
});

/** A meeting page's error state (see SegmentError): what could not be loaded, a retry and the way back to the list. */
export default function MeetingError({ error, retry }: { error: unknown; retry: () => void }) {
  return <SegmentError error={error} retry={retry} messages={messages} backHref={MEETING_LIST_PATH} />;
}
