import { Counter, Gauge, type Registry } from 'prom-client';
import { getMetrics } from '@/lib/metrics/metrics';
import { openedAlertsDb } from './alerts-connection';
import type { AlertsDb } from './alerts-db';
import { outboxLength, subscriberStates } from './subscription-rows';
import type { MailKind } from './types';

/*
 * The alerts' Prometheus metrics (docs/alerts.md): counts of follow requests, confirmations, unsubscribes, sends and
 * failures, and at each scrape the outbox's length and the subscribers by state. Labels are closed sets of words:
 * no address, token or feed path is ever a label.
 */

/** How a follow request was answered (lib/alerts/subscribe.ts). */
export type SubscribeResult = 'accepted' | 'invalid' | 'unknown_item' | 'rate_limited' | 'unavailable';
/** How a subscription ended: removed or deleted on the manage page, one-click (RFC 8058), the mail's link, expired. */
export type UnsubscribeHow = 'manage' | 'one_click' | 'link' | 'expired';
/** A failed send: to be retried, or given up. */
export type SendFailureClass = 'temporary' | 'permanent';

/**
 * The counters the alerts' code increments: `alertsMetrics().mailsSent.inc({ kind })`,
 * `sendFailures.inc({ kind, class })` with a {@link MailKind} and a {@link SendFailureClass}.
 */
export interface AlertsMetrics {
  readonly subscribeRequests: Counter<'result'>;
  readonly confirmations: Counter;
  readonly unsubscribes: Counter<'how'>;
  readonly mailsSent: Counter<'kind'>;
  readonly sendFailures: Counter<'kind' | 'class'>;
  readonly addressesDisabled: Counter;
}

const KEY = Symbol.for('tingdata.alerts.metrics');
type WithMetrics = typeof globalThis & { [KEY]?: WeakMap<Registry, AlertsMetrics> };

/**
 * The alerts' metrics in `registry`, registered on the first call and the same ones after (the map is on
 * `globalThis`, as Next bundles this module more than once). The gauges read `readDb()` at each scrape; while it
 * is null (an instance that keeps no subscriptions, or a writer that has not opened its file yet) the queue's length
 * is NaN and the subscribers have no series.
 */
export function registerAlertsMetrics(registry: Registry, readDb: () => AlertsDb | null): AlertsMetrics {
  const holder = globalThis as WithMetrics;
  holder[KEY] ??= new WeakMap();
  const known = holder[KEY].get(registry);
  if (known) return known;
  const registers = [registry];
  const metrics: AlertsMetrics = {
    subscribeRequests: new Counter({
      name: 'tingdata_alerts_subscribe_requests_total',
      help: 'Follow-by-e-mail requests, by answer (accepted, invalid, unknown_item, rate_limited, unavailable).',
      labelNames: ['result'] as const,
      registers,
    }),
    confirmations: new Counter({
      name: 'tingdata_alerts_confirmations_total',
      help: 'Follow requests confirmed by their confirmation link.',
      registers,
    }),
    unsubscribes: new Counter({
      name: 'tingdata_alerts_unsubscribes_total',
      help: 'Follows ended, by how (manage, one_click, link, expired).',
      labelNames: ['how'] as const,
      registers,
    }),
    mailsSent: new Counter({
      name: 'tingdata_alerts_mails_sent_total',
      help: 'Mails accepted by the SMTP server, by kind (confirm, alert, digest).',
      labelNames: ['kind'] as const,
      registers,
    }),
    sendFailures: new Counter({
      name: 'tingdata_alerts_send_failures_total',
      help: 'Failed sends, by kind and class (temporary: retried later; permanent: given up).',
      labelNames: ['kind', 'class'] as const,
      registers,
    }),
    addressesDisabled: new Counter({
      name: 'tingdata_alerts_addresses_disabled_total',
      help: 'Addresses no longer mailed after repeated permanent failures.',
      registers,
    }),
  };
  new Gauge({
    name: 'tingdata_alerts_queue_length',
    help: 'Mails waiting in the outbox (to send, or to retry).',
    registers,
    collect() {
      const db = readDb();
      this.set(db ? outboxLength(db) : Number.NaN);
    },
  });
  new Gauge({
    name: 'tingdata_alerts_subscribers',
    help: 'Addresses by state: pending (never confirmed), confirmed, disabled (mail failed permanently).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.reset();
      const db = readDb();
      if (!db) return;
      const states = subscriberStates(db);
      this.set({ state: 'pending' }, states.pending);
      this.set({ state: 'confirmed' }, states.confirmed);
      this.set({ state: 'disabled' }, states.disabled);
    },
  });
  holder[KEY].set(registry, metrics);
  return metrics;
}

/** The alerts' metrics in the process's registry (lib/metrics/metrics.ts), read from the process's alerts file. */
export const alertsMetrics = (): AlertsMetrics =>
  registerAlertsMetrics(getMetrics().registry, openedAlertsDb);
