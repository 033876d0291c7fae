import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** A mail the test server received: the envelope, the raw bytes and the parsed message. */
export interface ReceivedMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly raw: string;
  readonly parsed: ParsedMail;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`: what `SMTP_URL` is set to. */
  readonly url: string;
  readonly port: number;
  /** Every mail received so far, in order. */
  readonly mails: readonly ReceivedMail[];
  /** Resolves with the first mail (received or to come) for which `match` holds; rejects after `timeoutMs`. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /**
   * Answers the next `count` RCPT commands for `address` with `code` (e.g. 450: try later; 550: no such user), as a
   * real server refusing would.
   */
  refuse(address: string, code: number, count?: number): void;
  close(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1 made by openssl (the package's own test certificate has expired). */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'smtp-cert-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        ...subject,
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface SmtpServerOptions {
  readonly port?: number;
  /** Offer STARTTLS, with a fresh self-signed certificate (the client must accept it). Default off. */
  readonly starttls?: boolean;
}

/**
 * A real SMTP server on 127.0.0.1 for tests (the `smtp-server` package, which speaks the protocol), keeping what it
 * receives. Authentication is optional, as on a local relay; STARTTLS only when asked for.
 */
export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const waiters: { match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }[] = [];
  const refusals = new Map<string, { code: number; left: number }>();
  const settings: SMTPServerOptions = {
    secure: false,
    ...(options.starttls ? selfSignedCertificate() : { disabledCommands: ['STARTTLS'] }),
    authOptional: true,
    logger: false,
    disableReverseLookup: true,
    size: 10 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      const refusal = refusals.get(address.address.toLowerCase());
      if (refusal && refusal.left > 0) {
        refusal.left -= 1;
        const error = Object.assign(new Error(`refused by the test server (${refusal.code})`), {
          responseCode: refusal.code,
        });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((parsed) => {
            const mail: ReceivedMail = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw,
              parsed,
            };
            mails.push(mail);
            for (const w of waiters.splice(0))
              if (w.match(mail)) w.resolve(mail);
              else waiters.push(w);
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  };
  const server = new SMTPServer(settings);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    waitFor(match, timeoutMs = 30_000) {
      const found = mails.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching mail within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    refuse(address, code, count = 1) {
      refusals.set(address.toLowerCase(), { code, left: count });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
