import type { Metadata } from 'next';
import { AlertsAnswer } from '@/components/alerts/AlertsAnswer';
import { alertsElsewhere } from '@/components/alerts/AlertsElsewhere';
import { AlertsWayOn } from '@/components/alerts/AlertsWayOn';
import { TokenButton } from '@/components/alerts/TokenButton';
import { danishLang } from '@/components/ui/DanishText';
import { alertsSecretOf, getAlertsDb } from '@/lib/alerts/alerts-connection';
import { manageView } from '@/lib/alerts/manage';
import { alertsPageMetadata } from '@/lib/alerts/page-metadata';
import { tokenQueryFromUrl } from '@/lib/alerts/token-fields';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import {
  ALERTS_CADENCE_ACTION_PATH,
  ALERTS_DELETE_ACTION_PATH,
  ALERTS_REMOVE_ACTION_PATH,
} from '@/lib/routes';

const messages = defineMessages({
  da: {
    title: 'Det følger du',
    removed: 'Fjernet. Du får ikke flere mails om det.',
    to: 'Mails går til {address}.',
    immediate: 'Straks',
    daily: 'Daglig oversigt',
    pending: 'venter på din bekræftelse',
    remove: 'Fjern',
    removeNamed: 'Fjern {title}',
    toDaily: 'Skift til daglig oversigt',
    toImmediate: 'Skift til straks',
    switchNamed: '{action}: {title}',
    none: 'Du følger ikke noget.',
    deleteTitle: 'Slet alle mine data',
    deleteText: 'Sletter din adresse og alt, hvad du følger, med det samme. Der kommer ikke flere mails.',
    invalid: 'Linket virker ikke',
    invalidText:
      'Linket kan være klippet over i mailen, eller adressen er allerede slettet. Kopiér hele linket fra den nyeste mail.',
  },
  en: {
    title: 'What you follow',
    removed: 'Removed. You will get no more mail about it.',
    to: 'Mail goes to {address}.',
    immediate: 'Immediately',
    daily: 'Daily digest',
    pending: 'awaiting your confirmation',
    remove: 'Remove',
    removeNamed: 'Remove {title}',
    toDaily: 'Switch to the daily digest',
    toImmediate: 'Switch to immediately',
    switchNamed: '{action}: {title}',
    none: 'You follow nothing.',
    deleteTitle: 'Delete all my data',
    deleteText: 'Deletes your address and everything you follow at once. No more mail will come.',
    invalid: 'The link does not work',
    invalidText:
      'The link may have been cut off in the mail, or the address is deleted already. Copy the whole link from the newest mail.',
  },
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return alertsPageMetadata(messages[await getLocale()].title, true);
}

/**
 * `/varsler/administrer?t=…`: every mail's manage link (no accounts: the token is the key). What the address
 * follows, each with a remove button, and "delete all my data"; just after a removal it says so first.
 */
export default async function AlertsManagePage({ searchParams }: Props) {
  const locale = await getLocale();
  const elsewhere = alertsElsewhere(locale);
  if (elsewhere) return elsewhere;
  const t = messages[locale];
  const { token, removed } = tokenQueryFromUrl(await searchParams);
  const view = manageView(getAlertsDb(), alertsSecretOf(), token);
  if (view.kind === 'invalid')
    return (
      <AlertsAnswer title={t.invalid}>
        <p>{t.invalidText}</p>
        <AlertsWayOn locale={locale} />
      </AlertsAnswer>
    );
  return (
    <AlertsAnswer title={t.title}>
      {removed ? (
        <p role="status" className="rounded border-l-4 border-sky-700 bg-sky-50 p-3 font-medium">
          {t.removed}
        </p>
      ) : null}
      <p>{format(t.to, { address: view.maskedAddress })}</p>
      {view.follows.length > 0 ? (
        <ul className="rows">
          {view.follows.map((follow) => (
            <li key={follow.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
              <div>
                <p lang={danishLang(locale)} className="font-semibold">
                  {follow.title}
                </p>
                <p className="text-sm text-stone-700">
                  {follow.cadence === 'daily' ? t.daily : t.immediate}
                  {follow.confirmed ? '' : ` · ${t.pending}`}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {follow.confirmed ? (
                  <TokenButton
                    action={ALERTS_CADENCE_ACTION_PATH}
                    token={token}
                    locale={locale}
                    followId={follow.id}
                    cadence={follow.cadence === 'daily' ? 'immediate' : 'daily'}
                    label={follow.cadence === 'daily' ? t.toImmediate : t.toDaily}
                    accessibleLabel={format(t.switchNamed, {
                      action: follow.cadence === 'daily' ? t.toImmediate : t.toDaily,
                      title: follow.title,
                    })}
                    tone="secondary"
                  />
                ) : null}
                <TokenButton
                  action={ALERTS_REMOVE_ACTION_PATH}
                  token={token}
                  locale={locale}
                  followId={follow.id}
                  label={t.remove}
                  accessibleLabel={format(t.removeNamed, { title: follow.title })}
                  tone="secondary"
                />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t.none}</p>
      )}
      <section aria-labelledby="slet-alt" className="space-y-2 pt-4">
        <h2 id="slet-alt" className="text-xl font-semibold">
          {t.deleteTitle}
        </h2>
        <p>{t.deleteText}</p>
        <TokenButton action={ALERTS_DELETE_ACTION_PATH} token={token} locale={locale} label={t.deleteTitle} />
      </section>
    </AlertsAnswer>
  );
}
