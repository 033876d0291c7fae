import type { AlertsDb } from './alerts-db';
import { subscriberById } from './subscription-rows';
import { checkToken, readToken, signToken, type TokenClaims } from './tokens';
import { CONFIRM_TTL_SECONDS, type Follow, type Subscriber, type TokenPurpose } from './types';

/** The links every mail to a subscriber carries: its manage page and its unsubscribe (tokens never expire). */
export interface SubscriberTokens {
  readonly manage: string;
  readonly unsubscribe: string;
}

type Holder = Pick<Subscriber, 'id' | 'address'>;

export function tokensFor(secret: string, subscriber: Holder): SubscriberTokens {
  const claims = (purpose: TokenPurpose): TokenClaims => ({
    purpose,
    subscriberId: subscriber.id,
    followId: null,
    expiresAt: null,
  });
  return {
    manage: signToken(secret, claims('manage'), subscriber.address),
    unsubscribe: signToken(secret, claims('unsubscribe'), subscriber.address),
  };
}

/** Unix seconds after which a follow request's confirmation is void: its `created_at` + CONFIRM_TTL_SECONDS. */
export const confirmExpiry = (follow: Pick<Follow, 'createdAt'>): number =>
  Math.floor(Date.parse(follow.createdAt) / 1000) + CONFIRM_TTL_SECONDS;

/** The confirmation mail's token for one follow request of `subscriber`. */
export const confirmTokenFor = (
  secret: string,
  subscriber: Holder,
  follow: Pick<Follow, 'id' | 'createdAt'>,
): string =>
  signToken(
    secret,
    {
      purpose: 'confirm',
      subscriberId: subscriber.id,
      followId: follow.id,
      expiresAt: confirmExpiry(follow),
    },
    subscriber.address,
  );

export type SubscriberTokenCheck =
  | { readonly ok: true; readonly claims: TokenClaims; readonly subscriber: Subscriber }
  | { readonly ok: false; readonly reason: 'expired' | 'invalid' };

/**
 * Checks a token of one of `purposes` against the subscriber it names, as stored now. A token whose expiry has
 * passed is `expired` before anything is looked up (its subscriber may be gone with the expired request); every other
 * failure — malformed, another purpose, a forged MAC, a deleted subscriber — is `invalid`, alike.
 */
export function checkSubscriberToken(
  db: AlertsDb,
  secret: string,
  token: string,
  purposes: readonly TokenPurpose[],
  now: Date,
): SubscriberTokenCheck {
  const claims = readToken(token);
  if (!claims || !purposes.includes(claims.purpose)) return { ok: false, reason: 'invalid' };
  const seconds = Math.floor(now.getTime() / 1000);
  if (claims.expiresAt !== null && claims.expiresAt < seconds) return { ok: false, reason: 'expired' };
  const subscriber = subscriberById(db, claims.subscriberId);
  const check = checkToken(
    secret,
    token,
    claims.purpose,
    (id) => (id === subscriber?.id ? subscriber.address : null),
    seconds,
  );
  if (!check.ok) return { ok: false, reason: check.reason === 'expired' ? 'expired' : 'invalid' };
  if (!subscriber) return { ok: false, reason: 'invalid' };
  return { ok: true, claims: check.claims, subscriber };
}
