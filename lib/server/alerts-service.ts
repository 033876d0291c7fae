import { closeAlertsDb, getAlertsDb } from '@/lib/alerts/alerts-connection';
import { alertsMetrics } from '@/lib/alerts/alerts-metrics';
import { startAlertsWriter } from '@/lib/alerts/alerts-writer';
import { expireUnconfirmed } from '@/lib/alerts/expiry';
import type { SenderEvents } from '@/lib/alerts/sender';
import { type AlertsConfig, readAlertsConfig } from '@/lib/config/alerts';
import type { Env } from '@/lib/config/env';
import { configuredOrigin } from '@/lib/config/site-url';
import { storeVersion } from '@/lib/store/store-version';

export interface AlertsService {
  stop(): Promise<void>;
}

/** The sender's reports as the alerts' metrics (no address in any of them). */
function metricsEvents(): SenderEvents {
  const metrics = alertsMetrics();
  return {
    sent: (kind) => metrics.mailsSent.inc({ kind }),
    failed: (kind, failure) => metrics.sendFailures.inc({ kind, class: failure }),
    disabled: () => metrics.addressesDisabled.inc(),
  };
}

/**
 * The writer's one line at start, for the operator: where mail goes (the relay's host and port, never its
 * credentials) and where the mails' links lead — with a warning when `SITE_URL` is unset, as the links then lead to
 * this server's own address, which only works on this machine.
 */
export function alertsStartLine(
  config: Pick<AlertsConfig, 'smtpUrl'>,
  ownUrl: string,
  env: Env = process.env,
): string {
  const relay = config.smtpUrl ? new URL(config.smtpUrl) : null;
  const via = relay ? `${relay.protocol}//${relay.host}` : '(none)';
  const origin = configuredOrigin(env);
  return origin
    ? `[alerts] writer on: mail via ${via}, links to ${origin.origin}`
    : `[alerts] writer on: mail via ${via}; SITE_URL is unset, so the links in mails lead to ${ownUrl} — set SITE_URL to the site's public address`;
}

/**
 * Starts the alerts writer (lib/alerts/alerts-writer.ts) in the production server when `ALERTS=writer` (or
 * `SMTP_URL` is set and `ALERTS` is not), on the process's alerts connection (lib/alerts/alerts-connection.ts): the
 * feeds read from `ALERTS_FEED_ORIGIN`, else from this server at `ownUrl` over loopback; unconfirmed requests
 * expired every hour. Null in any other mode.
 */
export function startAlertsService(ownUrl: string): AlertsService | null {
  const config = readAlertsConfig();
  if (config.mode !== 'writer') return null;
  console.log(alertsStartLine(config, ownUrl));
  const writer = startAlertsWriter({
    config,
    db: getAlertsDb(),
    feedOrigin: config.feedOrigin ?? ownUrl,
    storeVersion: () => storeVersion(),
    hourly: (db, now) => void expireUnconfirmed(db, now),
    events: metricsEvents(),
  });
  return {
    stop: async () => {
      await writer.stop();
      closeAlertsDb();
    },
  };
}
