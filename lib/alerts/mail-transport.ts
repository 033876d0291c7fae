import { readFileSync } from 'node:fs';
import type { ConnectionOptions } from 'node:tls';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AlertsConfig } from '@/lib/config/alerts';

/*
 * The SMTP transport (nodemailer) from `SMTP_URL`: a pool of connections; STARTTLS whenever the server offers it
 * (nodemailer's default for `smtp://`), implicit TLS for `smtps://`; DKIM signing when `ALERTS_DKIM_KEY` names a
 * key. Certificates are checked as usual unless a test hands its own `tls` options.
 */

export type MailTransport = Transporter;

/** How many mails go at once over the pool's connections. */
export const POOL_CONNECTIONS = 4;

export interface MailTransportOptions {
  /** TLS options for the connection (a test's self-signed certificate); default: Node's checks. */
  readonly tls?: ConnectionOptions;
}

export function createMailTransport(
  config: Pick<AlertsConfig, 'smtpUrl' | 'dkim'>,
  options: MailTransportOptions = {},
): MailTransport {
  if (!config.smtpUrl) throw new Error('The alerts need SMTP_URL to send mail');
  return nodemailer.createTransport({
    url: config.smtpUrl,
    pool: true,
    maxConnections: POOL_CONNECTIONS,
    maxMessages: 1000,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
    ...(options.tls ? { tls: options.tls } : {}),
    ...(config.dkim
      ? {
          dkim: {
            domainName: config.dkim.domain,
            keySelector: config.dkim.selector,
            privateKey: readFileSync(config.dkim.keyFile, 'utf8'),
          },
        }
      : {}),
  });
}

/** How a failed send is treated: `temporary` is tried again later, `permanent` counts against the address. */
export type SendFailure = { readonly kind: 'temporary' | 'permanent'; readonly detail: string };

/**
 * A nodemailer error's class: a 5xx reply to RCPT or DATA is the address's (permanent); any other reply (4xx, or a
 * 5xx to MAIL FROM or AUTH: our configuration's fault, not the reader's), a lost connection or a timeout is
 * temporary. `detail` is the class and the SMTP code only — never the server's text, which may name the address.
 */
export function classifySendError(error: unknown): SendFailure {
  const e = (error ?? {}) as { responseCode?: unknown; command?: unknown; code?: unknown };
  const code = typeof e.responseCode === 'number' ? e.responseCode : null;
  const command = typeof e.command === 'string' ? e.command.toUpperCase() : '';
  const name = typeof e.code === 'string' ? e.code : 'error';
  if (code !== null && code >= 500 && (command.startsWith('RCPT') || command === 'DATA'))
    return { kind: 'permanent', detail: `permanent ${code}` };
  return { kind: 'temporary', detail: code !== null ? `temporary ${code}` : `temporary ${name}` };
}
