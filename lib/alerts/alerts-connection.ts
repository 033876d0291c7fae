import { readAlertsConfig } from '@/lib/config/alerts';
import { type AlertsDb, alertsSecret, openAlertsDb } from './alerts-db';

/*
 * The process's one connection to the alerts' file (`ALERTS_DB`) and the secret its tokens are signed with, kept on
 * `globalThis`: Next bundles these modules once per route, and the production server imports them again, so a
 * module-level variable would open the file once per copy.
 */
const KEY = Symbol.for('tingdata.alerts.connection');
interface Connection {
  readonly db: AlertsDb;
  readonly secret: string;
}
type WithConnection = typeof globalThis & { [KEY]?: Connection };

function connection(): Connection {
  const holder = globalThis as WithConnection;
  if (!holder[KEY]) {
    const config = readAlertsConfig();
    const db = openAlertsDb(config.dbPath);
    holder[KEY] = { db, secret: alertsSecret(db, config) };
  }
  return holder[KEY];
}

/** The alerts' file of this process, opened (and created) on first use. Only the alerts writer calls it. */
export const getAlertsDb = (): AlertsDb => connection().db;

/** The key this process signs and checks tokens with (`ALERTS_SECRET`, else the one kept in the alerts' file). */
export const alertsSecretOf = (): string => connection().secret;

/** The connection if this process has opened it, else null (the metrics read it without opening a file). */
export const openedAlertsDb = (): AlertsDb | null => (globalThis as WithConnection)[KEY]?.db ?? null;

/** Closes the connection (a server shutting down, a test); the next use opens it again. */
export function closeAlertsDb(): void {
  const holder = globalThis as WithConnection;
  holder[KEY]?.db.close();
  delete holder[KEY];
}
