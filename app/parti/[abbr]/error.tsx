'use client';

import { SegmentError } from '@/components/site/SegmentError';
import { defineMessages } from '@/lib/i18n/locale';
import { PARTY_LIST_PATH } from '@/lib/routes';

const messages = defineMessages({
  da: {
    title: 'Partiet kunne ikke hentes',
    text: 'Vi kunne ikke hente tallene om partiet lige nu. Prøv igen om lidt, eller gå til oversigten over partier.',
    back: 'Til oversigten over partier',
  },
  en: {
    title: 'The party could not be loaded',
    text: 'We could not load the party’s figures just now. Try again in a moment, or go to the overview of parties.',
    back: 'To the overview of parties',
  },
});

/** A party page's error state (see SegmentError): what could not be loaded, a retry and the way to the overview. */
export default function PartyError({ error, retry }: { error: unknown; retry: () => void }) {
  return <SegmentError error={error} retry={retry} messages={messages} backHref={PARTY_LIST_PATH} />;
}
