import type { Metadata } from 'next';
import { AlertsAnswer } from '@/components/alerts/AlertsAnswer';
import { alertsElsewhere } from '@/components/alerts/AlertsElsewhere';
import { AlertsWayOn } from '@/components/alerts/AlertsWayOn';
import { TokenButton } from '@/components/alerts/TokenButton';
import { danishLang } from '@/components/ui/DanishText';
import { alertsSecretOf, getAlertsDb } from '@/lib/alerts/alerts-connection';
import { previewConfirm } from '@/lib/alerts/confirm';
import { alertsPageMetadata } from '@/lib/alerts/page-metadata';
import { tokenQueryFromUrl } from '@/lib/alerts/token-fields';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { ALERTS_CONFIRM_ACTION_PATH } from '@/lib/routes';

const messages = defineMessages({
  da: {
    title: 'Bekræft dit varsel',
    pending: 'Bekræft, at du vil følge',
    to: 'Mails går til {address}, {cadence}.',
    immediate: 'straks når der er nyt',
    daily: 'samlet i en daglig oversigt',
    nothing: 'Der er ikke sendt noget endnu, og der sendes intet, før du bekræfter.',
    confirm: 'Bekræft',
    already: 'Du følger det allerede',
    alreadyText:
      'Denne tilmelding er bekræftet i forvejen. Hver mail har et link, hvor du kan se og fjerne det, du følger.',
    expired: 'Linket er udløbet',
    expiredText:
      'En bekræftelse gælder i 48 timer, og denne er for gammel. Følg igen fra siden, så sender vi et nyt link.',
    invalid: 'Linket virker ikke',
    invalidText:
      'Linket kan være klippet over i mailen, eller tilmeldingen findes ikke længere. Kopiér hele linket, eller følg igen fra siden.',
  },
  en: {
    title: 'Confirm your alert',
    pending: 'Confirm that you want to follow',
    to: 'Mail goes to {address}, {cadence}.',
    immediate: 'immediately when there is news',
    daily: 'gathered in a daily digest',
    nothing: 'Nothing has been sent yet, and nothing will be until you confirm.',
    confirm: 'Confirm',
    already: 'You already follow it',
    alreadyText:
      'This request was confirmed before. Every mail has a link where you can see and remove what you follow.',
    expired: 'The link has expired',
    expiredText:
      'A confirmation is valid for 48 hours, and this one is older. Follow again from the page and we will send a new link.',
    invalid: 'The link does not work',
    invalidText:
      'The link may have been cut off in the mail, or the request no longer exists. Copy the whole link, or follow again from the page.',
  },
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return alertsPageMetadata(messages[await getLocale()].title, true);
}

/**
 * `/varsler/bekraeft?t=…`: the confirmation mail's link. What would be confirmed, and one button that confirms (a
 * POST: a mail scanner that opens the link confirms nothing); an expired or void link says so and how to start again.
 */
export default async function AlertsConfirmPage({ searchParams }: Props) {
  const locale = await getLocale();
  const elsewhere = alertsElsewhere(locale);
  if (elsewhere) return elsewhere;
  const t = messages[locale];
  const { token } = tokenQueryFromUrl(await searchParams);
  const preview = previewConfirm(getAlertsDb(), alertsSecretOf(), token, new Date());
  if (preview.kind === 'pending')
    return (
      <AlertsAnswer title={t.pending}>
        <p lang={danishLang(locale)} className="text-xl font-semibold">
          {preview.title}
        </p>
        <p>
          {format(t.to, {
            address: preview.maskedAddress,
            cadence: preview.cadence === 'daily' ? t.daily : t.immediate,
          })}
        </p>
        <TokenButton action={ALERTS_CONFIRM_ACTION_PATH} token={token} locale={locale} label={t.confirm} />
        <p className="text-stone-700">{t.nothing}</p>
      </AlertsAnswer>
    );
  const [title, text] =
    preview.kind === 'already'
      ? [t.already, t.alreadyText]
      : preview.kind === 'expired'
        ? [t.expired, t.expiredText]
        : [t.invalid, t.invalidText];
  return (
    <AlertsAnswer title={title}>
      {preview.kind === 'already' ? (
        <p lang={danishLang(locale)} className="text-xl font-semibold">
          {preview.title}
        </p>
      ) : null}
      <p>{text}</p>
      <AlertsWayOn locale={locale} />
    </AlertsAnswer>
  );
}
