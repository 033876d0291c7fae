import path from 'node:path';
import { type Env, readInt } from './env';

/**
 * E-mail alerts (lib/alerts, docs/alerts.md), from the environment:
 * - `ALERTS`: `writer` (this instance keeps the subscriptions, answers the subscription addresses and sends mail),
 *   `proxied` (it shows the follow forms, and a reverse proxy sends the subscription addresses to the writer), or
 *   `off`. Unset: `writer` when `SMTP_URL` is set, else `off`.
 * - `SMTP_URL`: where mail goes (`smtp://user:pass@host:587`, `smtps://…:465`); STARTTLS is used when offered.
 * - `ALERTS_DB`: the subscriptions' own SQLite file (default `data/alerts.sqlite`), never the mirror.
 * - `ALERTS_SECRET`: the key tokens are signed with (at least 32 characters). Unset: one is made at random and kept
 *   in `ALERTS_DB` (only the writer signs and checks tokens).
 * - `ALERTS_FROM`: the sender (default `Tingdata <varsler@HOST>`, HOST from `SITE_URL`, else `localhost`).
 * - `ALERTS_DKIM_KEY` (a PEM file), `ALERTS_DKIM_SELECTOR` (default `tingdata`), `ALERTS_DKIM_DOMAIN` (default the
 *   sender's domain): DKIM signing when the key is set.
 * - `ALERTS_POLL_S`: how often the writer looks for a changed store (default 10 s).
 * - `ALERTS_DIGEST_HOUR`: the hour (Danish time, 0–23) the daily digest goes out (default 7).
 * - `ALERTS_FEED_ORIGIN`: where the writer reads the feeds it follows (default this instance over loopback).
 * - `ALERTS_SUBSCRIBE_PER_CLIENT` (default 10) requests per client per hour and `ALERTS_MAILS_PER_ADDRESS` (default 3)
 *   confirmation mails per address per day.
 */
export type AlertsMode = 'writer' | 'proxied' | 'off';

export interface DkimConfig {
  readonly keyFile: string;
  readonly selector: string;
  readonly domain: string;
}

export interface AlertsConfig {
  readonly mode: AlertsMode;
  readonly dbPath: string;
  readonly secret: string | null;
  readonly smtpUrl: string | null;
  readonly from: string;
  readonly dkim: DkimConfig | null;
  readonly pollSeconds: number;
  readonly digestHour: number;
  readonly feedOrigin: string | null;
  readonly subscribePerClientPerHour: number;
  readonly mailsPerAddressPerDay: number;
}

export const DEFAULT_ALERTS_DB = path.join('data', 'alerts.sqlite');
const MIN_SECRET_LENGTH = 32;

function readMode(env: Env, smtpUrl: string | null): AlertsMode {
  const text = env.ALERTS?.trim();
  if (!text) return smtpUrl ? 'writer' : 'off';
  if (text === 'writer' || text === 'proxied' || text === 'off') return text;
  throw new Error(`ALERTS must be writer, proxied or off, got "${text}"`);
}

function readSmtpUrl(env: Env): string | null {
  const text = env.SMTP_URL?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error('SMTP_URL must be a URL like smtp://host:587 or smtps://host:465');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}//"`);
  return text;
}

function readSecret(env: Env): string | null {
  const text = env.ALERTS_SECRET?.trim();
  if (!text) return null;
  if (text.length < MIN_SECRET_LENGTH)
    throw new Error(`ALERTS_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  return text;
}

function siteHost(env: Env): string {
  const text = env.SITE_URL?.trim();
  if (!text) return 'localhost';
  try {
    return new URL(text).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

const senderDomain = (from: string): string => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';

export function readAlertsConfig(env: Env = process.env): AlertsConfig {
  const smtpUrl = readSmtpUrl(env);
  const mode = readMode(env, smtpUrl);
  if (mode === 'writer' && !smtpUrl)
    throw new Error('ALERTS=writer needs SMTP_URL: the writer sends the mail');
  const from = env.ALERTS_FROM?.trim() || `Tingdata <varsler@${siteHost(env)}>`;
  const keyFile = env.ALERTS_DKIM_KEY?.trim();
  return {
    mode,
    dbPath: env.ALERTS_DB?.trim() || DEFAULT_ALERTS_DB,
    secret: readSecret(env),
    smtpUrl,
    from,
    dkim: keyFile
      ? {
          keyFile,
          selector: env.ALERTS_DKIM_SELECTOR?.trim() || 'tingdata',
          domain: env.ALERTS_DKIM_DOMAIN?.trim() || senderDomain(from),
        }
      : null,
    pollSeconds: readInt(env, 'ALERTS_POLL_S', 10, 1, 3600),
    digestHour: readInt(env, 'ALERTS_DIGEST_HOUR', 7, 0, 23),
    feedOrigin: env.ALERTS_FEED_ORIGIN?.trim() || null,
    subscribePerClientPerHour: readInt(env, 'ALERTS_SUBSCRIBE_PER_CLIENT', 10, 0, 100_000),
    mailsPerAddressPerDay: readInt(env, 'ALERTS_MAILS_PER_ADDRESS', 3, 1, 100),
  };
}

/**
 * Where the alerts read the feeds they follow: `ALERTS_FEED_ORIGIN`, else this instance over loopback on `PORT`
 * (the production server sets it: scripts/lib/serve-site.ts), else Next's default port.
 */
export const alertsFeedOrigin = (config: Pick<AlertsConfig, 'feedOrigin'>, env: Env = process.env): string =>
  config.feedOrigin ?? `http://127.0.0.1:${env.PORT?.trim() || 3000}`;
