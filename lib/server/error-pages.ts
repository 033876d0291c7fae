import type { Locale } from '@/lib/i18n/locale';
import { localePath } from '@/lib/routes';
import { plainPage } from './plain-page';

/**
 * The pages a reader gets instead of Next's error shell, which is empty until its scripts run (so without
 * JavaScript, and to a link previewer, a failed page said nothing): what happened, what to do, and the request's id
 * to quote. The layout that knows the reader's language is what could not be rendered, so the address says it: an
 * English address (`/en/…`) gets the page in English, a Danish one in Danish with the English beside it (marked
 * `lang="en"`), as before English had addresses of its own. Plain HTML (plain-page.ts): nothing in them can fail.
 */

/** A request id as it goes into the page: only the id's own letters and digits (lib/http/request-outcome.ts). */
const safeId = (id: string): string => id.replace(/[^a-z0-9]/g, '');

/** The words every error page ends with, in each page language. */
const FOOTER: Readonly<Record<Locale, { code: string; retry: string; home: string }>> = {
  da: {
    code: 'Fejlkode <span lang="en">/ Error code</span>',
    retry: 'Prøv igen <span lang="en">/ Try again</span>',
    home: 'Gå til forsiden <span lang="en">/ Go to the home page</span>',
  },
  en: { code: 'Error code', retry: 'Try again', home: 'Go to the home page' },
};

function page(locale: Locale, title: string, body: string, requestId: string): string {
  const f = FOOTER[locale];
  return plainPage(
    locale,
    title,
    `${body}
<p>${f.code}: <code>${safeId(requestId)}</code></p>
<p><a href="">${f.retry}</a><a href="${localePath(locale, '/')}">${f.home}</a></p>`,
  );
}

/** The page for a read refused or stopped at its deadline (503): the site is busy, not broken. */
export function busyPage(retryAfterSeconds: number, requestId: string, locale: Locale): string {
  const english = `The site is busy just now, so the page was stopped rather than kept waiting. Try again in ${retryAfterSeconds} seconds.`;
  if (locale === 'en')
    return page(
      'en',
      'Tingdata is busy – try again',
      `<h1>The page took too long to fetch</h1>
<p>${english}</p>`,
      requestId,
    );
  return page(
    'da',
    'Tingdata har travlt – prøv igen',
    `<h1>Siden tog for lang tid at hente</h1>
<p>Tingdata har travlt lige nu, så vi stoppede opslaget i stedet for at lade dig vente. Prøv igen om ${retryAfterSeconds} sekunder.</p>
<p lang="en">${english}</p>`,
    requestId,
  );
}

/** The page for any other server error (5xx). */
export function serverErrorPage(requestId: string, locale: Locale): string {
  const english =
    'Something went wrong on the server, so the data for this page could not be loaded. Try again in a moment. The error code below finds the error in the server’s log.';
  if (locale === 'en')
    return page(
      'en',
      'The page could not be shown – Tingdata',
      `<h1>The page could not be shown</h1>
<p>${english}</p>`,
      requestId,
    );
  return page(
    'da',
    'Siden kunne ikke vises – Tingdata',
    `<h1>Siden kunne ikke vises</h1>
<p>Der skete en fejl på serveren, så vi kunne ikke hente dataene til siden. Prøv igen om lidt. Fejlkoden nedenfor finder fejlen i serverens log.</p>
<p lang="en">${english}</p>`,
    requestId,
  );
}
