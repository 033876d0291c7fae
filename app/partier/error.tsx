'use client';

import { SegmentError } from '@/components/site/SegmentError';
import { defineMessages } from '@/lib/i18n/locale';
import { PARTY_LIST_PATH } from '@/lib/routes';

const messages = defineMessages({
  da: {
    title: 'Partierne kunne ikke hentes',
    text: 'Vi kunne ikke hente oversigten over partierne lige nu. Prøv igen om lidt, eller vis den seneste samling.',
    back: 'Til oversigten for den seneste samling',
  },
  en: {
    title: 'The parties could not be loaded',
    text: 'We could not load the overview of the parties just now. Try again in a moment, or show the latest session.',
    back: 'To the overview of the latest session',
  },
});

/** The party overview's error state (see SegmentError): what could not be loaded, a retry and the way back. */
export default function PartiesError({ error, retry }: { error: unknown; retry: () => void }) {
  return <SegmentError error={error} retry={retry} messages={messages} backHref={PARTY_LIST_PATH} />;
}
