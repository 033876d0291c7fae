import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { AlertsConfig } from '@/lib/config/alerts';
import { ALERTS_SCHEMA, ALERTS_SCHEMA_VERSION } from './alerts-schema';

/** A read-write connection to the alerts' own file (lib/alerts/alerts-schema.ts). */
export type AlertsDb = Database.Database;

/**
 * Opens (creating when missing) the alerts' file: WAL, so the pages' reads and the writer's sends do not wait for
 * each other; foreign keys on, so deleting a subscriber deletes everything stored with it; a busy timeout, as the
 * pages' route handlers and the sender write the same file. A file of a newer schema is refused.
 */
export function openAlertsDb(file: string): AlertsDb {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  db.exec(ALERTS_SCHEMA);
  const version = db
    .prepare<[], { value: string }>(`SELECT value FROM alerts_meta WHERE key = 'schema'`)
    .get();
  if (version && Number(version.value) > ALERTS_SCHEMA_VERSION) {
    db.close();
    throw new Error(`${file} has alerts schema ${version.value}; this code knows ${ALERTS_SCHEMA_VERSION}`);
  }
  if (!version)
    db.prepare(`INSERT INTO alerts_meta (key, value) VALUES ('schema', ?)`).run(
      String(ALERTS_SCHEMA_VERSION),
    );
  return db;
}

/** The key tokens are signed with: `ALERTS_SECRET`, else one made at random once and kept in the alerts' file. */
export function alertsSecret(db: AlertsDb, config: Pick<AlertsConfig, 'secret'>): string {
  if (config.secret) return config.secret;
  db.prepare(`INSERT OR IGNORE INTO alerts_meta (key, value) VALUES ('secret', ?)`).run(
    randomBytes(32).toString('base64url'),
  );
  return (
    db.prepare<[], { value: string }>(`SELECT value FROM alerts_meta WHERE key = 'secret'`).get()?.value ?? ''
  );
}
