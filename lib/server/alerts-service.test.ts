import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSmtpServer } from '@/lib/alerts/smtp-server.fixture';
import { alertsStartLine, startAlertsService } from './alerts-service';

const kickOf = () => (globalThis as unknown as Record<symbol, unknown>)[Symbol.for('tingdata.alerts.kick')];

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('startAlertsService', () => {
  it('starts nothing unless this instance is the alerts writer', () => {
    vi.stubEnv('ALERTS', 'proxied');
    vi.stubEnv('SMTP_URL', '');
    expect(startAlertsService('http://127.0.0.1:1')).toBeNull();
    expect(kickOf()).toBeUndefined();
  });

  it('in writer mode opens ALERTS_DB, publishes the kick, and stops cleanly', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'alerts-service-'));
    const smtp = await startSmtpServer();
    vi.stubEnv('ALERTS', '');
    vi.stubEnv('SMTP_URL', smtp.url);
    vi.stubEnv('ALERTS_DB', path.join(dir, 'alerts.sqlite'));
    vi.stubEnv('ODA_DB', path.join(dir, 'no-store.sqlite'));
    try {
      const service = startAlertsService('http://127.0.0.1:1');
      expect(service).not.toBeNull();
      expect(typeof kickOf()).toBe('function');
      await service?.stop();
      expect(kickOf()).toBeUndefined();
    } finally {
      await smtp.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("says at start where mail goes, without the relay's credentials, and warns when SITE_URL is unset", () => {
    const config = { smtpUrl: 'smtp://user:secret@relay.example:587' };
    const withSite = alertsStartLine(config, 'http://127.0.0.1:3000', { SITE_URL: 'https://tingdata.dk' });
    expect(withSite).toBe(
      '[alerts] writer on: mail via smtp://relay.example:587, links to https://tingdata.dk',
    );
    const without = alertsStartLine(config, 'http://127.0.0.1:3000', {});
    expect(without).toMatch(/SITE_URL is unset, so the links in mails lead to http:\/\/127\.0\.0\.1:3000/);
    expect(`${withSite}${without}`).not.toMatch(/user|secret/);
  });
});
