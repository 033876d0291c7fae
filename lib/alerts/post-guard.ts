import type { AlertsAnswer, RequestProblem } from '@/lib/alerts/answer-pages';
import { readFormPost } from '@/lib/alerts/form-post';
import { readAlertsConfig } from '@/lib/config/alerts';
import { LOCALE_HEADER, type Locale, parseLocale } from '@/lib/i18n/locale';

/** The language of a request to the alerts: its address's (`/en/varsler/…`), which proxy.ts puts in a header. */
export const requestLocale = (request: Request): Locale => parseLocale(request.headers.get(LOCALE_HEADER));

/** An answer as the route handlers send it (HEAD-less: every alerts action is a POST). */
export const toResponse = (answer: AlertsAnswer): Response =>
  new Response(answer.body, { status: answer.status, headers: answer.headers });

/** 303 to a page of this site (a relative `Location`: the reader stays on the host they asked). */
export const seeOther = (location: string): Response =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

let proxiedLogged = false;

/**
 * Whether this instance answers the alerts' posts: it must be the writer. `off`: alerts are not offered here.
 * `proxied`: the reverse proxy should send these to the writer (docs/deploy.md); reaching this instance means it
 * does not, which is logged once.
 */
function modeProblem(): RequestProblem | null {
  const { mode } = readAlertsConfig();
  if (mode === 'writer') return null;
  if (mode === 'proxied' && !proxiedLogged) {
    proxiedLogged = true;
    console.warn(
      '[alerts] a subscription request reached this instance (ALERTS=proxied): the reverse proxy should send /varsler/tilmeld and /varsler/handling/* and /varsler/et-klik to the alerts writer; answered 503',
    );
  }
  return { kind: mode === 'proxied' ? 'proxied' : 'off' };
}

/**
 * What every post to the alerts is checked for before its fields are read: this instance keeps the alerts, and the
 * body is a form of at most 8 KB (lib/alerts/form-post.ts). Its fields, or the problem to answer.
 */
export async function guardedForm(
  request: Request,
): Promise<{ readonly fields: URLSearchParams } | { readonly problem: RequestProblem }> {
  const mode = modeProblem();
  if (mode) return { problem: mode };
  const post = await readFormPost(request);
  if (post.kind === 'form') return { fields: post.fields };
  return { problem: { kind: post.kind } };
}
