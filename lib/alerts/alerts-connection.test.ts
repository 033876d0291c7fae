import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { alertsSecretOf, closeAlertsDb, getAlertsDb, openedAlertsDb } from './alerts-connection';

const saved = { db: process.env.ALERTS_DB, secret: process.env.ALERTS_SECRET };
const dirs: string[] = [];
afterEach(() => {
  closeAlertsDb();
  for (const [key, value] of [
    ['ALERTS_DB', saved.db],
    ['ALERTS_SECRET', saved.secret],
  ] as const)
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('the process’s alerts connection', () => {
  it('opens the configured file once, and keeps its generated secret across connections', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'alerts-connection-'));
    dirs.push(dir);
    process.env.ALERTS_DB = path.join(dir, 'alerts.sqlite');
    delete process.env.ALERTS_SECRET;
    expect(openedAlertsDb()).toBeNull();
    const db = getAlertsDb();
    expect(getAlertsDb()).toBe(db);
    expect(openedAlertsDb()).toBe(db);
    expect(db.name).toBe(process.env.ALERTS_DB);
    const secret = alertsSecretOf();
    expect(secret.length).toBeGreaterThanOrEqual(40);
    closeAlertsDb();
    expect(openedAlertsDb()).toBeNull();
    expect(alertsSecretOf()).toBe(secret);
    expect(getAlertsDb()).not.toBe(db);
  });

  it('signs with ALERTS_SECRET when it is set', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'alerts-connection-'));
    dirs.push(dir);
    process.env.ALERTS_DB = path.join(dir, 'alerts.sqlite');
    process.env.ALERTS_SECRET = 'k'.repeat(32);
    expect(alertsSecretOf()).toBe('k'.repeat(32));
  });
});
