import type { Locale } from '@/lib/i18n/locale';
import type { AlertsDb } from './alerts-db';
import type { Cadence, FeedEntry, FeedRead, MailPayload } from './types';

/*
 * Rows of the alerts' file as the service (subscribe, confirm) leaves them, for the mail path's tests: written
 * directly, so a test says only what it cares about.
 */

export function addSubscriber(db: AlertsDb, address: string, locale: Locale = 'da'): number {
  return Number(
    db
      .prepare(
        `INSERT INTO subscriber (address, locale, created_at, consent_at) VALUES (?, ?, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
      )
      .run(address, locale).lastInsertRowid,
  );
}

export interface FollowFixture {
  readonly feedPath: string;
  readonly title?: string;
  readonly cadence?: Cadence;
  /** Default true. */
  readonly confirmed?: boolean;
}

export function addFollow(db: AlertsDb, subscriberId: number, follow: FollowFixture): number {
  return Number(
    db
      .prepare(
        `INSERT INTO follow (subscriber_id, feed_path, title, cadence, created_at, confirmed_at)
         VALUES (?, ?, ?, ?, '2026-01-01T00:00:00.000Z', ?)`,
      )
      .run(
        subscriberId,
        follow.feedPath,
        follow.title ?? `Feed ${follow.feedPath}`,
        follow.cadence ?? 'immediate',
        follow.confirmed === false ? null : '2026-01-01T00:00:00.000Z',
      ).lastInsertRowid,
  );
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
