'use client';

import { SegmentError } from '@/components/site/SegmentError';
import { defineMessages } from '@/lib/i18n/locale';

const meetingMessages = defineMessages({
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

const listMessages = defineMessages({
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

/** The meeting segments' error state (see SegmentError). */
export function MeetingError({
  error,
  retry,
  variant = 'meeting',
}: {
  error: unknown;
  retry: () => void;
  /** 'meeting': /moede/<id>; 'list': /moeder. */
  variant?: 'meeting' | 'list';
}) {
  return (
    <SegmentError
      error={error}
      retry={retry}
      messages={variant === 'list' ? listMessages : meetingMessages}
      backHref="/moeder"
    />
  );
}
