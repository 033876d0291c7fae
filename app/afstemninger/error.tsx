'use client';

import { SegmentError } from '@/components/site/SegmentError';
import { defineMessages } from '@/lib/i18n/locale';
import { VOTE_LIST_PATH } from '@/lib/routes';

const messages = defineMessages({
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

/** The vote list's error state (see SegmentError): what could not be loaded, a retry and the way back to the list. */
export default function VotesError({ error, retry }: { error: unknown; retry: () => void }) {
  return <SegmentError error={error} retry={retry} messages={messages} backHref={VOTE_LIST_PATH} />;
}
