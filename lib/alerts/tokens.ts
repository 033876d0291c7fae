import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TokenPurpose } from './types';

/*
 * Signed tokens: the only key to an address's subscriptions (no accounts, no passwords). A token names its purpose,
 * the subscriber's row and, for a confirmation, the follow; its MAC (HMAC-SHA256 with the alerts' secret) covers
 * those and the address itself, so a token is void once the address is deleted (a new row for the same address has
 * another id) and never does another purpose's work. Confirmation tokens expire; manage and unsubscribe tokens in
 * sent mail do not (a link in an old mail must still unsubscribe). The address is never in the token.
 *
 * Format: `<purpose>.<subscriber>.<follow or ->.<expiry in unix seconds or ->.<mac, base64url>`.
 */

export interface TokenClaims {
  readonly purpose: TokenPurpose;
  readonly subscriberId: number;
  /** The follow a confirmation confirms; null for the other purposes. */
  readonly followId: number | null;
  /** Unix seconds after which the token is void; null: never. */
  readonly expiresAt: number | null;
}

export type TokenCheck =
  | { readonly ok: true; readonly claims: TokenClaims }
  | { readonly ok: false; readonly reason: 'malformed' | 'wrong-purpose' | 'expired' | 'invalid' };

const PURPOSES: readonly TokenPurpose[] = ['confirm', 'manage', 'unsubscribe'];
const ID = /^[1-9][0-9]{0,15}$/;
/** Longer than any token this module makes: anything longer is refused before parsing. */
export const MAX_TOKEN_LENGTH = 200;

const body = (c: TokenClaims): string =>
  `${c.purpose}.${c.subscriberId}.${c.followId ?? '-'}.${c.expiresAt ?? '-'}`;

const mac = (secret: string, text: string, address: string): Buffer =>
  createHmac('sha256', secret).update(`${text}\n${address}`).digest();

/** A token for `claims`, bound to `address` (the subscriber's stored, normalised address). */
export function signToken(secret: string, claims: TokenClaims, address: string): string {
  const text = body(claims);
  return `${text}.${mac(secret, text, address).toString('base64url')}`;
}

/** The claims a token makes, before its MAC is checked (which needs the subscriber's address). */
export function readToken(token: string): TokenClaims | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const [purpose, subscriber, follow, expiry, signature, ...rest] = token.split('.');
  if (signature === undefined || rest.length > 0 || !subscriber || !follow || !expiry) return null;
  if (!PURPOSES.includes(purpose as TokenPurpose) || !ID.test(subscriber)) return null;
  if (follow !== '-' && !ID.test(follow)) return null;
  if (expiry !== '-' && !ID.test(expiry)) return null;
  return {
    purpose: purpose as TokenPurpose,
    subscriberId: Number(subscriber),
    followId: follow === '-' ? null : Number(follow),
    expiresAt: expiry === '-' ? null : Number(expiry),
  };
}

/**
 * Checks a token for `purpose`: `addressOf` gives the stored address of a subscriber id (null when there is none,
 * which makes the token invalid). `now` in unix seconds.
 */
export function checkToken(
  secret: string,
  token: string,
  purpose: TokenPurpose,
  addressOf: (subscriberId: number) => string | null,
  now: number = Math.floor(Date.now() / 1000),
): TokenCheck {
  const claims = readToken(token);
  if (!claims) return { ok: false, reason: 'malformed' };
  if (claims.purpose !== purpose) return { ok: false, reason: 'wrong-purpose' };
  const address = addressOf(claims.subscriberId);
  const given = Buffer.from(token.slice(token.lastIndexOf('.') + 1), 'base64url');
  const expected = mac(secret, body(claims), address ?? '');
  if (address === null || given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  if (claims.expiresAt !== null && claims.expiresAt < now) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
