import type { Metadata } from 'next';
import { AlertsAnswer } from '@/components/alerts/AlertsAnswer';
import { AlertsWayOn } from '@/components/alerts/AlertsWayOn';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { alertsPageMetadata } from '@/lib/alerts/page-metadata';
import { defineMessages } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { PRIVACY_PATH } from '@/lib/routes';

const messages = defineMessages({
  da: {
    title: 'Du følger det nu',
    when: 'Vi sender dig en mail, når der er nyt — straks, eller samlet i en daglig oversigt, som du valgte.',
    manage:
      'Hver mail har et link, hvor du kan se og fjerne det, du følger, eller slette alt om dig, og et link til at afmelde med ét klik.',
    privacy: 'Sådan behandler vi dine data',
  },
  en: {
    title: 'You now follow it',
    when: 'We will mail you when there is news — immediately, or gathered in a daily digest, as you chose.',
    manage:
      'Every mail has a link where you can see and remove what you follow, or delete everything about you, and a link to unsubscribe in one click.',
    privacy: 'How we handle your data',
  },
});

export async function generateMetadata(): Promise<Metadata> {
  return alertsPageMetadata(messages[await getLocale()].title);
}

/** `/varsler/bekraeftet`: where a confirmation goes on (app/varsler/handling/bekraeft). */
export default async function AlertsConfirmedPage() {
  const locale = await getLocale();
  const t = messages[locale];
  return (
    <AlertsAnswer title={t.title}>
      <p className="text-lg">{t.when}</p>
      <p>{t.manage}</p>
      <AlertsWayOn locale={locale}>
        <LocaleLink href={PRIVACY_PATH} prefetch={false} className="target text-link">
          {t.privacy}
        </LocaleLink>
      </AlertsWayOn>
    </AlertsAnswer>
  );
}
