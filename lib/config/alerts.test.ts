import { describe, expect, it } from 'vitest';
import { readAlertsConfig } from './alerts';

describe('readAlertsConfig', () => {
  it('is off without SMTP_URL and a writer with it', () => {
    expect(readAlertsConfig({}).mode).toBe('off');
    const writer = readAlertsConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(writer.mode).toBe('writer');
    expect(writer.dbPath).toBe('data/alerts.sqlite');
    expect(writer.from).toBe('Tingdata <varsler@localhost>');
  });

  it('takes the sender from SITE_URL and DKIM from its key file', () => {
    const c = readAlertsConfig({
      SMTP_URL: 'smtps://u:p@mail.example:465',
      SITE_URL: 'https://tingdata.dk',
      ALERTS_DKIM_KEY: '/etc/tingdata/dkim.pem',
    });
    expect(c.from).toBe('Tingdata <varsler@tingdata.dk>');
    expect(c.dkim).toEqual({
      keyFile: '/etc/tingdata/dkim.pem',
      selector: 'tingdata',
      domain: 'tingdata.dk',
    });
  });

  it('lets a reader show the forms without sending', () => {
    expect(readAlertsConfig({ ALERTS: 'proxied' }).mode).toBe('proxied');
  });

  it('refuses what cannot work, naming the variable', () => {
    expect(() => readAlertsConfig({ ALERTS: 'writer' })).toThrow(/SMTP_URL/);
    expect(() => readAlertsConfig({ ALERTS: 'yes' })).toThrow(/ALERTS must be/);
    expect(() => readAlertsConfig({ SMTP_URL: 'http://x' })).toThrow(/smtp:\/\//);
    expect(() => readAlertsConfig({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
    expect(() => readAlertsConfig({ ALERTS_SECRET: 'short' })).toThrow(/ALERTS_SECRET/);
    expect(() => readAlertsConfig({ ALERTS_DIGEST_HOUR: '24' })).toThrow(/ALERTS_DIGEST_HOUR/);
  });
});
