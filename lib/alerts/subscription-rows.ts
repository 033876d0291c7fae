import type { Locale } from '@/lib/i18n/locale';
import { prepared } from '@/lib/store/prepared';
import type { AlertsDb } from './alerts-db';
import type { Cadence, Follow, MailKind, MailPayload, Subscriber } from './types';

/*
 * The SQL of the subscription service (lib/alerts/alerts-schema.ts): every statement fixed text with bound
 * parameters, prepared once per connection (lib/store/prepared.ts). Times are ISO 8601 UTC strings, which compare as
 * text in time order. The operations that read and then write (subscribe, confirm, remove, expire) run them in
 * IMMEDIATE transactions: the sender writes the same file, and a deferred one could not upgrade to write.
 */

interface SubscriberRow {
  id: number;
  address: string;
  locale: Locale;
  created_at: string;
  consent_at: string | null;
  disabled_at: string | null;
}

interface FollowRow {
  id: number;
  subscriber_id: number;
  feed_path: string;
  title: string;
  cadence: Cadence;
  created_at: string;
  confirmed_at: string | null;
}

const toSubscriber = (r: SubscriberRow): Subscriber => ({
  id: r.id,
  address: r.address,
  locale: r.locale,
  createdAt: r.created_at,
  consentAt: r.consent_at,
  disabledAt: r.disabled_at,
});

const toFollow = (r: FollowRow): Follow => ({
  id: r.id,
  subscriberId: r.subscriber_id,
  feedPath: r.feed_path,
  title: r.title,
  cadence: r.cadence,
  createdAt: r.created_at,
  confirmedAt: r.confirmed_at,
});

const SUBSCRIBER_COLUMNS = 'id, address, locale, created_at, consent_at, disabled_at';
const FOLLOW_COLUMNS = 'id, subscriber_id, feed_path, title, cadence, created_at, confirmed_at';

const selectSubscriber = prepared<[number], SubscriberRow>(
  `SELECT ${SUBSCRIBER_COLUMNS} FROM subscriber WHERE id = ?`,
);
const selectSubscriberByAddress = prepared<[string], SubscriberRow>(
  `SELECT ${SUBSCRIBER_COLUMNS} FROM subscriber WHERE address = ?`,
);
const insertSubscriberRow = prepared<[string, Locale, string], SubscriberRow>(
  `INSERT INTO subscriber (address, locale, created_at) VALUES (?, ?, ?) RETURNING ${SUBSCRIBER_COLUMNS}`,
);
const setLocaleRow = prepared<[Locale, number], never>('UPDATE subscriber SET locale = ? WHERE id = ?');
const setConsentRow = prepared<[string, number], never>(
  'UPDATE subscriber SET consent_at = ? WHERE id = ? AND consent_at IS NULL',
);
const deleteSubscriberRow = prepared<[number], never>('DELETE FROM subscriber WHERE id = ?');

const selectFollow = prepared<[number], FollowRow>(`SELECT ${FOLLOW_COLUMNS} FROM follow WHERE id = ?`);
const selectFollowOf = prepared<[number, string], FollowRow>(
  `SELECT ${FOLLOW_COLUMNS} FROM follow WHERE subscriber_id = ? AND feed_path = ?`,
);
const selectFollowsOf = prepared<[number], FollowRow>(
  `SELECT ${FOLLOW_COLUMNS} FROM follow WHERE subscriber_id = ? ORDER BY created_at, id`,
);
const insertFollowRow = prepared<[number, string, string, Cadence, string], { id: number }>(
  `INSERT INTO follow (subscriber_id, feed_path, title, cadence, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id`,
);
const renewFollowRow = prepared<[Cadence, string, string, number], never>(
  'UPDATE follow SET cadence = ?, title = ?, created_at = ? WHERE id = ? AND confirmed_at IS NULL',
);
const confirmFollowRow = prepared<[string, number], never>(
  'UPDATE follow SET confirmed_at = ? WHERE id = ? AND confirmed_at IS NULL',
);
const setCadenceRow = prepared<[Cadence, number, number], never>(
  'UPDATE follow SET cadence = ? WHERE id = ? AND subscriber_id = ?',
);
const deleteFollowRow = prepared<[number, number], never>(
  'DELETE FROM follow WHERE id = ? AND subscriber_id = ?',
);
const countFollowsRow = prepared<[number], { n: number }>(
  'SELECT count(*) AS n FROM follow WHERE subscriber_id = ?',
);

const countEventsSince = prepared<[number, string], { n: number }>(
  'SELECT count(*) AS n FROM address_event WHERE subscriber_id = ? AND at > ?',
);
const insertEvent = prepared<[number, string], never>(
  'INSERT INTO address_event (subscriber_id, at) VALUES (?, ?)',
);
const pruneEventsOf = prepared<[number, string], never>(
  'DELETE FROM address_event WHERE subscriber_id = ? AND at <= ?',
);
const pruneEventsRow = prepared<[string], never>('DELETE FROM address_event WHERE at <= ?');

const insertOutbox = prepared<[number, MailKind, string, string, string], { id: number }>(
  `INSERT INTO outbox (subscriber_id, kind, payload, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?) RETURNING id`,
);

const deleteExpiredFollowsRow = prepared<[string], never>(
  'DELETE FROM follow WHERE confirmed_at IS NULL AND created_at <= ?',
);
const deleteAbandonedSubscribersRow = prepared<[], never>(
  `DELETE FROM subscriber WHERE consent_at IS NULL
     AND NOT EXISTS (SELECT 1 FROM follow f WHERE f.subscriber_id = subscriber.id)`,
);

const outboxLengthRow = prepared<[], { n: number }>('SELECT count(*) AS n FROM outbox');
const subscriberStatesRow = prepared<[], { pending: number; confirmed: number; disabled: number }>(
  `SELECT coalesce(sum(disabled_at IS NULL AND consent_at IS NULL), 0) AS pending,
          coalesce(sum(disabled_at IS NULL AND consent_at IS NOT NULL), 0) AS confirmed,
          coalesce(sum(disabled_at IS NOT NULL), 0) AS disabled
     FROM subscriber`,
);

export const subscriberById = (db: AlertsDb, id: number): Subscriber | null => {
  const row = selectSubscriber(db).get(id);
  return row ? toSubscriber(row) : null;
};

export const subscriberByAddress = (db: AlertsDb, address: string): Subscriber | null => {
  const row = selectSubscriberByAddress(db).get(address);
  return row ? toSubscriber(row) : null;
};

/**
 * The subscriber of `address`, made when new; its locale becomes `locale` (its newest request's language). Call it
 * inside a transaction. (Not `INSERT … ON CONFLICT`: with AUTOINCREMENT that would use up an id at every request.)
 */
export function upsertSubscriber(db: AlertsDb, address: string, locale: Locale, now: string): Subscriber {
  const known = subscriberByAddress(db, address);
  if (known) {
    if (known.locale !== locale) setLocaleRow(db).run(locale, known.id);
    return { ...known, locale };
  }
  const row = insertSubscriberRow(db).get(address, locale, now);
  if (!row) throw new Error('the subscriber insert returned no row');
  return toSubscriber(row);
}

/** Records the first consent (a confirmed follow); later confirmations keep the first time. */
export const setConsent = (db: AlertsDb, subscriberId: number, now: string): void => {
  setConsentRow(db).run(now, subscriberId);
};

export const deleteSubscriberById = (db: AlertsDb, id: number): boolean =>
  deleteSubscriberRow(db).run(id).changes > 0;

export const followById = (db: AlertsDb, id: number): Follow | null => {
  const row = selectFollow(db).get(id);
  return row ? toFollow(row) : null;
};

export const followOf = (db: AlertsDb, subscriberId: number, feedPath: string): Follow | null => {
  const row = selectFollowOf(db).get(subscriberId, feedPath);
  return row ? toFollow(row) : null;
};

export const followsOf = (db: AlertsDb, subscriberId: number): Follow[] =>
  selectFollowsOf(db).all(subscriberId).map(toFollow);

/** A new, unconfirmed follow; its id. */
export function insertFollow(
  db: AlertsDb,
  follow: { subscriberId: number; feedPath: string; title: string; cadence: Cadence; now: string },
): number {
  const row = insertFollowRow(db).get(
    follow.subscriberId,
    follow.feedPath,
    follow.title,
    follow.cadence,
    follow.now,
  );
  if (!row) throw new Error('the follow insert returned no row');
  return row.id;
}

/** An unconfirmed follow asked for again: its cadence and title as asked now, its wait for confirmation from `createdAt`. */
export const renewPendingFollow = (
  db: AlertsDb,
  followId: number,
  change: { cadence: Cadence; title: string; createdAt: string },
): void => {
  renewFollowRow(db).run(change.cadence, change.title, change.createdAt, followId);
};

/** Confirms a follow; false when it was confirmed already (or is gone). */
export const confirmFollowById = (db: AlertsDb, followId: number, now: string): boolean =>
  confirmFollowRow(db).run(now, followId).changes > 0;

export const setFollowCadence = (
  db: AlertsDb,
  subscriberId: number,
  followId: number,
  cadence: Cadence,
): boolean => setCadenceRow(db).run(cadence, followId, subscriberId).changes > 0;

/** Deletes a follow of this subscriber only; false when it has none of that id. */
export const deleteFollowOf = (db: AlertsDb, subscriberId: number, followId: number): boolean =>
  deleteFollowRow(db).run(followId, subscriberId).changes > 0;

export const countFollows = (db: AlertsDb, subscriberId: number): number =>
  countFollowsRow(db).get(subscriberId)?.n ?? 0;

/** Confirmation mails queued for a subscriber after `since`, its older records pruned. */
export function confirmMailsSince(db: AlertsDb, subscriberId: number, since: string): number {
  pruneEventsOf(db).run(subscriberId, since);
  return countEventsSince(db).get(subscriberId, since)?.n ?? 0;
}

export const recordConfirmMail = (db: AlertsDb, subscriberId: number, now: string): void => {
  insertEvent(db).run(subscriberId, now);
};

/** Deletes every per-address record from `before` or earlier; how many. */
export const pruneAddressEvents = (db: AlertsDb, before: string): number =>
  pruneEventsRow(db).run(before).changes;

/** Queues a mail, due now; its outbox id. */
export function enqueueMail(db: AlertsDb, subscriberId: number, payload: MailPayload, now: string): number {
  const row = insertOutbox(db).get(subscriberId, payload.kind, JSON.stringify(payload), now, now);
  if (!row) throw new Error('the outbox insert returned no row');
  return row.id;
}

/** Deletes the unconfirmed follows made at `before` or earlier; how many. */
export const deleteExpiredFollows = (db: AlertsDb, before: string): number =>
  deleteExpiredFollowsRow(db).run(before).changes;

/** Deletes the subscribers that never consented and follow nothing (their requests expired); how many. */
export const deleteAbandonedSubscribers = (db: AlertsDb): number =>
  deleteAbandonedSubscribersRow(db).run().changes;

export const outboxLength = (db: AlertsDb): number => outboxLengthRow(db).get()?.n ?? 0;

/** Subscribers by state: never confirmed, confirmed, mail disabled (lib/alerts/alerts-metrics.ts). */
export const subscriberStates = (db: AlertsDb): { pending: number; confirmed: number; disabled: number } =>
  subscriberStatesRow(db).get() ?? { pending: 0, confirmed: 0, disabled: 0 };
