import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMetrics, getMetrics } from '@/lib/metrics/metrics';
import { type AlertsDb, openAlertsDb } from './alerts-db';
import { alertsMetrics, registerAlertsMetrics } from './alerts-metrics';
import { subscribe } from './subscribe';
import { deps, request } from './subscribe.fixture';

let db: AlertsDb;
beforeEach(() => {
  db = openAlertsDb(':memory:');
});
afterEach(() => db.close());

const NAMES = [
  'tingdata_alerts_subscribe_requests_total',
  'tingdata_alerts_confirmations_total',
  'tingdata_alerts_unsubscribes_total',
  'tingdata_alerts_mails_sent_total',
  'tingdata_alerts_send_failures_total',
  'tingdata_alerts_addresses_disabled_total',
  'tingdata_alerts_queue_length',
  'tingdata_alerts_subscribers',
];

describe('the alerts’ metrics', () => {
  it('are registered once per registry, and read the queue and the subscribers at each scrape', async () => {
    const { registry } = createMetrics();
    const metrics = registerAlertsMetrics(registry, () => db);
    expect(registerAlertsMetrics(registry, () => db)).toBe(metrics);
    for (const address of ['mette.frederiksen@example.dk', 'lars@æble.dk', 'off@example.dk'])
      await subscribe(db, request({ address }), deps());
    db.prepare(
      `UPDATE subscriber SET consent_at = '2026-11-29T08:00:00.000Z' WHERE address LIKE 'lars%'`,
    ).run();
    db.prepare(
      `UPDATE subscriber SET disabled_at = '2026-11-29T08:00:00.000Z' WHERE address LIKE 'off%'`,
    ).run();
    metrics.mailsSent.inc({ kind: 'confirm' });
    metrics.sendFailures.inc({ kind: 'alert', class: 'temporary' });
    metrics.addressesDisabled.inc();
    const text = await registry.metrics();
    for (const name of NAMES) expect(text).toContain(`# TYPE ${name} `);
    expect(text).toContain('tingdata_alerts_queue_length 3');
    expect(text).toContain('tingdata_alerts_subscribers{state="pending"} 1');
    expect(text).toContain('tingdata_alerts_subscribers{state="confirmed"} 1');
    expect(text).toContain('tingdata_alerts_subscribers{state="disabled"} 1');
    expect(text).toContain('tingdata_alerts_send_failures_total{kind="alert",class="temporary"} 1');
    expect(text).not.toMatch(/@|example|æble|mette|lars/);
  });

  it('report no queue while the process has no alerts file', async () => {
    const { registry } = createMetrics();
    registerAlertsMetrics(registry, () => null);
    const text = await registry.metrics();
    expect(text).toMatch(/^tingdata_alerts_queue_length Nan$/m);
    expect(text).not.toMatch(/^tingdata_alerts_subscribers\{/m);
  });

  it('count the process’s follow requests by answer, without an address in any label', async () => {
    await subscribe(db, request({ address: 'tæller@example.dk' }), deps());
    await subscribe(db, request({ address: 'not an address' }), deps());
    expect(alertsMetrics()).toBe(alertsMetrics());
    const text = await getMetrics().registry.metrics();
    expect(text).toMatch(/tingdata_alerts_subscribe_requests_total\{result="accepted"\} [1-9]/);
    expect(text).toMatch(/tingdata_alerts_subscribe_requests_total\{result="invalid"\} [1-9]/);
    expect(text).not.toMatch(/tæller|not an address|example\.dk/);
  });
});
