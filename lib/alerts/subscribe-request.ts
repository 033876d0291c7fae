import { getAlertsDb } from '@/lib/alerts/alerts-connection';
import { followProblemAnswer } from '@/lib/alerts/answer-pages';
import { feedKey } from '@/lib/alerts/feed-key';
import { readFeed } from '@/lib/alerts/feed-reader';
import { readFollowForm } from '@/lib/alerts/follow-form';
import { isCrossSite } from '@/lib/alerts/form-post';
import { guardedForm, requestLocale, seeOther, toResponse } from '@/lib/alerts/post-guard';
import { subscribe } from '@/lib/alerts/subscribe';
import { alertsFeedOrigin, readAlertsConfig } from '@/lib/config/alerts';
import { readRateLimitConfig } from '@/lib/config/rate-limit';
import { currentRequestClient } from '@/lib/http/request-client';
import { createRateLimit, type RateLimit, UNLIMITED } from '@/lib/rate-limit/rate-limit';
import { ALERTS_SENT_PATH, localePath } from '@/lib/routes';

/** How long a follow request waits for the feed it names (read as a feed reader would) before it is `unavailable`. */
const LOOKUP_TIMEOUT_MS = 10_000;

const LIMIT_KEY = Symbol.for('tingdata.alerts.subscribeLimit');
type WithLimit = typeof globalThis & { [LIMIT_KEY]?: RateLimit };

/** The per-client limit on follow requests (`ALERTS_SUBSCRIBE_PER_CLIENT` an hour), one per process. */
function subscribeLimit(): RateLimit {
  const holder = globalThis as WithLimit;
  holder[LIMIT_KEY] ??= createRateLimit({
    name: 'alerts-subscribe',
    points: readAlertsConfig().subscribePerClientPerHour,
    windowSeconds: 3600,
    redisUrl: readRateLimitConfig().redisUrl,
  });
  return holder[LIMIT_KEY];
}

/**
 * POST `/varsler/tilmeld` (and `/en/…`): a follow request from the form beside a feed link
 * (components/follow/FollowByEmail.tsx). Refused 403 when another site sent it (`Origin`, `Sec-Fetch-Site`), then
 * checked as every alerts post (lib/alerts/post-guard.ts), then handed to the service (lib/alerts/subscribe.ts): 303
 * to "check your inbox" whatever became of it, else a 4xx or 503 page that repeats the form as typed.
 */
export async function answerSubscribe(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  if (isCrossSite(request.headers))
    return toResponse(followProblemAnswer(locale, { kind: 'cross-site' }, null));
  const guarded = await guardedForm(request);
  if ('problem' in guarded) return toResponse(followProblemAnswer(locale, guarded.problem, null));
  const form = readFollowForm(guarded.fields, locale);
  const client = currentRequestClient();
  const config = readAlertsConfig();
  const answer = await subscribe(
    getAlertsDb(),
    {
      address: form.address,
      feedPath: form.feedPath,
      cadence: form.cadence,
      locale: form.localeField,
      client: client?.address ?? 'unknown',
    },
    {
      lookupFeed: (path, feedLocale) =>
        readFeed(alertsFeedOrigin(config), feedKey(path, feedLocale), { timeoutMs: LOOKUP_TIMEOUT_MS }),
      // Loopback clients are exempt, as from every limit of the site (lib/server/site-handler.ts).
      clientLimit: client?.loopback ? UNLIMITED : subscribeLimit(),
      mailsPerAddressPerDay: config.mailsPerAddressPerDay,
      now: new Date(),
    },
  );
  if (answer.kind === 'accepted') return seeOther(localePath(form.locale, ALERTS_SENT_PATH));
  return toResponse(followProblemAnswer(form.locale, answer, form));
}
