'use client';

import { SegmentError } from '@/components/site/SegmentError';
import { defineMessages } from '@/lib/i18n/locale';
import { VOTE_LIST_PATH } from '@/lib/url-state/vote-search';

const messages = defineMessages({
  da: {
    title: 'Afstemningen kunne ikke hentes',
    text: 'Vi kunne ikke hente oplysningerne om afstemningen – måske svarer Folketingets datatjeneste ikke lige nu. Prøv igen om lidt, eller gå til listen over afstemninger.',
    back: 'Se alle afstemninger',
  },
  en: {
    title: 'The vote could not be loaded',
    text: 'We could not load the vote’s records – perhaps the Folketing’s data service is not answering just now. Try again in a moment, or go to the list of votes.',
    back: 'See all votes',
  },
});

const listMessages = defineMessages({
  da: {
    title: 'Afstemningerne kunne ikke hentes',
    text: 'Vi kunne ikke hente afstemningerne – måske svarer Folketingets datatjeneste ikke lige nu. Prøv igen om lidt, eller se alle afstemninger uden filtre.',
    back: 'Se alle afstemninger',
  },
  en: {
    title: 'The votes could not be loaded',
    text: 'We could not load the votes – perhaps the Folketing’s data service is not answering just now. Try again in a moment, or see all votes without filters.',
    back: 'See all votes',
  },
});

/** The vote segments' error state (see SegmentError). */
export function VoteError({
  error,
  retry,
  variant = 'vote',
}: {
  error: unknown;
  retry: () => void;
  /** 'vote': /afstemning/<id>; 'list': /afstemninger. */
  variant?: 'vote' | 'list';
}) {
  return (
    <SegmentError
      error={error}
      retry={retry}
      messages={variant === 'list' ? listMessages : messages}
      backHref={VOTE_LIST_PATH}
    />
  );
}
