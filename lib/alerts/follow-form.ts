import { defineMessages, LOCALES, type Locale } from '@/lib/i18n/locale';
import { FOLLOW_FIELDS } from './follow-fields';

/*
 * The follow form beside every "Følg (Atom)" link (components/follow/FollowByEmail.tsx) and its plain-HTML twin in
 * the subscribe answers (lib/alerts/answer-pages.ts): one set of words for both; the field names are
 * lib/alerts/follow-fields.ts.
 */

/**
 * The longest address the form takes: lib/alerts/address.ts's `MAX_ADDRESS_LENGTH` (RFC 5321), repeated here
 * because the form is drawn in client components too and address.ts needs Node (follow-form.test.ts holds them equal).
 */
export const FORM_MAX_ADDRESS_LENGTH = 254;

export const followFormMessages = defineMessages({
  da: {
    open: 'Følg på e-mail',
    address: 'Din e-mailadresse',
    cadence: 'Hvor tit?',
    immediate: 'Straks',
    daily: 'Daglig oversigt',
    submit: 'Følg',
    privacy: 'Vi gemmer kun din adresse og det, du følger.',
    privacyLink: 'Sådan behandler vi dine data',
  },
  en: {
    open: 'Follow by e-mail',
    address: 'Your e-mail address',
    cadence: 'How often?',
    immediate: 'Immediately',
    daily: 'Daily digest',
    submit: 'Follow',
    privacy: 'We keep only your address and what you follow.',
    privacyLink: 'How we handle your data',
  },
});

/** A follow request as the form sent it: the text of each field (the service checks them, lib/alerts). */
export interface FollowForm {
  readonly address: string;
  readonly feedPath: string;
  /** As sent; the service checks it (`immediate` or `daily`). */
  readonly cadence: string;
  /** The language the answer is in: the form's when it names one, else the address's. */
  readonly locale: Locale;
  /** The language as sent (the service checks it). */
  readonly localeField: string;
}

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/**
 * The fields of a posted follow form. The language is the form's hidden field when it names one, else the
 * address's (`/en/varsler/tilmeld` is English).
 */
export function readFollowForm(form: URLSearchParams, addressLocale: Locale): FollowForm {
  const text = (name: string) => form.get(name) ?? '';
  const cadence = text(FOLLOW_FIELDS.cadence);
  const locale = text(FOLLOW_FIELDS.locale);
  return {
    address: text(FOLLOW_FIELDS.address),
    feedPath: text(FOLLOW_FIELDS.feedPath),
    cadence,
    locale: isLocale(locale) ? locale : addressLocale,
    localeField: locale,
  };
}
