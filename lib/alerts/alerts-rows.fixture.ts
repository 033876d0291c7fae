import type { Locale } from '@/lib/i18n/locale';
import type { AlertsDb } from './alerts-db';
import { confirmFollowById, insertFollow, setConsent, upsertSubscriber } from './subscription-rows';
import type { Cadence, FeedEntry, FeedRead, MailPayload } from './types';

const SINCE = new Date('2026-01-01T00:00:00.000Z');

/*
 * Rows of the alerts' file as the service (subscribe, confirm) leaves them, for the mail path's tests and
 * `npm run bench:alerts`, so a test says only what it cares about.
 */

/** A subscriber that has consented, made through the service's own rows (lib/alerts/subscription-rows.ts). */
export function addSubscriber(
  db: AlertsDb,
  address: string,
  locale: Locale = 'da',
  at: Date = SINCE,
): number {
  const subscriber = upsertSubscriber(db, address, locale, at.toISOString());
  setConsent(db, subscriber.id, at.toISOString());
  return subscriber.id;
}

export interface FollowFixture {
  readonly feedPath: string;
  readonly title?: string;
  readonly cadence?: Cadence;
  /** Default true. */
  readonly confirmed?: boolean;
}

/** A follow as subscribe (and, unless `confirmed: false`, confirm) leaves it. */
export function addFollow(
  db: AlertsDb,
  subscriberId: number,
  follow: FollowFixture,
  at: Date = SINCE,
): number {
  const id = insertFollow(db, {
    subscriberId,
    feedPath: follow.feedPath,
    title: follow.title ?? `Feed ${follow.feedPath}`,
    cadence: follow.cadence ?? 'immediate',
    now: at.toISOString(),
  });
  if (follow.confirmed !== false) confirmFollowById(db, id, at.toISOString());
  return id;
}

/** An entry of a feed, numbered `n`. */
export const entry = (feed: string, n: number): FeedEntry => ({
  entryId: `tag:tingdata.dk,2026:${feed}/${n}`,
  title: `Afstemning ${n} & <æøå>`,
  link: `https://tingdata.dk/afstemning/${n}`,
  updated: `2026-03-${String((n % 28) + 1).padStart(2, '0')}T10:00:00.000Z`,
  summary: `Forslaget nr. ${n} blev vedtaget.`,
});

/** A read feed with entries numbered `numbers`, newest (largest) first as a feed lists them. */
export const feedRead = (feed: string, numbers: readonly number[]): Extract<FeedRead, { kind: 'ok' }> => ({
  kind: 'ok',
  title: `Titel på ${feed}`,
  pageUrl: `https://tingdata.dk/${feed}`,
  entries: [...numbers].sort((a, b) => b - a).map((n) => entry(feed, n)),
});

export const afterSeq = (db: AlertsDb, followId: number): number | null =>
  db.prepare<[number], number | null>('SELECT after_seq FROM follow WHERE id = ?').pluck().get(followId) ??
  null;

export interface OutboxRowFixture {
  readonly subscriber_id: number;
  readonly kind: string;
  readonly payload: string;
}

export const outboxRows = (db: AlertsDb): OutboxRowFixture[] =>
  db.prepare<[], OutboxRowFixture>('SELECT subscriber_id, kind, payload FROM outbox ORDER BY id').all();

/** Queues a mail as the service or lib/alerts/news.ts does, due at `at`. */
export function queueMail(db: AlertsDb, subscriberId: number, payload: MailPayload, at: Date): number {
  const stamp = at.toISOString();
  return Number(
    db
      .prepare(
        'INSERT INTO outbox (subscriber_id, kind, payload, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(subscriberId, payload.kind, JSON.stringify(payload), stamp, stamp).lastInsertRowid,
  );
}
