import { alertsSecretOf, getAlertsDb } from '@/lib/alerts/alerts-connection';
import { type TokenProblem, tokenProblemAnswer } from '@/lib/alerts/answer-pages';
import { confirmFollow } from '@/lib/alerts/confirm';
import { changeCadence, deleteSubscriber, removeFollow } from '@/lib/alerts/manage';
import { guardedForm, requestLocale, seeOther, toResponse } from '@/lib/alerts/post-guard';
import { CADENCE_FIELD, FOLLOW_ID_FIELD, TOKEN_FIELD } from '@/lib/alerts/token-fields';
import { escapeHtml, plainPage } from '@/lib/http/plain-page';
import { defineMessages, type Locale } from '@/lib/i18n/locale';
import {
  ALERTS_CONFIRMED_PATH,
  ALERTS_DELETED_PATH,
  alertsManagePath,
  alertsUnsubscribePath,
  localePath,
} from '@/lib/routes';

/*
 * The posts of the alerts' pages that carry a reader's token (app/varsler/handling/*, app/varsler/et-klik): the token
 * is the key, so no other check of where the post came from is needed — a forged post would need the token. Each
 * checks the post (lib/alerts/post-guard.ts), does its work in the service (lib/alerts/confirm.ts, manage.ts) and
 * answers 303 to the page that says what happened, or a 4xx page that says why not.
 */

type Guarded = { readonly fields: URLSearchParams; readonly token: string } | { readonly answer: Response };

async function tokenPost(request: Request, locale: Locale): Promise<Guarded> {
  const guarded = await guardedForm(request);
  if ('problem' in guarded) return { answer: problem(locale, guarded.problem) };
  return { fields: guarded.fields, token: guarded.fields.get(TOKEN_FIELD) ?? '' };
}

const problem = (locale: Locale, p: TokenProblem): Response => toResponse(tokenProblemAnswer(locale, p));

/** POST `/varsler/handling/bekraeft` (the confirm page's button): 303 to "you now follow it". */
export async function answerConfirm(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  const post = await tokenPost(request, locale);
  if ('answer' in post) return post.answer;
  const result = confirmFollow(getAlertsDb(), alertsSecretOf(), post.token, new Date());
  if (result.kind === 'expired') return problem(locale, { kind: 'expired-token' });
  if (result.kind === 'invalid') return problem(locale, { kind: 'invalid-token' });
  return seeOther(localePath(locale, ALERTS_CONFIRMED_PATH));
}

/**
 * POST `/varsler/handling/fjern` (a remove button of the manage page): 303 back to the manage page, which says it
 * was removed — or, when it was the last follow and so the address is deleted, to "your data is deleted".
 */
export async function answerRemove(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  const post = await tokenPost(request, locale);
  if ('answer' in post) return post.answer;
  const result = removeFollow(
    getAlertsDb(),
    alertsSecretOf(),
    post.token,
    post.fields.get(FOLLOW_ID_FIELD) ?? '',
  );
  if (result.kind === 'invalid') return problem(locale, { kind: 'invalid-token' });
  // Not (or no longer) one of the address's follows: the manage page shows what there is.
  if (result.kind !== 'removed') return seeOther(localePath(locale, alertsManagePath(post.token)));
  if (result.subscriberDeleted) return seeOther(localePath(locale, ALERTS_DELETED_PATH));
  return seeOther(localePath(locale, alertsManagePath(post.token, true)));
}

/**
 * POST `/varsler/handling/kadence` (the manage page's switch between immediate mail and the daily digest): 303 back
 * to the manage page, which shows the follow's cadence as it now is.
 */
export async function answerCadence(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  const post = await tokenPost(request, locale);
  if ('answer' in post) return post.answer;
  const result = changeCadence(
    getAlertsDb(),
    alertsSecretOf(),
    post.token,
    post.fields.get(FOLLOW_ID_FIELD) ?? '',
    post.fields.get(CADENCE_FIELD) ?? '',
  );
  if (result.kind === 'invalid') return problem(locale, { kind: 'invalid-token' });
  return seeOther(localePath(locale, alertsManagePath(post.token)));
}

/** POST `/varsler/handling/slet` ("delete all my data", or the unsubscribe page's button): 303 to "deleted". */
export async function answerDelete(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  const post = await tokenPost(request, locale);
  if ('answer' in post) return post.answer;
  const result = deleteSubscriber(getAlertsDb(), alertsSecretOf(), post.token);
  if (result.kind === 'invalid') return problem(locale, { kind: 'invalid-token' });
  return seeOther(localePath(locale, ALERTS_DELETED_PATH));
}

const oneClickMessages = defineMessages({
  da: { title: 'Afmeldt', done: 'Du er afmeldt, og din adresse og alt, hvad du fulgte, er slettet.' },
  en: {
    title: 'Unsubscribed',
    done: 'You are unsubscribed, and your address and all you followed are deleted.',
  },
});

/**
 * `List-Unsubscribe` (RFC 8058) at `/varsler/et-klik?t=…`: a GET (a client that only knows RFC 2369, or a reader
 * following the link) goes on to the unsubscribe page with its one button; a POST whose body says
 * `List-Unsubscribe=One-Click` (sent by the mail client, without the reader's cookies or a page) deletes at once
 * and answers 200. The token in the address is the key.
 */
export function answerOneClickGet(request: Request): Response {
  const token = new URL(request.url).searchParams.get(TOKEN_FIELD) ?? '';
  return seeOther(localePath(requestLocale(request), alertsUnsubscribePath(token)));
}

export async function answerOneClickPost(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  const post = await tokenPost(request, locale);
  if ('answer' in post) return post.answer;
  if (post.fields.get('List-Unsubscribe') !== 'One-Click')
    return problem(locale, { kind: 'unsupported-type' });
  const token = new URL(request.url).searchParams.get(TOKEN_FIELD) ?? '';
  const result = deleteSubscriber(getAlertsDb(), alertsSecretOf(), token, 'one_click');
  if (result.kind === 'invalid') return problem(locale, { kind: 'invalid-token' });
  const t = oneClickMessages[locale];
  return new Response(plainPage(locale, t.title, `<h1>${t.title}</h1>\n<p>${escapeHtml(t.done)}</p>`), {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
