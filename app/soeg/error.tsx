'use client';

import { SegmentError } from '@/components/site/SegmentError';
import { defineMessages } from '@/lib/i18n/locale';
import { SEARCH_PATH } from '@/lib/routes';

const messages = defineMessages({
  da: {
    title: 'Søgningen kunne ikke gennemføres',
    text: 'Vi kunne ikke hente søgeresultaterne – måske svarer Folketingets datatjeneste ikke lige nu. Prøv igen om lidt, eller start en ny søgning.',
    back: 'Ny søgning',
  },
  en: {
    title: 'The search could not be completed',
    text: 'We could not load the search results – perhaps the Folketing’s data service is not answering just now. Try again in a moment, or start a new search.',
    back: 'New search',
  },
});

/** Errors on the search page (see SegmentError); a new search is a full page load, leaving the failed state behind. */
export default function SearchError({ error, retry }: { error: unknown; retry: () => void }) {
  return <SegmentError error={error} retry={retry} messages={messages} backHref={SEARCH_PATH} reload />;
}
