'use client';

import { SegmentError } from '@/components/site/SegmentError';
import { defineMessages } from '@/lib/i18n/locale';

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

const listMessages = defineMessages({
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

/** The actor pages' error state (see SegmentError). */
export function ActorError({
  error,
  retry,
  variant = 'actor',
}: {
  error: unknown;
  retry: () => void;
  /** 'actor': /aktoer/<id>; 'list': /aktoerer. */
  variant?: 'actor' | 'list';
}) {
  return (
    <SegmentError
      error={error}
      retry={retry}
      messages={variant === 'list' ? listMessages : messages}
      backHref="/aktoerer"
    />
  );
}
