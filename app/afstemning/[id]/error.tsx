'use client';

import { SegmentError } from '@/components/site/SegmentError';
import { defineMessages } from '@/lib/i18n/locale';
import { VOTE_LIST_PATH } from '@/lib/routes';

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

/** The vote page's error state (see SegmentError): what could not be loaded, a retry and the way back to the list. */
export default function VoteError({ error, retry }: { error: unknown; retry: () => void }) {
  return <SegmentError error={error} retry={retry} messages={messages} backHref={VOTE_LIST_PATH} />;
}
