import type { Metadata } from 'next';
import { AlertsAnswer } from '@/components/alerts/AlertsAnswer';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { alertsPageMetadata } from '@/lib/alerts/page-metadata';
import { defineMessages } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { PRIVACY_PATH } from '@/lib/routes';

const messages = defineMessages({
  da: {
    title: 'Tjek din indbakke',
    sent: 'Hvis adressen kan modtage varsler, har vi sendt en mail med et link, som du skal åbne for at bekræfte.',
    expiry:
      'Linket udløber om 48 timer. Der sendes intet andet, før du har bekræftet — og bekræfter du ikke, sletter vi adressen igen.',
    none: 'Ingen mail efter et par minutter? Kig i spam-mappen, eller prøv igen fra siden senere.',
    privacy: 'Sådan behandler vi dine data',
  },
  en: {
    title: 'Check your inbox',
    sent: 'If the address can receive alerts, we have sent it a mail with a link that you open to confirm.',
    expiry:
      'The link expires in 48 hours. Nothing else is sent until you confirm — and if you do not, we delete the address again.',
    none: 'No mail after a few minutes? Look in the spam folder, or try again from the page later.',
    privacy: 'How we handle your data',
  },
});

export async function generateMetadata(): Promise<Metadata> {
  return alertsPageMetadata(messages[await getLocale()].title);
}

/**
 * `/varsler/tjek-din-post`: where every follow request goes on (app/varsler/tilmeld), whatever became of it — the
 * same words whether the address was known or not, so the page tells nobody who follows what.
 */
export default async function AlertsSentPage() {
  const t = messages[await getLocale()];
  return (
    <AlertsAnswer title={t.title}>
      <p className="text-lg">{t.sent}</p>
      <p>{t.expiry}</p>
      <p className="text-stone-700">{t.none}</p>
      <p>
        <LocaleLink href={PRIVACY_PATH} prefetch={false} className="target text-link">
          {t.privacy}
        </LocaleLink>
      </p>
    </AlertsAnswer>
  );
}
