import type { Metadata } from 'next';
import { AlertsAnswer } from '@/components/alerts/AlertsAnswer';
import { AlertsWayOn } from '@/components/alerts/AlertsWayOn';
import { alertsPageMetadata } from '@/lib/alerts/page-metadata';
import { defineMessages } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';

const messages = defineMessages({
  da: {
    title: 'Du er afmeldt, og dine data er slettet',
    deleted: 'Vi har slettet din adresse og alt, hvad du fulgte. Der kommer ikke flere mails fra os.',
    again: 'Vil du følge noget igen, kan du altid tilmelde dig på ny fra siden.',
  },
  en: {
    title: 'You are unsubscribed, and your data is deleted',
    deleted: 'We have deleted your address and everything you followed. No more mail will come from us.',
    again: 'If you want to follow something again, you can always sign up anew from its page.',
  },
});

export async function generateMetadata(): Promise<Metadata> {
  return alertsPageMetadata(messages[await getLocale()].title);
}

/** `/varsler/slettet`: where an unsubscribe or "delete all my data" goes on (app/varsler/handling/slet). */
export default async function AlertsDeletedPage() {
  const locale = await getLocale();
  const t = messages[locale];
  return (
    <AlertsAnswer title={t.title}>
      <p className="text-lg">{t.deleted}</p>
      <p>{t.again}</p>
      <AlertsWayOn locale={locale} />
    </AlertsAnswer>
  );
}
