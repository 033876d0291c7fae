import type { Locale } from '@/lib/i18n/locale';
import { prepared } from '@/lib/store/prepared';
import type { AlertsDb } from './alerts-db';
import { followsOf, subscriberById } from './subscription-rows';
import type { Follow, MailKind, MailPayload } from './types';

/*
 * The send queue (table `outbox`, lib/alerts/alerts-schema.ts): rows wait until `next_attempt_at`, are deleted once
 * sent or given up, and survive restarts. A temporary failure waits longer each time; a permanent one drops the
 * mail and counts against the address, which is disabled at the third (its queued mail dropped with it).
 * `last_error` keeps the failure's class and SMTP code, never an address.
 */

/** An outbox row as the sender takes it. */
export interface QueuedMail {
  readonly id: number;
  readonly subscriberId: number;
  readonly kind: MailKind;
  readonly payload: MailPayload;
  readonly attempts: number;
  readonly createdAt: string;
}

/** What a mail is composed for: the subscriber and its follows. */
export interface Recipient {
  readonly id: number;
  readonly address: string;
  readonly locale: Locale;
  readonly disabled: boolean;
  readonly follows: readonly Pick<Follow, 'id' | 'title' | 'cadence' | 'createdAt' | 'confirmedAt'>[];
}

/** Permanent failures after which an address gets nothing more. */
export const MAX_PERMANENT_FAILURES = 3;
/** A mail still unsent this long after it was queued is given up. */
export const GIVE_UP_AFTER_MS = 2 * 86_400_000;
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 6 * 3_600_000;

interface OutboxRow {
  readonly id: number;
  readonly subscriber_id: number;
  readonly kind: MailKind;
  readonly payload: string;
  readonly attempts: number;
  readonly created_at: string;
}

const selectDue = prepared<[string, string, number], OutboxRow>(
  `SELECT id, subscriber_id, kind, payload, attempts, created_at FROM outbox
   WHERE next_attempt_at <= ? AND id NOT IN (SELECT value FROM json_each(?))
   ORDER BY next_attempt_at, id LIMIT ?`,
);
const deleteRow = prepared<[number], unknown>('DELETE FROM outbox WHERE id = ?');
const deleteQueueOf = prepared<[number], unknown>('DELETE FROM outbox WHERE subscriber_id = ?');
const deferRow = prepared<[string, string, number], unknown>(
  'UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?',
);
const setLastSent = prepared<[string, number], unknown>(
  'UPDATE subscriber SET last_sent_at = ? WHERE id = ?',
);
const countFailure = prepared<[number], { permanent_failures: number }>(
  'UPDATE subscriber SET permanent_failures = permanent_failures + 1 WHERE id = ? RETURNING permanent_failures',
);
const disable = prepared<[string, number], unknown>(
  'UPDATE subscriber SET disabled_at = ? WHERE id = ? AND disabled_at IS NULL',
);

/** Mail due at `now` (oldest due first), without the rows in `skip` (being sent). */
export function dueMail(db: AlertsDb, now: Date, limit: number, skip: ReadonlySet<number>): QueuedMail[] {
  return selectDue(db)
    .all(now.toISOString(), JSON.stringify([...skip]), limit)
    .map((r) => ({
      id: r.id,
      subscriberId: r.subscriber_id,
      kind: r.kind,
      payload: JSON.parse(r.payload) as MailPayload,
      attempts: r.attempts,
      createdAt: r.created_at,
    }));
}

/** The subscriber a mail goes to, with its follows; null when it is gone (deleted). */
export function recipientOf(db: AlertsDb, subscriberId: number): Recipient | null {
  const subscriber = subscriberById(db, subscriberId);
  if (!subscriber) return null;
  return {
    id: subscriber.id,
    address: subscriber.address,
    locale: subscriber.locale,
    disabled: subscriber.disabledAt !== null,
    follows: followsOf(db, subscriberId),
  };
}

/** The mail was sent (or has nothing left to send): the row goes; a sent mail stamps `last_sent_at`. */
export function mailDone(db: AlertsDb, mail: QueuedMail, sent: boolean, now: Date): void {
  db.transaction(() => {
    deleteRow(db).run(mail.id);
    if (sent) setLastSent(db).run(now.toISOString(), mail.subscriberId);
  })();
}

/** 1 min × 2^attempts, at most 6 h, ±20 % so retries of many mails spread out. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempts);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * A temporary failure: try again after {@link retryDelayMs}, or give up (the row goes) once the mail is two days
 * old. Returns whether it was given up.
 */
export function mailDeferred(
  db: AlertsDb,
  mail: QueuedMail,
  error: string,
  now: Date,
  random: () => number = Math.random,
): boolean {
  if (now.getTime() - Date.parse(mail.createdAt) >= GIVE_UP_AFTER_MS) {
    deleteRow(db).run(mail.id);
    return true;
  }
  const next = new Date(now.getTime() + retryDelayMs(mail.attempts, random)).toISOString();
  deferRow(db).run(next, error, mail.id);
  return false;
}

/**
 * A permanent failure (the server refused the address): the mail goes and the address counts one more; at
 * {@link MAX_PERMANENT_FAILURES} it is disabled and its queued mail dropped. Returns whether it was disabled now.
 */
export function mailRefused(db: AlertsDb, mail: QueuedMail, now: Date): boolean {
  return db
    .transaction(() => {
      deleteRow(db).run(mail.id);
      const failures = countFailure(db).get(mail.subscriberId)?.permanent_failures ?? 0;
      if (failures < MAX_PERMANENT_FAILURES) return false;
      const disabled = disable(db).run(now.toISOString(), mail.subscriberId).changes;
      deleteQueueOf(db).run(mail.subscriberId);
      return disabled > 0;
    })
    .immediate();
}
