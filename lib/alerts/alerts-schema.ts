/*
 * The alerts' own SQLite file (`ALERTS_DB`, lib/config/alerts.ts): never the mirror, which a snapshot may replace.
 * It holds only what the privacy page (app/privatliv) names: the address, what it follows, language, cadence,
 * consent time and delivery state. Deleting a subscriber deletes its follows and queued mail (foreign keys cascade).
 *
 * - `subscriber`: one row per address. Ids are never used again (AUTOINCREMENT): a token names its subscriber and
 *   follow by id (lib/alerts/tokens.ts), so an address deleted and asked for again must get new ones, or an old
 *   mail's links would act on the new rows.
 * - `follow`: one row per followed feed of an address (ids never used again, as the subscriber's); `confirmed_at` null while unconfirmed; `after_seq` the last
 *   `feed_entry.seq` of its feed already mailed or skipped (null until its feed's first look after confirmation);
 *   `after_key` the feed key that number counts in (the subscriber's language may change since: a follow whose
 *   key differs starts again at its new feed's newest entry, lib/alerts/news.ts).
 * - `feed_entry`: every entry seen in a followed feed, numbered in the order first seen (`seq`), per `feed_key`
 *   (the feed's path in the subscriber's language: `/en/aktoer/12/feed.xml`). Public data from our own feeds.
 * - `feed_state`: per feed_key, when it was last read and the store version it was read at.
 * - `outbox`: mail to send, composed at send time from `kind` and `payload` (lib/alerts/types.ts `MailPayload`);
 *   deleted once sent or given up.
 * - `address_event`: when confirmation mails went to an address (the per-address limit), pruned after a day.
 * - `alerts_meta`: the schema version and, when `ALERTS_SECRET` is unset, the generated secret.
 */
export const ALERTS_SCHEMA_VERSION = 1;

export const ALERTS_SCHEMA = `
CREATE TABLE IF NOT EXISTS alerts_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS subscriber (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  address TEXT NOT NULL UNIQUE,
  locale TEXT NOT NULL CHECK (locale IN ('da', 'en')),
  created_at TEXT NOT NULL,
  consent_at TEXT,
  disabled_at TEXT,
  permanent_failures INTEGER NOT NULL DEFAULT 0,
  last_sent_at TEXT,
  last_digest_at TEXT
);
CREATE TABLE IF NOT EXISTS follow (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  subscriber_id INTEGER NOT NULL REFERENCES subscriber(id) ON DELETE CASCADE,
  feed_path TEXT NOT NULL,
  title TEXT NOT NULL,
  cadence TEXT NOT NULL CHECK (cadence IN ('immediate', 'daily')),
  created_at TEXT NOT NULL,
  confirmed_at TEXT,
  after_seq INTEGER,
  after_key TEXT,
  UNIQUE (subscriber_id, feed_path)
);
CREATE INDEX IF NOT EXISTS follow_by_feed ON follow(feed_path) WHERE confirmed_at IS NOT NULL;
CREATE TABLE IF NOT EXISTS feed_entry (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  feed_key TEXT NOT NULL,
  entry_id TEXT NOT NULL,
  title TEXT NOT NULL,
  link TEXT NOT NULL,
  updated TEXT NOT NULL,
  summary TEXT NOT NULL,
  first_seen_at TEXT NOT NULL,
  UNIQUE (feed_key, entry_id)
);
CREATE TABLE IF NOT EXISTS feed_state (
  feed_key TEXT PRIMARY KEY,
  read_at TEXT NOT NULL,
  store_version TEXT,
  title TEXT,
  page_url TEXT
);
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY,
  subscriber_id INTEGER NOT NULL REFERENCES subscriber(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('confirm', 'alert', 'digest')),
  payload TEXT NOT NULL,
  created_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT
);
CREATE INDEX IF NOT EXISTS outbox_due ON outbox(next_attempt_at);
CREATE TABLE IF NOT EXISTS address_event (
  subscriber_id INTEGER NOT NULL REFERENCES subscriber(id) ON DELETE CASCADE,
  at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS address_event_by_subscriber ON address_event(subscriber_id, at);
`;
