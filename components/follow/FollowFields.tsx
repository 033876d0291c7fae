import { RadioGroup } from '@/components/ui/RadioGroup';
import { TextField } from '@/components/ui/TextField';
import { FOLLOW_FIELDS } from '@/lib/alerts/follow-fields';
import { FORM_MAX_ADDRESS_LENGTH, followFormMessages } from '@/lib/alerts/follow-form';
import type { Cadence } from '@/lib/alerts/types';
import type { Locale } from '@/lib/i18n/locale';
import { localePath, PRIVACY_PATH } from '@/lib/routes';

/**
 * What a reader fills in to follow by e-mail (inside components/follow/FollowByEmail.tsx's form): the address,
 * immediately or a daily digest, the button, and a line to the privacy page. `id` prefixes the fields' ids (one form
 * per feed on a page).
 */
export function FollowFields({ locale, id }: { locale: Locale; id: string }) {
  const t = followFormMessages[locale];
  const cadences: readonly { value: Cadence; label: string }[] = [
    { value: 'immediate', label: t.immediate },
    { value: 'daily', label: t.daily },
  ];
  return (
    <>
      <TextField
        id={`${id}-adresse`}
        label={t.address}
        type="email"
        name={FOLLOW_FIELDS.address}
        autoComplete="email"
        maxLength={FORM_MAX_ADDRESS_LENGTH}
        required
      />
      <RadioGroup
        idPrefix={id}
        name={FOLLOW_FIELDS.cadence}
        legend={t.cadence}
        options={cadences}
        defaultValue="immediate"
      />
      <button
        type="submit"
        className="rounded bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900"
      >
        {t.submit}
      </button>
      <p className="text-stone-700">
        {t.privacy}{' '}
        <a
          href={localePath(locale, PRIVACY_PATH)}
          className="target text-red-800 underline underline-offset-2"
        >
          {t.privacyLink}
        </a>
      </p>
    </>
  );
}
