import { notFound } from 'next/navigation';
import { AlertsAnswer } from '@/components/alerts/AlertsAnswer';
import { readAlertsConfig } from '@/lib/config/alerts';
import { defineMessages, type Locale } from '@/lib/i18n/locale';

const messages = defineMessages({
  da: {
    title: 'Varslerne kan ikke nås lige nu',
    text: 'Denne server har ikke varslerne; siden skulle være sendt videre til den, der har. Prøv igen om lidt.',
  },
  en: {
    title: 'The alerts cannot be reached just now',
    text: 'This server does not keep the alerts; the page should have been passed on to the one that does. Try again in a moment.',
  },
});

/**
 * For a page that reads the alerts' file (the token pages): null where this instance keeps them (`ALERTS=writer`),
 * else what to show instead — a 404 where alerts are off, and where the reverse proxy should have sent the page to
 * the writer (`proxied`) a sentence saying so.
 */
export function alertsElsewhere(locale: Locale) {
  const { mode } = readAlertsConfig();
  if (mode === 'writer') return null;
  if (mode === 'off') notFound();
  const t = messages[locale];
  return (
    <AlertsAnswer title={t.title}>
      <p>{t.text}</p>
    </AlertsAnswer>
  );
}
