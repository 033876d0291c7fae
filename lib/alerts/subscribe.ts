import type { Locale } from '@/lib/i18n/locale';
import type { RateLimit } from '@/lib/rate-limit/rate-limit';
import { type AddressRefusal, normalizeAddress } from './address';
import type { AlertsDb } from './alerts-db';
import { alertsMetrics, type SubscribeResult } from './alerts-metrics';
import { MAX_FEED_PATH_LENGTH, parseFeedPath } from './feed-path';
import { kickSender } from './sender-kick';
import {
  confirmMailsSince,
  enqueueMail,
  followOf,
  insertFollow,
  recordConfirmMail,
  renewPendingFollow,
  subscriberByAddress,
  upsertSubscriber,
} from './subscription-rows';
import { CADENCES, type Cadence, type FeedRead } from './types';

/** A follow request as the form posts it: every field a raw string, checked here. */
export interface SubscribeInput {
  readonly address: string;
  readonly feedPath: string;
  readonly cadence: string;
  readonly locale: string;
  /** The client's address (lib/server/client-address.ts): the per-client limit's key. Never stored. */
  readonly client: string;
}

/** What a follow request needs besides the alerts' file (tokens are signed when the mail is composed, not here). */
export interface SubscribeDeps {
  /** Reads the feed as a feed reader would (lib/alerts/feed-reader.ts): its title, or why it cannot be followed. */
  readonly lookupFeed: (feedPath: string, locale: Locale) => Promise<FeedRead>;
  /** Follow requests per client (`ALERTS_SUBSCRIBE_PER_CLIENT` an hour). */
  readonly clientLimit: RateLimit;
  /** Confirmation mails per address in 24 hours (`ALERTS_MAILS_PER_ADDRESS`). */
  readonly mailsPerAddressPerDay: number;
  readonly now: Date;
}

export type SubscribeField = 'address' | 'feed' | 'cadence' | 'locale';
/** Why a field was refused: left empty, too long, or not a value of the field. */
export type FieldRefusal = AddressRefusal;

export type SubscribeAnswer =
  /** The same answer whatever became of the request: known, new, limited, disabled or already following. */
  | { readonly kind: 'accepted' }
  | { readonly kind: 'invalid'; readonly field: SubscribeField; readonly reason: FieldRefusal }
  /** The feed answered 404 or 400 (no such record, a search it cannot follow), with its sentence. */
  | { readonly kind: 'unknown-item'; readonly message: string }
  | { readonly kind: 'rate-limited'; readonly retryAfterSeconds: number }
  /** The feed could not be read now: try again later. */
  | { readonly kind: 'unavailable' };

const DAY_MS = 24 * 3600 * 1000;
const LOCALES: readonly string[] = ['da', 'en'];

const invalid = (field: SubscribeField, reason: FieldRefusal): SubscribeAnswer => ({
  kind: 'invalid',
  field,
  reason,
});

/** The request's fields checked, or the first one that is not valid (in the form's order). */
function validate(
  input: SubscribeInput,
): SubscribeAnswer | { address: string; feedPath: string; cadence: Cadence; locale: Locale } {
  const address = normalizeAddress(input.address);
  if (!address.ok) return invalid('address', address.reason);
  const feedText = input.feedPath.trim();
  const feedPath = parseFeedPath(feedText);
  if (feedPath === null)
    return invalid(
      'feed',
      feedText === '' ? 'empty' : feedText.length > MAX_FEED_PATH_LENGTH ? 'too-long' : 'malformed',
    );
  const cadence = CADENCES.find((c) => c === input.cadence.trim());
  if (!cadence) return invalid('cadence', input.cadence.trim() === '' ? 'empty' : 'malformed');
  const locale = input.locale.trim();
  if (!LOCALES.includes(locale)) return invalid('locale', locale === '' ? 'empty' : 'malformed');
  return { address: address.address, feedPath, cadence, locale: locale as Locale };
}

/**
 * What a follow request does, in one transaction (double opt-in: nothing is mailed but the confirmation, and only
 * after it is anything else):
 * - a new feed for the address: an unconfirmed follow with the feed's title, and one `confirm` mail queued;
 * - a feed the address follows unconfirmed: its cadence and title as asked now, and a new confirmation (its 48 hours
 *   from now; the earlier mail's link stays good until its own expiry);
 * - a feed the address follows confirmed: nothing changes and nothing is sent. A request carries no proof that it
 *   comes from the address's owner, so it may not change what the owner confirmed; the owner changes the cadence on
 *   the manage page (lib/alerts/manage.ts);
 * - an address whose mail is disabled (permanent failures): nothing at all;
 * - an address that had `mailsPerAddressPerDay` confirmation mails in the last 24 hours: the follow is written, no
 *   mail is queued (the request expires unless an earlier mail's link confirms it).
 * The subscriber's language becomes the request's. Returns `accepted` for all of these alike, so the answer never
 * tells whether an address is known. Checked first: the per-client limit, then the fields, then the feed.
 */
export async function subscribe(
  db: AlertsDb,
  input: SubscribeInput,
  deps: SubscribeDeps,
): Promise<SubscribeAnswer> {
  const answer = await answerRequest(db, input, deps);
  const result: SubscribeResult =
    answer.kind === 'unknown-item'
      ? 'unknown_item'
      : answer.kind === 'rate-limited'
        ? 'rate_limited'
        : answer.kind;
  alertsMetrics().subscribeRequests.inc({ result });
  return answer;
}

async function answerRequest(
  db: AlertsDb,
  input: SubscribeInput,
  deps: SubscribeDeps,
): Promise<SubscribeAnswer> {
  const decision = await deps.clientLimit.consume(input.client);
  if (!decision.allowed) return { kind: 'rate-limited', retryAfterSeconds: decision.retryAfterSeconds };
  const request = validate(input);
  if ('kind' in request) return request;
  const feed = await deps.lookupFeed(request.feedPath, request.locale);
  if (feed.kind === 'unavailable') return { kind: 'unavailable' };
  if (feed.kind !== 'ok') return { kind: 'unknown-item', message: feed.message };
  const queued = db.transaction(() => record(db, { ...request, title: feed.title }, deps)).immediate();
  if (queued) kickSender();
  return { kind: 'accepted' };
}

/** Writes the request; whether a confirmation mail was queued. */
function record(
  db: AlertsDb,
  request: { address: string; feedPath: string; cadence: Cadence; locale: Locale; title: string },
  deps: Pick<SubscribeDeps, 'mailsPerAddressPerDay' | 'now'>,
): boolean {
  const now = deps.now.toISOString();
  if (subscriberByAddress(db, request.address)?.disabledAt) return false;
  const subscriber = upsertSubscriber(db, request.address, request.locale, now);
  const known = followOf(db, subscriber.id, request.feedPath);
  if (known?.confirmedAt) return false;
  const since = new Date(deps.now.getTime() - DAY_MS).toISOString();
  const mayMail = confirmMailsSince(db, subscriber.id, since) < deps.mailsPerAddressPerDay;
  let followId: number;
  if (known) {
    followId = known.id;
    renewPendingFollow(db, known.id, {
      cadence: request.cadence,
      title: request.title,
      createdAt: mayMail ? now : known.createdAt,
    });
  } else
    followId = insertFollow(db, {
      subscriberId: subscriber.id,
      feedPath: request.feedPath,
      title: request.title,
      cadence: request.cadence,
      now,
    });
  if (!mayMail) return false;
  recordConfirmMail(db, subscriber.id, now);
  enqueueMail(db, subscriber.id, { kind: 'confirm', followIds: [followId] }, now);
  return true;
}
