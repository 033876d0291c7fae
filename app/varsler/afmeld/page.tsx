import type { Metadata } from 'next';
import { AlertsAnswer } from '@/components/alerts/AlertsAnswer';
import { alertsElsewhere } from '@/components/alerts/AlertsElsewhere';
import { TokenButton } from '@/components/alerts/TokenButton';
import { alertsPageMetadata } from '@/lib/alerts/page-metadata';
import { tokenQueryFromUrl } from '@/lib/alerts/token-fields';
import { defineMessages } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { ALERTS_DELETE_ACTION_PATH } from '@/lib/routes';

const messages = defineMessages({
  da: {
    title: 'Afmeld varsler',
    text: 'Ét klik afmelder dig og sletter din adresse og alt, hvad du følger. Der kommer ikke flere mails fra os.',
    button: 'Afmeld og slet mine data',
  },
  en: {
    title: 'Unsubscribe from alerts',
    text: 'One click unsubscribes you and deletes your address and everything you follow. No more mail will come from us.',
    button: 'Unsubscribe and delete my data',
  },
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return alertsPageMetadata(messages[await getLocale()].title, true);
}

/**
 * `/varsler/afmeld?t=…`: every mail's unsubscribe link. One button (a POST to the delete action: a mail scanner that
 * opens the link deletes nothing); a void link is answered by the action, which says so.
 */
export default async function AlertsUnsubscribePage({ searchParams }: Props) {
  const locale = await getLocale();
  const elsewhere = alertsElsewhere(locale);
  if (elsewhere) return elsewhere;
  const t = messages[locale];
  const { token } = tokenQueryFromUrl(await searchParams);
  return (
    <AlertsAnswer title={t.title}>
      <p className="text-lg">{t.text}</p>
      <TokenButton action={ALERTS_DELETE_ACTION_PATH} token={token} locale={locale} label={t.button} />
    </AlertsAnswer>
  );
}
