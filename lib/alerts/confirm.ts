import type { Locale } from '@/lib/i18n/locale';
import { maskAddress } from './address';
import type { AlertsDb } from './alerts-db';
import { alertsMetrics } from './alerts-metrics';
import { checkSubscriberToken, type SubscriberTokens, tokensFor } from './subscriber-tokens';
import { confirmFollowById, followById, setConsent } from './subscription-rows';
import type { Cadence, Follow, Subscriber } from './types';

/** What the confirmation page and its answer may show: the follow, and the address only masked. */
export interface ConfirmSubject {
  readonly title: string;
  readonly feedPath: string;
  readonly cadence: Cadence;
  /** `m…@example.dk` (lib/alerts/address.ts maskAddress). */
  readonly maskedAddress: string;
  readonly locale: Locale;
}

/** The GET page's view of a confirmation link: what it would confirm, or why it cannot. */
export type ConfirmPreview =
  | ({ readonly kind: 'pending' | 'already' } & ConfirmSubject)
  | { readonly kind: 'expired' | 'invalid' };

/** What confirming did; a confirmed follow's answer carries the subscriber's manage and unsubscribe tokens. */
export type ConfirmResult =
  | ({ readonly kind: 'confirmed' | 'already'; readonly tokens: SubscriberTokens } & ConfirmSubject)
  | { readonly kind: 'expired' | 'invalid' };

type Found =
  | { readonly ok: true; readonly subscriber: Subscriber; readonly follow: Follow }
  | { readonly ok: false; readonly kind: 'expired' | 'invalid' };

/** The follow a confirmation token names, of the subscriber it names. */
function find(db: AlertsDb, secret: string, token: string, now: Date): Found {
  const check = checkSubscriberToken(db, secret, token, ['confirm'], now);
  if (!check.ok) return { ok: false, kind: check.reason };
  const follow = check.claims.followId === null ? null : followById(db, check.claims.followId);
  // The request was removed (or expired and deleted) while the subscriber stayed.
  if (!follow || follow.subscriberId !== check.subscriber.id) return { ok: false, kind: 'invalid' };
  return { ok: true, subscriber: check.subscriber, follow };
}

const subject = (subscriber: Subscriber, follow: Follow): ConfirmSubject => ({
  title: follow.title,
  feedPath: follow.feedPath,
  cadence: follow.cadence,
  maskedAddress: maskAddress(subscriber.address),
  locale: subscriber.locale,
});

/** What the confirmation page shows for `token` (a GET changes nothing: mail scanners open links). */
export function previewConfirm(db: AlertsDb, secret: string, token: string, now: Date): ConfirmPreview {
  const found = find(db, secret, token, now);
  if (!found.ok) return { kind: found.kind };
  return {
    kind: found.follow.confirmedAt ? 'already' : 'pending',
    ...subject(found.subscriber, found.follow),
  };
}

/**
 * Confirms the follow request of `token` (the page's POST): the follow's `confirmed_at`, and the subscriber's
 * consent time if it had none. `after_seq` stays null: the mail writer sets it at its first look at the feed, so
 * nothing published before the confirmation is mailed. A second click answers `already` and changes nothing.
 */
export function confirmFollow(db: AlertsDb, secret: string, token: string, now: Date): ConfirmResult {
  const result = db
    .transaction((): ConfirmResult => {
      const found = find(db, secret, token, now);
      if (!found.ok) return { kind: found.kind };
      const { subscriber, follow } = found;
      const at = now.toISOString();
      const confirmed = confirmFollowById(db, follow.id, at);
      if (confirmed) setConsent(db, subscriber.id, at);
      return {
        kind: confirmed ? 'confirmed' : 'already',
        tokens: tokensFor(secret, subscriber),
        ...subject(subscriber, follow),
      };
    })
    .immediate();
  if (result.kind === 'confirmed') alertsMetrics().confirmations.inc();
  return result;
}
