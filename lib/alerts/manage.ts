import type { Locale } from '@/lib/i18n/locale';
import { maskAddress } from './address';
import type { AlertsDb } from './alerts-db';
import { alertsMetrics, type UnsubscribeHow } from './alerts-metrics';
import { checkSubscriberToken } from './subscriber-tokens';
import {
  countFollows,
  deleteFollowOf,
  deleteSubscriberById,
  followsOf,
  setFollowCadence,
} from './subscription-rows';
import { CADENCES, type Cadence } from './types';

/*
 * The manage page's operations (no accounts: the manage token from a mail's footer is the key). Every one checks the
 * token against the subscriber as stored now; a token of a deleted subscriber, another purpose or a forged one are
 * all `invalid`, alike.
 */

/** One follow as the manage page lists it. */
export interface ManagedFollow {
  readonly id: number;
  readonly title: string;
  readonly feedPath: string;
  readonly cadence: Cadence;
  readonly confirmed: boolean;
}

export type ManageView =
  | {
      readonly kind: 'ok';
      /** `m…@example.dk`: never the whole address. */
      readonly maskedAddress: string;
      readonly locale: Locale;
      readonly follows: readonly ManagedFollow[];
    }
  | { readonly kind: 'invalid' };

export type RemoveResult =
  /** `subscriberDeleted`: it was the last follow, so the address and everything with it is deleted. */
  | { readonly kind: 'removed'; readonly subscriberDeleted: boolean }
  | { readonly kind: 'not-found' | 'invalid' };

export type CadenceResult = { readonly kind: 'changed' } | { readonly kind: 'not-found' | 'invalid' };

export type DeleteResult = { readonly kind: 'deleted' } | { readonly kind: 'invalid' };

const manageCheck = (db: AlertsDb, secret: string, token: string) =>
  checkSubscriberToken(db, secret, token, ['manage'], new Date());

/** What the manage page shows for `token`. */
export function manageView(db: AlertsDb, secret: string, token: string): ManageView {
  const check = manageCheck(db, secret, token);
  if (!check.ok) return { kind: 'invalid' };
  return {
    kind: 'ok',
    maskedAddress: maskAddress(check.subscriber.address),
    locale: check.subscriber.locale,
    follows: followsOf(db, check.subscriber.id).map((f) => ({
      id: f.id,
      title: f.title,
      feedPath: f.feedPath,
      cadence: f.cadence,
      confirmed: f.confirmedAt !== null,
    })),
  };
}

/** A follow id as a form posts it; null for anything else. */
const followIdOf = (value: number | string): number | null => {
  const text = String(value).trim();
  return /^[1-9][0-9]{0,15}$/.test(text) ? Number(text) : null;
};

/**
 * Removes one follow of the token's subscriber (another subscriber's id is `not-found`). Removing the last one deletes
 * the subscriber: unsubscribing deletes.
 */
export function removeFollow(
  db: AlertsDb,
  secret: string,
  token: string,
  followId: number | string,
): RemoveResult {
  const result = db
    .transaction((): RemoveResult => {
      const check = manageCheck(db, secret, token);
      if (!check.ok) return { kind: 'invalid' };
      const id = followIdOf(followId);
      if (id === null || !deleteFollowOf(db, check.subscriber.id, id)) return { kind: 'not-found' };
      const last = countFollows(db, check.subscriber.id) === 0;
      if (last) deleteSubscriberById(db, check.subscriber.id);
      return { kind: 'removed', subscriberDeleted: last };
    })
    .immediate();
  if (result.kind === 'removed') alertsMetrics().unsubscribes.inc({ how: 'manage' });
  return result;
}

/** Changes one follow's cadence (the manage page's choice; a follow request cannot change a confirmed one). */
export function changeCadence(
  db: AlertsDb,
  secret: string,
  token: string,
  followId: number | string,
  cadence: string,
): CadenceResult {
  const check = manageCheck(db, secret, token);
  if (!check.ok) return { kind: 'invalid' };
  const id = followIdOf(followId);
  const wanted = CADENCES.find((c) => c === cadence.trim());
  if (id === null || !wanted || !setFollowCadence(db, check.subscriber.id, id, wanted))
    return { kind: 'not-found' };
  return { kind: 'changed' };
}

/**
 * Deletes the token's subscriber and everything stored with it (its follows, queued mail and limits cascade). Takes
 * a manage token (the manage page's "delete all") or an unsubscribe token (a mail's unsubscribe link, and its
 * one-click POST: pass `how` 'one_click' there). A second click finds no subscriber: `invalid`, like any void link.
 */
export function deleteSubscriber(
  db: AlertsDb,
  secret: string,
  token: string,
  how?: Exclude<UnsubscribeHow, 'expired'>,
): DeleteResult {
  const check = checkSubscriberToken(db, secret, token, ['manage', 'unsubscribe'], new Date());
  if (!check.ok || !deleteSubscriberById(db, check.subscriber.id)) return { kind: 'invalid' };
  alertsMetrics().unsubscribes.inc({ how: how ?? (check.claims.purpose === 'manage' ? 'manage' : 'link') });
  return { kind: 'deleted' };
}
