'use client';

import { SegmentError } from '@/components/site/SegmentError';
import { defineMessages } from '@/lib/i18n/locale';
import { ACTOR_LIST_PATH } from '@/lib/routes';

const messages = defineMessages({
  da: {
    title: 'Aktørerne kunne ikke hentes',
    text: 'Vi kunne ikke hente listen over aktører – måske svarer Folketingets datatjeneste ikke lige nu. Prøv igen om lidt, eller se hele listen uden søgning.',
    back: 'Til listen over aktører',
  },
  en: {
    title: 'The actors could not be loaded',
    text: 'We could not load the list of actors – perhaps the Folketing’s data service is not answering just now. Try again in a moment, or see the whole list without a search.',
    back: 'To the list of actors',
  },
});

/** The actor list's error state (see SegmentError): what could not be loaded, a retry and the way back to the list. */
export default function ActorsError({ error, retry }: { error: unknown; retry: () => void }) {
  return <SegmentError error={error} retry={retry} messages={messages} backHref={ACTOR_LIST_PATH} />;
}
