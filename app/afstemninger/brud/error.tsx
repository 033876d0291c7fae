'use client';

import { SegmentError } from '@/components/site/SegmentError';
import { defineMessages } from '@/lib/i18n/locale';
import { REBELLIONS_PATH } from '@/lib/routes';

const messages = defineMessages({
  da: {
    title: 'Bruddene med partiet kunne ikke hentes',
    text: 'Vi kunne ikke hente bruddene med partiet – måske svarer Folketingets datatjeneste ikke lige nu. Prøv igen om lidt, eller se alle brud uden filtre.',
    back: 'Se alle brud',
  },
  en: {
    title: 'The breaks with the party could not be loaded',
    text: 'We could not load the breaks with the party – perhaps the Folketing’s data service is not answering just now. Try again in a moment, or see every break without filters.',
    back: 'See every break',
  },
});

/** The rebellions page's error state (see SegmentError): what could not be loaded, a retry and the way back. */
export default function RebellionsError({ error, retry }: { error: unknown; retry: () => void }) {
  return <SegmentError error={error} retry={retry} messages={messages} backHref={REBELLIONS_PATH} />;
}
