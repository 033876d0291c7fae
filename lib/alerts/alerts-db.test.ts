import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { alertsSecret, openAlertsDb } from './alerts-db';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('openAlertsDb', () => {
  it('creates the file, and deleting a subscriber deletes what is stored with it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'alerts-db-'));
    dirs.push(dir);
    const db = openAlertsDb(path.join(dir, 'sub', 'alerts.sqlite'));
    const now = new Date().toISOString();
    const { lastInsertRowid: id } = db
      .prepare(`INSERT INTO subscriber (address, locale, created_at) VALUES (?, 'da', ?)`)
      .run('a@example.dk', now);
    db.prepare(
      `INSERT INTO follow (subscriber_id, feed_path, title, cadence, created_at) VALUES (?, '/aktoer/1/feed.xml', 't', 'daily', ?)`,
    ).run(id, now);
    db.prepare(
      `INSERT INTO outbox (subscriber_id, kind, payload, created_at, next_attempt_at) VALUES (?, 'confirm', '{}', ?, ?)`,
    ).run(id, now, now);
    db.prepare('DELETE FROM subscriber WHERE id = ?').run(id);
    const left = db
      .prepare('SELECT (SELECT count(*) FROM follow) + (SELECT count(*) FROM outbox) AS n')
      .get();
    expect(left).toEqual({ n: 0 });
    db.close();
  });

  it('keeps one generated secret, or uses ALERTS_SECRET', () => {
    const db = openAlertsDb(':memory:');
    const first = alertsSecret(db, { secret: null });
    expect(first.length).toBeGreaterThanOrEqual(40);
    expect(alertsSecret(db, { secret: null })).toBe(first);
    expect(alertsSecret(db, { secret: 's'.repeat(32) })).toBe('s'.repeat(32));
    db.close();
  });
});
