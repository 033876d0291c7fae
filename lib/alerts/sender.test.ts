import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AlertsDb, openAlertsDb } from './alerts-db';
import { addFollow, addSubscriber, entry, outboxRows, queueMail } from './alerts-rows.fixture';
import { verifyDkim } from './dkim-check.fixture';
import { createMailTransport } from './mail-transport';
import { type Sender, type SenderEvents, startSender } from './sender';
import { startSmtpServer, type TestSmtpServer } from './smtp-server.fixture';
import type { MailPayload } from './types';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const START = new Date('2026-03-01T12:00:00.000Z');

let dir: string;
let file: string;
let db: AlertsDb;
let smtp: TestSmtpServer;
let clock: Date;
const running: Sender[] = [];
const events: string[] = [];

const record: SenderEvents = {
  sent: (kind) => events.push(`sent ${kind}`),
  failed: (kind, failure) => events.push(`failed ${kind} ${failure}`),
  disabled: () => events.push('disabled'),
};

function sender(options: { dkimKey?: string; tls?: boolean } = {}): Sender {
  const transport = createMailTransport(
    {
      smtpUrl: smtp.url,
      dkim: options.dkimKey ? { keyFile: options.dkimKey, selector: 'test', domain: 'tingdata.dk' } : null,
    },
    options.tls === false ? {} : { tls: { rejectUnauthorized: false } },
  );
  const s = startSender({
    db,
    transport,
    from: 'Tingdata <varsler@tingdata.dk>',
    origin: new URL('https://tingdata.dk'),
    secret: SECRET,
    events: record,
    now: () => clock,
    random: () => 0.5,
    intervalMs: 3_600_000,
    log: () => {},
  });
  running.push(s);
  return s;
}

const alert = (followId: number, n: number): MailPayload => ({
  kind: 'alert',
  news: [{ followId, title: 'Mette F.', pageUrl: 'https://tingdata.dk/aktoer/1', entries: [entry('a', n)] }],
});

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'alerts-sender-'));
  file = path.join(dir, 'alerts.sqlite');
  db = openAlertsDb(file);
  clock = START;
  events.length = 0;
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop()));
  await smtp.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the sender', () => {
  it('sends a confirmation and an alert as text and HTML, deletes the rows and stamps last_sent_at', async () => {
    smtp = await startSmtpServer();
    const s = addSubscriber(db, 'reader@example.org', 'en');
    const pending = addFollow(db, s, { feedPath: '/sag/2/feed.xml', title: 'L 2', confirmed: false });
    const f = addFollow(db, s, { feedPath: '/aktoer/1/feed.xml', title: 'Mette F.' });
    queueMail(db, s, { kind: 'confirm', followIds: [pending] }, START);
    queueMail(db, s, alert(f, 4), START);
    expect(await sender().flush()).toBe(2);
    expect(smtp.mails.map((m) => m.parsed.subject)).toEqual([
      'Confirm your alert from Tingdata',
      'News about Mette F.',
    ]);
    const news = smtp.mails[1];
    expect(news?.to).toEqual(['reader@example.org']);
    expect(news?.parsed.text).toContain('Afstemning 4 & <æøå>');
    expect(news?.parsed.html).toContain('Afstemning 4 &amp; &lt;æøå&gt;');
    expect(news?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(news?.raw).toMatch(
      /^List-Unsubscribe:\s+<https:\/\/tingdata\.dk\/varsler\/et-klik\?t=unsubscribe\./m,
    );
    expect(news?.raw).toMatch(/^Auto-Submitted: auto-generated/m);
    expect(smtp.mails[0]?.raw).not.toMatch(/^List-Unsubscribe:/m);
    expect(outboxRows(db)).toEqual([]);
    expect(db.prepare('SELECT last_sent_at FROM subscriber').pluck().get()).toBe(START.toISOString());
    expect(events).toEqual(['sent confirm', 'sent alert']);
  });

  it('drops a confirmation whose follow was confirmed or removed meanwhile, sending nothing', async () => {
    smtp = await startSmtpServer();
    const s = addSubscriber(db, 'reader@example.org');
    const f = addFollow(db, s, { feedPath: '/aktoer/1/feed.xml' });
    queueMail(db, s, { kind: 'confirm', followIds: [f] }, START);
    queueMail(db, s, alert(f + 100, 1), START);
    expect(await sender().flush()).toBe(2);
    expect(smtp.mails).toEqual([]);
    expect(outboxRows(db)).toEqual([]);
  });

  it('uses STARTTLS when the server offers it (a certificate it cannot check fails the send)', async () => {
    smtp = await startSmtpServer({ starttls: true });
    const s = addSubscriber(db, 'reader@example.org');
    const f = addFollow(db, s, { feedPath: '/aktoer/1/feed.xml' });
    queueMail(db, s, alert(f, 1), START);
    await sender({ tls: false }).flush();
    expect(smtp.mails).toEqual([]);
    expect(events).toEqual(['failed alert temporary']);
    clock = new Date(START.getTime() + 120_000);
    await sender().flush();
    expect(smtp.mails).toHaveLength(1);
  });

  it('signs with DKIM when a key is configured: the signature verifies with the public key', async () => {
    smtp = await startSmtpServer();
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const keyFile = path.join(dir, 'dkim.pem');
    writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }));
    const s = addSubscriber(db, 'reader@example.org');
    const f = addFollow(db, s, { feedPath: '/aktoer/1/feed.xml' });
    queueMail(db, s, alert(f, 1), START);
    await sender({ dkimKey: keyFile }).flush();
    const raw = smtp.mails[0]?.raw ?? '';
    expect(verifyDkim(raw, publicKey)).toEqual({
      valid: true,
      domain: 'tingdata.dk',
      selector: 'test',
      bodyHashMatches: true,
    });
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    expect(verifyDkim(raw, other).valid).toBe(false);
    expect(verifyDkim(raw.replace('Afstemning 1', 'Afstemning 2'), publicKey).valid).toBe(false);
  });

  it('retries a temporary refusal (450) after its back-off, keeping the class and code only', async () => {
    smtp = await startSmtpServer();
    const s = addSubscriber(db, 'later@example.org');
    const f = addFollow(db, s, { feedPath: '/aktoer/1/feed.xml' });
    queueMail(db, s, alert(f, 1), START);
    smtp.refuse('later@example.org', 450, 1);
    const first = sender();
    await first.flush();
    expect(smtp.mails).toEqual([]);
    expect(db.prepare('SELECT attempts, next_attempt_at, last_error FROM outbox').get()).toEqual({
      attempts: 1,
      next_attempt_at: new Date(START.getTime() + 60_000).toISOString(),
      last_error: 'temporary 450',
    });
    clock = new Date(START.getTime() + 30_000);
    expect(await first.flush()).toBe(0);
    clock = new Date(START.getTime() + 61_000);
    expect(await first.flush()).toBe(1);
    expect(smtp.mails.map((m) => m.to)).toEqual([['later@example.org']]);
    expect(events).toEqual(['failed alert temporary', 'sent alert']);
  });

  it('keeps the queue across a restart: the file closed and opened again still holds the deferred mail', async () => {
    smtp = await startSmtpServer();
    const s = addSubscriber(db, 'later@example.org');
    const f = addFollow(db, s, { feedPath: '/aktoer/1/feed.xml' });
    queueMail(db, s, alert(f, 1), START);
    smtp.refuse('later@example.org', 421, 1);
    const first = sender();
    await first.flush();
    await first.stop();
    running.splice(running.indexOf(first), 1);
    db.close();
    db = openAlertsDb(file);
    clock = new Date(START.getTime() + 120_000);
    expect(await sender().flush()).toBe(1);
    expect(smtp.mails).toHaveLength(1);
  });

  it('gives up a mail still refused after two days', async () => {
    smtp = await startSmtpServer();
    const s = addSubscriber(db, 'later@example.org');
    const f = addFollow(db, s, { feedPath: '/aktoer/1/feed.xml' });
    queueMail(db, s, alert(f, 1), START);
    smtp.refuse('later@example.org', 451, 10);
    clock = new Date(START.getTime() + 2 * 86_400_000);
    await sender().flush();
    expect(outboxRows(db)).toEqual([]);
    expect(events).toEqual(['failed alert permanent']);
  });

  it('drops a permanently refused mail (550), and disables the address at the third, dropping its queue', async () => {
    smtp = await startSmtpServer();
    const s = addSubscriber(db, 'gone@example.org');
    const f = addFollow(db, s, { feedPath: '/aktoer/1/feed.xml' });
    const other = addSubscriber(db, 'fine@example.org');
    const g = addFollow(db, other, { feedPath: '/aktoer/1/feed.xml' });
    smtp.refuse('gone@example.org', 550, 3);
    const send = sender();
    for (const n of [1, 2]) {
      queueMail(db, s, alert(f, n), START);
      await send.flush();
    }
    expect(db.prepare('SELECT permanent_failures, disabled_at FROM subscriber WHERE id = ?').get(s)).toEqual({
      permanent_failures: 2,
      disabled_at: null,
    });
    queueMail(db, s, alert(f, 3), START);
    queueMail(db, s, alert(f, 4), new Date(START.getTime() + 3_600_000));
    queueMail(db, other, alert(g, 3), START);
    await send.flush();
    expect(db.prepare('SELECT permanent_failures, disabled_at FROM subscriber WHERE id = ?').get(s)).toEqual({
      permanent_failures: 3,
      disabled_at: START.toISOString(),
    });
    expect(outboxRows(db)).toEqual([]);
    expect(smtp.mails.map((m) => m.to)).toEqual([['fine@example.org']]);
    expect(events.filter((e) => e !== 'sent alert')).toEqual([
      'failed alert permanent',
      'failed alert permanent',
      'failed alert permanent',
      'disabled',
    ]);
  });
});
