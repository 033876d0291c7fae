'use client';

import { SegmentError } from '@/components/site/SegmentError';
import { defineMessages } from '@/lib/i18n/locale';
import { ACTOR_LIST_PATH } from '@/lib/routes';

const messages = defineMessages({
  da: {
    title: 'Aktøren kunne ikke hentes',
    text: 'Vi kunne ikke hente oplysningerne om aktøren – måske svarer Folketingets datatjeneste ikke lige nu. Prøv igen om lidt, eller søg efter aktøren i listen.',
    back: 'Til listen over aktører',
  },
  en: {
    title: 'The actor could not be loaded',
    text: 'We could not load the actor’s records – perhaps the Folketing’s data service is not answering just now. Try again in a moment, or look the actor up in the list.',
    back: 'To the list of actors',
  },
});

/** An actor page's error state (see SegmentError): what could not be loaded, a retry and the way back to the list. */
export default function ActorError({ error, retry }: { error: unknown; retry: () => void }) {
  return <SegmentError error={error} retry={retry} messages={messages} backHref={ACTOR_LIST_PATH} />;
}
