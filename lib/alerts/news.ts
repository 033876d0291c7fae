import { danishLocalDateTime, danishToday } from '@/lib/format/danish-clock';
import { parseLocale } from '@/lib/i18n/locale';
import { splitLocalePath } from '@/lib/routes';
import { prepared } from '@/lib/store/prepared';
import type { AlertsDb } from './alerts-db';
import { feedKey } from './feed-key';
import { enqueueMail } from './subscription-rows';
import type { Cadence, FeedEntry, FeedRead, FollowNews, MailPayload } from './types';

/*
 * What is new in a followed feed, and whose mail it goes into (lib/alerts/alerts-schema.ts says what each column
 * means). Every entry of a followed feed is kept once in `feed_entry`, numbered in the order first seen (`seq`);
 * a follow's `after_seq` is the last one mailed or skipped. "Never one twice, never one missed": a mail's outbox
 * row and the advance of its follows' `after_seq` are one transaction, so a restart finds either both or neither.
 * A follow just confirmed starts at its feed's newest entry (nothing old is mailed).
 */

type OkRead = Extract<FeedRead, { kind: 'ok' }>;

/** How long an entry is kept once every follow has passed it and the feed no longer lists it. */
const KEEP_ENTRY_DAYS = 30;
const DAY_MS = 86_400_000;

interface FollowRow {
  readonly id: number;
  readonly subscriber_id: number;
  readonly feed_path: string;
  readonly locale: string;
  readonly title: string;
  readonly cadence: Cadence;
  readonly after_seq: number | null;
  readonly after_key: string | null;
}

interface EntryRow {
  readonly seq: number;
  readonly entry_id: string;
  readonly title: string;
  readonly link: string;
  readonly updated: string;
  readonly summary: string;
}

const FOLLOW_COLUMNS = `f.id, f.subscriber_id, f.feed_path, s.locale, f.title, f.cadence, f.after_seq, f.after_key`;
const CONFIRMED = `f.confirmed_at IS NOT NULL AND s.disabled_at IS NULL`;

const selectFollowsOfPaths = prepared<[string], FollowRow>(
  `SELECT ${FOLLOW_COLUMNS} FROM follow f JOIN subscriber s ON s.id = f.subscriber_id
   WHERE ${CONFIRMED} AND f.feed_path IN (SELECT value FROM json_each(?))`,
);
const selectConfirmedFollows = prepared<[], FollowRow>(
  `SELECT ${FOLLOW_COLUMNS} FROM follow f JOIN subscriber s ON s.id = f.subscriber_id WHERE ${CONFIRMED}`,
);
const selectStartedFollows = prepared<[Cadence], FollowRow>(
  `SELECT ${FOLLOW_COLUMNS} FROM follow f JOIN subscriber s ON s.id = f.subscriber_id
   WHERE ${CONFIRMED} AND f.cadence = ? AND f.after_seq IS NOT NULL ORDER BY f.subscriber_id, f.id`,
);
const selectDigestSubscribers = prepared<[], { id: number; last_digest_at: string | null }>(
  `SELECT DISTINCT s.id, s.last_digest_at FROM subscriber s JOIN follow f ON f.subscriber_id = s.id
   WHERE ${CONFIRMED} AND f.cadence = 'daily'`,
);
const setDigestSent = prepared<[string, string], unknown>(
  'UPDATE subscriber SET last_digest_at = ? WHERE id IN (SELECT value FROM json_each(?))',
);
const startFollow = prepared<[number, string, number], unknown>(
  'UPDATE follow SET after_seq = ?, after_key = ? WHERE id = ?',
);
const advanceFollow = prepared<[number, number, number | null], unknown>(
  'UPDATE follow SET after_seq = ? WHERE id = ? AND after_seq = ?',
);
const selectFeedState = prepared<[string], { store_version: string | null; page_url: string | null }>(
  'SELECT store_version, page_url FROM feed_state WHERE feed_key = ?',
);
const upsertFeedState = prepared<[string, string, string | null, string, string], unknown>(
  `INSERT INTO feed_state (feed_key, read_at, store_version, title, page_url) VALUES (?, ?, ?, ?, ?)
   ON CONFLICT (feed_key) DO UPDATE SET read_at = excluded.read_at, store_version = excluded.store_version,
     title = excluded.title, page_url = excluded.page_url`,
);
const forgetFeedStates = prepared<[string], unknown>(
  'DELETE FROM feed_state WHERE feed_key NOT IN (SELECT value FROM json_each(?))',
);
const selectKnownEntry = prepared<[string, string], { known: number }>(
  'SELECT 1 AS known FROM feed_entry WHERE feed_key = ? AND entry_id = ?',
);
const insertEntry = prepared<[string, string, string, string, string, string, string], unknown>(
  `INSERT INTO feed_entry (feed_key, entry_id, title, link, updated, summary, first_seen_at)
   VALUES (?, ?, ?, ?, ?, ?, ?)`,
);
const selectNewestSeq = prepared<[string], { seq: number | null }>(
  'SELECT MAX(seq) AS seq FROM feed_entry WHERE feed_key = ?',
);
const selectNewestSeqs = prepared<[], { feed_key: string; seq: number }>(
  'SELECT feed_key, MAX(seq) AS seq FROM feed_entry GROUP BY feed_key',
);
const selectEntriesAfter = prepared<[string, number], EntryRow>(
  'SELECT seq, entry_id, title, link, updated, summary FROM feed_entry WHERE feed_key = ? AND seq > ? ORDER BY seq DESC',
);
const pruneEntries = prepared<[string, number, string, string], unknown>(
  `DELETE FROM feed_entry WHERE feed_key = ? AND seq <= ? AND first_seen_at < ?
     AND entry_id NOT IN (SELECT value FROM json_each(?))`,
);
const forgetEntries = prepared<[string], unknown>(
  'DELETE FROM feed_entry WHERE feed_key NOT IN (SELECT value FROM json_each(?))',
);

const keyOf = (f: FollowRow): string => feedKey(f.feed_path, parseLocale(f.locale));

/** Where the follow is in its feed: null until it has started in the feed it reads now (its language may change). */
const startedAt = (f: FollowRow): number | null =>
  f.after_seq !== null && f.after_key === keyOf(f) ? f.after_seq : null;

/** The confirmed follows (of subscribers still sent to) that read `key`. */
function followsOfKey(db: AlertsDb, key: string): FollowRow[] {
  const paths = [...new Set([key, splitLocalePath(key).path])];
  return selectFollowsOfPaths(db)
    .all(JSON.stringify(paths))
    .filter((f) => keyOf(f) === key);
}

/** The feeds the confirmed follows read, each once; `unstarted`: those with a follow not yet started in it. */
export function followedFeedKeys(db: AlertsDb): { all: string[]; unstarted: string[] } {
  const rows = selectConfirmedFollows(db).all();
  const all = new Set<string>();
  const unstarted = new Set<string>();
  for (const f of rows) {
    all.add(keyOf(f));
    if (startedAt(f) === null) unstarted.add(keyOf(f));
  }
  return { all: [...all], unstarted: [...unstarted] };
}

/** The store version a feed was last read at (feed_state), or undefined when it was never read. */
export function feedReadAt(db: AlertsDb, key: string): string | null | undefined {
  const row = selectFeedState(db).get(key);
  return row ? row.store_version : undefined;
}

/**
 * Records a read of the feed `key`: its entries not seen before get the next numbers, oldest first (the feed lists
 * newest first); its follows not yet started start at its newest entry; entries every follow has passed, no longer
 * in the feed and first seen over 30 days ago are dropped. Returns how many entries were new.
 */
export function recordFeedRead(
  db: AlertsDb,
  key: string,
  read: OkRead,
  storeVersion: string | null,
  now: Date = new Date(),
): number {
  const at = now.toISOString();
  const known = selectKnownEntry(db);
  const insert = insertEntry(db);
  return db
    .transaction(() => {
      const fresh = read.entries.filter((e) => known.get(key, e.entryId) === undefined).reverse();
      for (const e of fresh) insert.run(key, e.entryId, e.title, e.link, e.updated, e.summary, at);
      upsertFeedState(db).run(key, at, storeVersion, read.title, read.pageUrl);
      const newest = selectNewestSeq(db).get(key)?.seq ?? 0;
      const follows = followsOfKey(db, key);
      const start = startFollow(db);
      for (const f of follows) if (startedAt(f) === null) start.run(newest, key, f.id);
      const passed = Math.min(newest, ...follows.map((f) => startedAt(f) ?? newest));
      pruneEntries(db).run(
        key,
        passed,
        new Date(now.getTime() - KEEP_ENTRY_DAYS * DAY_MS).toISOString(),
        JSON.stringify(read.entries.map((e) => e.entryId)),
      );
      return fresh.length;
    })
    .immediate();
}

/** Drops the entries and state of feeds no confirmed follow reads any more. */
export function forgetUnfollowedFeeds(db: AlertsDb): void {
  const { all } = followedFeedKeys(db);
  const keep = JSON.stringify(all);
  db.transaction(() => {
    forgetEntries(db).run(keep);
    forgetFeedStates(db).run(keep);
  })();
}

const toEntry = (r: EntryRow): FeedEntry => ({
  entryId: r.entry_id,
  title: r.title,
  link: r.link,
  updated: r.updated,
  summary: r.summary,
});

/**
 * Queues one mail of `kind` per subscriber with news in its follows of `cadence`, and advances those follows, in one
 * transaction per subscriber. `only` limits it to some subscribers (the digest's). Returns the mails queued.
 */
function queueNews(
  db: AlertsDb,
  kind: 'alert' | 'digest',
  cadence: Cadence,
  now: Date,
  only: ReadonlySet<number> | null,
): number {
  const newest = new Map(
    selectNewestSeqs(db)
      .all()
      .map((r) => [r.feed_key, r.seq]),
  );
  const follows = selectStartedFollows(db)
    .all(cadence)
    .filter((f) => startedAt(f) !== null);
  const bySubscriber = new Map<number, FollowRow[]>();
  for (const f of follows) {
    if ((only && !only.has(f.subscriber_id)) || (newest.get(keyOf(f)) ?? 0) <= (f.after_seq ?? 0)) continue;
    const list = bySubscriber.get(f.subscriber_id) ?? [];
    list.push(f);
    bySubscriber.set(f.subscriber_id, list);
  }
  const entriesAfter = selectEntriesAfter(db);
  const pageOf = selectFeedState(db);
  const advance = advanceFollow(db);
  const at = now.toISOString();
  const queueOne = db.transaction((subscriberId: number, list: readonly FollowRow[]) => {
    const news: FollowNews[] = [];
    for (const f of list) {
      const key = keyOf(f);
      const rows = entriesAfter.all(key, f.after_seq ?? 0);
      const top = rows[0];
      // Another connection moved it meanwhile (a removed and re-added follow): leave it to the next round.
      if (!top || advance.run(top.seq, f.id, f.after_seq).changes === 0) continue;
      news.push({
        followId: f.id,
        title: f.title,
        pageUrl: pageOf.get(key)?.page_url ?? '',
        entries: rows.map(toEntry),
      });
    }
    if (news.length === 0) return 0;
    const payload: MailPayload = { kind, news };
    enqueueMail(db, subscriberId, payload, at);
    return 1;
  });
  let queued = 0;
  for (const [subscriberId, list] of bySubscriber) queued += queueOne.immediate(subscriberId, list);
  return queued;
}

/** One `alert` mail per subscriber with news in its immediate follows. Returns the mails queued. */
export const queueAlerts = (db: AlertsDb, now: Date = new Date()): number =>
  queueNews(db, 'alert', 'immediate', now, null);

/**
 * At and after `digestHour` (Danish time), once per Danish day per subscriber: one `digest` mail with the news of its
 * daily follows (none when there is none; the day counts as done either way). Returns the mails queued.
 */
export function queueDigests(db: AlertsDb, digestHour: number, now: Date = new Date()): number {
  if (Number(danishLocalDateTime(now).slice(11, 13)) < digestHour) return 0;
  const today = danishToday(now);
  const due = selectDigestSubscribers(db)
    .all()
    .filter((s) => s.last_digest_at === null || danishToday(new Date(s.last_digest_at)) < today)
    .map((s) => s.id);
  if (due.length === 0) return 0;
  const queued = queueNews(db, 'digest', 'daily', now, new Set(due));
  setDigestSent(db).run(now.toISOString(), JSON.stringify(due));
  return queued;
}
