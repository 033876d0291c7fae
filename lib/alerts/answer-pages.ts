import { FOLLOW_FIELDS } from '@/lib/alerts/follow-fields';
import { FORM_MAX_ADDRESS_LENGTH, type FollowForm, followFormMessages } from '@/lib/alerts/follow-form';
import type { FieldRefusal, SubscribeField } from '@/lib/alerts/subscribe';
import { escapeHtml, plainPage } from '@/lib/http/plain-page';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { ALERTS_SUBSCRIBE_PATH, localePath, PRIVACY_PATH } from '@/lib/routes';

/*
 * The answers of the alerts' form posts when something is wrong (app/varsler: subscribe, confirm, remove, delete):
 * a 4xx or 503 with a short page in plain HTML (lib/http/plain-page.ts) in the reader's language that says what
 * went wrong and what to do — the follow form repeated with what was typed, so it can be corrected and sent again.
 * (A Next page cannot answer 400.) Never cached: `Cache-Control: no-store`.
 */

/** An answer as a route handler sends it. */
export interface AlertsAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** Why a follow request was not taken, each with its status. */
export type FollowProblem =
  /** A field that is not valid (lib/alerts/subscribe.ts checks them): the address, the cadence, the feed, the language. */
  | { readonly kind: 'invalid'; readonly field: SubscribeField; readonly reason: FieldRefusal }
  | { readonly kind: 'unknown-item'; readonly message: string }
  | { readonly kind: 'rate-limited'; readonly retryAfterSeconds: number }
  | { readonly kind: 'unavailable' }
  | RequestProblem;

/** Why a post was refused before its fields were read (any of the alerts' posts). */
export type RequestProblem =
  | { readonly kind: 'cross-site' }
  | { readonly kind: 'too-large' }
  | { readonly kind: 'unsupported-type' }
  /** This instance does not keep the subscriptions (`ALERTS=proxied`): the reverse proxy should have sent it on. */
  | { readonly kind: 'proxied' }
  /** Alerts are off here (`ALERTS=off`). */
  | { readonly kind: 'off' };

/** Why a token's action was not done. */
export type TokenProblem =
  | { readonly kind: 'invalid-token' }
  | { readonly kind: 'expired-token' }
  | { readonly kind: 'unavailable' }
  | RequestProblem;

const messages = defineMessages({
  da: {
    title: 'Varsler på e-mail – Tingdata',
    addressEmpty: 'Skriv din e-mailadresse.',
    addressTooLong: 'Adressen er for lang: en e-mailadresse har højst 254 tegn.',
    addressMalformed:
      'Det ligner ikke en e-mailadresse. Skriv én adresse som navn@eksempel.dk uden mellemrum eller navn foran.',
    cadence: 'Vælg, hvor tit du vil have mail: straks eller en daglig oversigt.',
    feed: 'Formularen mangler det, du ville følge. Gå tilbage til siden og prøv igen.',
    unknownItem: 'Det, du ville følge, findes ikke (længere) på Tingdata: {message}',
    rateLimited: 'Der er kommet mange tilmeldinger herfra på kort tid. Prøv igen om {minutes} minutter.',
    unavailable: 'Varslerne kan ikke tage imod tilmeldinger lige nu. Prøv igen om lidt.',
    crossSite:
      'Formularen blev sendt fra en anden side end Tingdata, så vi har ikke gjort noget. Brug formularen på Tingdatas egne sider.',
    tooLarge: 'Formularen sendte mere, end vi tager imod (højst 8 KB). Gå tilbage og prøv igen.',
    unsupportedType: 'Det var ikke en formular, vi kan læse. Brug formularen på Tingdatas sider.',
    proxied:
      'Denne server tager ikke imod tilmeldinger: de skulle være sendt videre til den server, der har varslerne. Prøv igen om lidt.',
    off: 'Tingdata sender ikke varsler på e-mail her.',
    invalidToken:
      'Linket virker ikke: det kan være klippet over, eller også er adressen allerede slettet. Kopiér hele linket fra mailen, eller følg på ny fra siden.',
    expiredToken:
      'Linket er udløbet: en bekræftelse gælder i 48 timer. Følg på ny fra siden, så sender vi et nyt link.',
    heading: 'Varsler på e-mail',
    home: 'Gå til forsiden',
  },
  en: {
    title: 'E-mail alerts – Tingdata',
    addressEmpty: 'Type your e-mail address.',
    addressTooLong: 'The address is too long: an e-mail address has at most 254 characters.',
    addressMalformed:
      'That does not look like an e-mail address. Type one address such as name@example.com, without spaces or a name in front.',
    cadence: 'Choose how often you want mail: immediately or a daily digest.',
    feed: 'The form lacks what you wanted to follow. Go back to the page and try again.',
    unknownItem: 'What you wanted to follow is not (or no longer) on Tingdata: {message}',
    rateLimited: 'Many requests have come from here in a short time. Try again in {minutes} minutes.',
    unavailable: 'The alerts cannot take requests just now. Try again in a moment.',
    crossSite:
      'The form was sent from a page other than Tingdata’s, so nothing was done. Use the form on Tingdata’s own pages.',
    tooLarge: 'The form sent more than we accept (at most 8 KB). Go back and try again.',
    unsupportedType: 'That was not a form we can read. Use the form on Tingdata’s pages.',
    proxied:
      'This server does not take requests for alerts: they should have been passed on to the server that keeps them. Try again in a moment.',
    off: 'Tingdata does not send e-mail alerts here.',
    invalidToken:
      'The link does not work: it may have been cut off, or the address has been deleted already. Copy the whole link from the mail, or follow again from the page.',
    expiredToken:
      'The link has expired: a confirmation is valid for 48 hours. Follow again from the page and we will send a new link.',
    heading: 'E-mail alerts',
    home: 'Go to the home page',
  },
});

type Texts = (typeof messages)[Locale];

const STATUS: Readonly<Record<FollowProblem['kind'] | TokenProblem['kind'], number>> = {
  invalid: 400,
  'unknown-item': 404,
  'rate-limited': 429,
  unavailable: 503,
  'cross-site': 403,
  'too-large': 413,
  'unsupported-type': 415,
  proxied: 503,
  off: 404,
  'invalid-token': 400,
  'expired-token': 410,
};

function sentence(t: Texts, problem: FollowProblem | TokenProblem): string {
  switch (problem.kind) {
    case 'invalid':
      if (problem.field === 'cadence') return t.cadence;
      if (problem.field !== 'address') return t.feed;
      return problem.reason === 'empty'
        ? t.addressEmpty
        : problem.reason === 'too-long'
          ? t.addressTooLong
          : t.addressMalformed;
    case 'unknown-item':
      return format(t.unknownItem, { message: problem.message });
    case 'rate-limited':
      return format(t.rateLimited, { minutes: Math.max(1, Math.ceil(problem.retryAfterSeconds / 60)) });
    case 'unavailable':
      return t.unavailable;
    case 'cross-site':
      return t.crossSite;
    case 'too-large':
      return t.tooLarge;
    case 'unsupported-type':
      return t.unsupportedType;
    case 'proxied':
      return t.proxied;
    case 'off':
      return t.off;
    case 'invalid-token':
      return t.invalidToken;
    case 'expired-token':
      return t.expiredToken;
  }
}

/** Whether sending the same form again, corrected, can work (not for a feed or language the form did not name). */
const repeatsForm = (problem: FollowProblem): boolean =>
  problem.kind === 'invalid'
    ? problem.field === 'address' || problem.field === 'cadence'
    : problem.kind === 'rate-limited' || problem.kind === 'unavailable';

const checked = (value: boolean): string => (value ? ' checked' : '');

/** The follow form (components/follow/FollowByEmail.tsx) in plain HTML, filled with what was sent. */
function followFormHtml(form: FollowForm, problem: FollowProblem): string {
  const f = followFormMessages[form.locale];
  const invalid = problem.kind === 'invalid' && problem.field === 'address';
  return `<form method="post" action="${escapeHtml(localePath(form.locale, ALERTS_SUBSCRIBE_PATH))}">
<input type="hidden" name="${FOLLOW_FIELDS.feedPath}" value="${escapeHtml(form.feedPath)}">
<input type="hidden" name="${FOLLOW_FIELDS.locale}" value="${form.locale}">
<label for="adresse">${f.address}</label>
<input id="adresse" type="email" name="${FOLLOW_FIELDS.address}" value="${escapeHtml(form.address)}" autocomplete="email" maxlength="${FORM_MAX_ADDRESS_LENGTH}" required${invalid ? ' aria-invalid="true" aria-describedby="fejl" autofocus' : ''}>
<fieldset><legend>${f.cadence}</legend>
<label><input type="radio" name="${FOLLOW_FIELDS.cadence}" value="immediate"${checked(form.cadence !== 'daily')}> ${f.immediate}</label>
<label><input type="radio" name="${FOLLOW_FIELDS.cadence}" value="daily"${checked(form.cadence === 'daily')}> ${f.daily}</label>
</fieldset>
<button type="submit">${f.submit}</button>
<p>${f.privacy} <a class="text" href="${localePath(form.locale, PRIVACY_PATH)}">${f.privacyLink}</a></p>
</form>`;
}

function answer(
  locale: Locale,
  problem: FollowProblem | TokenProblem,
  main: string,
  headers: Readonly<Record<string, string>> = {},
): AlertsAnswer {
  return {
    status: STATUS[problem.kind],
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      ...(problem.kind === 'rate-limited' ? { 'Retry-After': String(problem.retryAfterSeconds) } : {}),
      ...(problem.kind === 'unavailable' || problem.kind === 'proxied' ? { 'Retry-After': '60' } : {}),
      ...headers,
    },
    body: plainPage(locale, messages[locale].title, main),
  };
}

/**
 * The answer to a follow request that was not taken: the reason first, then the form with what was typed (when
 * sending it again can work), else a way back. `form` is null when the post could not be read at all.
 */
export function followProblemAnswer(
  locale: Locale,
  problem: FollowProblem,
  form: FollowForm | null,
): AlertsAnswer {
  const t = messages[locale];
  const f = followFormMessages[locale];
  const lead = `<h1>${f.open}</h1>\n<p id="fejl" class="error" role="alert">${escapeHtml(sentence(t, problem))}</p>`;
  const rest =
    form && repeatsForm(problem)
      ? followFormHtml(form, problem)
      : `<p><a href="${localePath(locale, '/')}">${t.home}</a></p>`;
  return answer(locale, problem, `${lead}\n${rest}`);
}

/** The answer to a confirm, remove or delete post that was not done: the reason, and a way on. */
export function tokenProblemAnswer(locale: Locale, problem: TokenProblem): AlertsAnswer {
  const t = messages[locale];
  return answer(
    locale,
    problem,
    `<h1>${t.heading}</h1>\n<p class="error" role="alert">${escapeHtml(sentence(t, problem))}</p>
<p><a href="${localePath(locale, '/')}">${t.home}</a></p>`,
  );
}
