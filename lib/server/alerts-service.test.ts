import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSmtpServer } from '@/lib/alerts/smtp-server.fixture';
import { startAlertsService } from './alerts-service';

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
});
