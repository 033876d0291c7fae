import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AlertsDb, openAlertsDb } from './alerts-db';
import { addFollow, addSubscriber, afterSeq, feedRead, outboxRows } from './alerts-rows.fixture';
import { followedFeedKeys, forgetUnfollowedFeeds, queueAlerts, queueDigests, recordFeedRead } from './news';
import type { MailPayload } from './types';

let dir: string;
let db: AlertsDb;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'alerts-news-'));
  db = openAlertsDb(path.join(dir, 'alerts.sqlite'));
});

afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const payloads = (): MailPayload[] => outboxRows(db).map((r) => JSON.parse(r.payload) as MailPayload);
const newsTitles = (payload: MailPayload | undefined): string[][] =>
  payload && payload.kind !== 'confirm' ? payload.news.map((n) => n.entries.map((e) => e.title)) : [];

describe('recordFeedRead and queueAlerts', () => {
  it('starts a just-confirmed follow at the newest entry, then mails only what is new, newest first, once', () => {
    const s = addSubscriber(db, 'a@example.org');
    const f = addFollow(db, s, { feedPath: '/aktoer/12/feed.xml', title: 'Mette F.' });
    expect(recordFeedRead(db, '/aktoer/12/feed.xml', feedRead('a', [1, 2, 3]), 'v1')).toBe(3);
    expect(queueAlerts(db)).toBe(0);
    expect(afterSeq(db, f)).toBe(3);

    expect(recordFeedRead(db, '/aktoer/12/feed.xml', feedRead('a', [2, 3, 4, 5]), 'v2')).toBe(2);
    expect(queueAlerts(db)).toBe(1);
    expect(queueAlerts(db)).toBe(0);
    const [payload] = payloads();
    expect(payload?.kind).toBe('alert');
    expect(newsTitles(payload)).toEqual([['Afstemning 5 & <æøå>', 'Afstemning 4 & <æøå>']]);
    expect(payload?.kind !== 'confirm' && payload?.news[0]).toMatchObject({
      followId: f,
      title: 'Mette F.',
      pageUrl: 'https://tingdata.dk/a',
    });
    // Read again with nothing new: no mail.
    expect(recordFeedRead(db, '/aktoer/12/feed.xml', feedRead('a', [2, 3, 4, 5]), 'v3')).toBe(0);
    expect(queueAlerts(db)).toBe(0);
  });

  it('groups every followed feed of a subscriber into one mail, and reads the feed in its language', () => {
    const da = addSubscriber(db, 'da@example.org', 'da');
    const en = addSubscriber(db, 'en@example.org', 'en');
    addFollow(db, da, { feedPath: '/aktoer/1/feed.xml' });
    addFollow(db, da, { feedPath: '/sag/2/feed.xml' });
    const enFollow = addFollow(db, en, { feedPath: '/aktoer/1/feed.xml' });
    expect(followedFeedKeys(db).all.sort()).toEqual([
      '/aktoer/1/feed.xml',
      '/en/aktoer/1/feed.xml',
      '/sag/2/feed.xml',
    ]);
    recordFeedRead(db, '/aktoer/1/feed.xml', feedRead('a', [1]), 'v1');
    recordFeedRead(db, '/sag/2/feed.xml', feedRead('s', [1]), 'v1');
    expect(afterSeq(db, enFollow)).toBeNull();
    recordFeedRead(db, '/en/aktoer/1/feed.xml', feedRead('en', [1]), 'v1');
    expect(followedFeedKeys(db).unstarted).toEqual([]);

    recordFeedRead(db, '/aktoer/1/feed.xml', feedRead('a', [1, 2]), 'v2');
    recordFeedRead(db, '/sag/2/feed.xml', feedRead('s', [1, 2, 3]), 'v2');
    expect(queueAlerts(db)).toBe(1);
    expect(outboxRows(db).map((r) => r.subscriber_id)).toEqual([da]);
    expect(newsTitles(payloads()[0])).toEqual([
      ['Afstemning 2 & <æøå>'],
      ['Afstemning 3 & <æøå>', 'Afstemning 2 & <æøå>'],
    ]);
  });

  it('starts a follow again when its subscriber’s language changes: the other feed’s old entries are not news', () => {
    const s = addSubscriber(db, 'a@example.org', 'da');
    const f = addFollow(db, s, { feedPath: '/aktoer/1/feed.xml' });
    recordFeedRead(db, '/aktoer/1/feed.xml', feedRead('a', [1, 2]), 'v1');
    db.prepare(`UPDATE subscriber SET locale = 'en' WHERE id = ?`).run(s);
    expect(followedFeedKeys(db).unstarted).toEqual(['/en/aktoer/1/feed.xml']);
    expect(queueAlerts(db)).toBe(0);
    recordFeedRead(db, '/en/aktoer/1/feed.xml', feedRead('en', [1, 2]), 'v1');
    expect(queueAlerts(db)).toBe(0);
    recordFeedRead(db, '/en/aktoer/1/feed.xml', feedRead('en', [1, 2, 3]), 'v2');
    expect(queueAlerts(db)).toBe(1);
    expect(newsTitles(payloads()[0])).toEqual([['Afstemning 3 & <æøå>']]);
    expect(afterSeq(db, f)).toBe(5);
  });

  it('sends nothing to a disabled subscriber or for an unconfirmed follow', () => {
    const off = addSubscriber(db, 'off@example.org');
    addFollow(db, off, { feedPath: '/aktoer/1/feed.xml' });
    const pending = addSubscriber(db, 'pending@example.org');
    const p = addFollow(db, pending, { feedPath: '/aktoer/1/feed.xml', confirmed: false });
    recordFeedRead(db, '/aktoer/1/feed.xml', feedRead('a', [1]), 'v1');
    db.prepare(`UPDATE subscriber SET disabled_at = '2026-01-02T00:00:00Z' WHERE id = ?`).run(off);
    recordFeedRead(db, '/aktoer/1/feed.xml', feedRead('a', [1, 2]), 'v2');
    expect(queueAlerts(db)).toBe(0);
    expect(afterSeq(db, p)).toBeNull();
  });

  it('keeps a mail and its follows advanced together: a restart finds the row and nothing to queue again', () => {
    const file = path.join(dir, 'alerts.sqlite');
    const s = addSubscriber(db, 'a@example.org');
    addFollow(db, s, { feedPath: '/aktoer/1/feed.xml' });
    recordFeedRead(db, '/aktoer/1/feed.xml', feedRead('a', [1]), 'v1');
    recordFeedRead(db, '/aktoer/1/feed.xml', feedRead('a', [1, 2]), 'v2');
    queueAlerts(db);
    db.close();
    db = openAlertsDb(file);
    expect(outboxRows(db)).toHaveLength(1);
    expect(queueAlerts(db)).toBe(0);
  });

  it('drops entries every follow has passed that the feed no longer lists after 30 days, and unfollowed feeds', () => {
    const s = addSubscriber(db, 'a@example.org');
    const f = addFollow(db, s, { feedPath: '/aktoer/1/feed.xml' });
    const old = new Date('2026-01-01T00:00:00Z');
    recordFeedRead(db, '/aktoer/1/feed.xml', feedRead('a', [1, 2]), 'v1', old);
    const count = () => db.prepare('SELECT COUNT(*) FROM feed_entry').pluck().get();
    const later = new Date('2026-03-01T00:00:00Z');
    // 1 left the feed but 2 is still listed: only 1 goes (else 2 would come back as new).
    recordFeedRead(db, '/aktoer/1/feed.xml', feedRead('a', [2, 3]), 'v2', later);
    expect(count()).toBe(2);
    expect(queueAlerts(db, later)).toBe(1);
    expect(afterSeq(db, f)).toBe(3);
    db.prepare('DELETE FROM follow WHERE id = ?').run(f);
    forgetUnfollowedFeeds(db);
    expect(count()).toBe(0);
  });
});

describe('queueDigests', () => {
  it('waits for the digest hour (Danish time), then sends one digest a Danish day with the daily news', () => {
    const s = addSubscriber(db, 'a@example.org');
    addFollow(db, s, { feedPath: '/aktoer/1/feed.xml', cadence: 'daily' });
    addFollow(db, s, { feedPath: '/sag/9/feed.xml', cadence: 'immediate' });
    recordFeedRead(db, '/aktoer/1/feed.xml', feedRead('a', [1]), 'v1');
    recordFeedRead(db, '/sag/9/feed.xml', feedRead('s', [1]), 'v1');
    recordFeedRead(db, '/aktoer/1/feed.xml', feedRead('a', [1, 2, 3]), 'v2');
    expect(queueAlerts(db)).toBe(0);
    // 05:30 UTC is 06:30 in Copenhagen in winter: before 7.
    expect(queueDigests(db, 7, new Date('2026-02-10T05:30:00Z'))).toBe(0);
    expect(queueDigests(db, 7, new Date('2026-02-10T06:05:00Z'))).toBe(1);
    expect(payloads()[0]?.kind).toBe('digest');
    expect(newsTitles(payloads()[0])).toEqual([['Afstemning 3 & <æøå>', 'Afstemning 2 & <æøå>']]);
    recordFeedRead(db, '/aktoer/1/feed.xml', feedRead('a', [1, 2, 3, 4]), 'v3');
    expect(queueDigests(db, 7, new Date('2026-02-10T20:00:00Z'))).toBe(0);
    // 23:30 UTC is already the next day in Copenhagen.
    expect(queueDigests(db, 7, new Date('2026-02-10T23:30:00Z'))).toBe(0);
    expect(queueDigests(db, 0, new Date('2026-02-10T23:30:00Z'))).toBe(1);
    expect(newsTitles(payloads()[1])).toEqual([['Afstemning 4 & <æøå>']]);
  });
});
