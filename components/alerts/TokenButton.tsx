import { CADENCE_FIELD, FOLLOW_ID_FIELD, TOKEN_FIELD } from '@/lib/alerts/token-fields';
import type { Cadence } from '@/lib/alerts/types';
import type { Locale } from '@/lib/i18n/locale';
import { localePath } from '@/lib/routes';

const TONES = {
  primary: 'bg-red-800 text-white hover:bg-red-900',
  secondary: 'border border-stone-500 bg-white text-stone-900 hover:bg-stone-100',
} as const;

/**
 * One button that posts a reader's token (and, for one follow, its id and the cadence wanted) to one of the alerts' actions
 * (lib/routes.ts `ALERTS_*_ACTION_PATH`, answered in lib/alerts/token-requests.ts). A plain form: it works without
 * JavaScript, and opening the page alone (a mail scanner does) changes nothing.
 */
export function TokenButton({
  action,
  token,
  locale,
  label,
  followId,
  cadence,
  tone = 'primary',
  accessibleLabel,
}: {
  action: string;
  token: string;
  locale: Locale;
  label: string;
  followId?: number;
  /** The cadence a follow is switched to (the manage page's cadence form). */
  cadence?: Cadence;
  tone?: keyof typeof TONES;
  /** A longer name for screen readers where the label alone repeats ("Fjern" beside each follow). */
  accessibleLabel?: string;
}) {
  return (
    <form method="post" action={localePath(locale, action)}>
      <input type="hidden" name={TOKEN_FIELD} value={token} />
      {followId !== undefined ? <input type="hidden" name={FOLLOW_ID_FIELD} value={followId} /> : null}
      {cadence !== undefined ? <input type="hidden" name={CADENCE_FIELD} value={cadence} /> : null}
      <button
        type="submit"
        aria-label={accessibleLabel}
        className={`rounded px-4 py-2 font-semibold ${TONES[tone]}`}
      >
        {label}
      </button>
    </form>
  );
}
