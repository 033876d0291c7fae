import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readAlertsConfig } from '@/lib/config/alerts';
import { type AtomEntry, writeAtom } from '@/lib/feed/atom';
import { type AlertsDb, openAlertsDb } from './alerts-db';
import { addFollow, addSubscriber, outboxRows } from './alerts-rows.fixture';
import { type AlertsWriter, startAlertsWriter } from './alerts-writer';
import { createMailTransport } from './mail-transport';
import { kickSender } from './sender-kick';
import { startSmtpServer, type TestSmtpServer } from './smtp-server.fixture';

let dir: string;
let db: AlertsDb;
let smtp: TestSmtpServer;
let feeds: Server;
let origin: string;
let writer: AlertsWriter | null;
/** The ballots of politician 1's feed, by vote number. */
let votes: number[];
let version: string;
let failNext = 0;
const requests: string[] = [];
const logged: string[] = [];

const ballot = (n: number): AtomEntry => ({
  id: `tag:tingdata.dk,2026:aktoer/1/afstemning/${n}`,
  title: `Stemte for: L ${n}`,
  link: `https://tingdata.dk/afstemning/${n}`,
  updated: new Date(Date.UTC(2026, 2, n)),
  summary: `Forslaget L ${n} blev vedtaget.`,
});

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'alerts-writer-'));
  db = openAlertsDb(path.join(dir, 'alerts.sqlite'));
  smtp = await startSmtpServer();
  votes = [1, 2];
  version = 'v1';
  failNext = 0;
  requests.length = 0;
  logged.length = 0;
  feeds = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (failNext > 0) {
      failNext--;
      res.writeHead(503).end();
    } else if (req.url === '/aktoer/1/feed.xml' || req.url === '/en/aktoer/1/feed.xml') {
      res.writeHead(200, { 'content-type': 'application/atom+xml' });
      res.end(
        writeAtom({
          id: 'tag:tingdata.dk,2026:feed/aktoer/1/feed.xml',
          title: 'Mette F.: stemmer i Folketinget',
          updated: new Date(Date.UTC(2026, 2, Math.max(...votes))),
          alternate: 'https://tingdata.dk/aktoer/1',
          self: 'https://tingdata.dk/aktoer/1/feed.xml',
          author: { name: 'Tingdata' },
          entries: votes.map(ballot),
        }),
      );
    } else res.writeHead(404).end('Der er ingen aktør med id »999«.\n');
  });
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
  writer = null;
});

afterEach(async () => {
  await writer?.stop();
  feeds.closeAllConnections();
  await new Promise<void>((resolve) => feeds.close(() => resolve()));
  await smtp.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function start(): AlertsWriter {
  const config = readAlertsConfig({
    SMTP_URL: smtp.url,
    ALERTS_POLL_S: '3600',
    ALERTS_DIGEST_HOUR: '23',
    ALERTS_SECRET: 'a-secret-of-at-least-thirty-two-characters',
  });
  writer = startAlertsWriter({
    config,
    db,
    feedOrigin: origin,
    storeVersion: () => version,
    transport: createMailTransport(config),
    log: (line) => logged.push(line),
  });
  return writer;
}

describe('the alerts writer', () => {
  it('starts a confirmed follow at the feed as it is, then mails a new ballot once the store moves', async () => {
    const s = addSubscriber(db, 'reader@example.org');
    addFollow(db, s, { feedPath: '/aktoer/1/feed.xml', title: 'Mette F.' });
    const w = start();
    await w.poll();
    expect(requests).toEqual(['/aktoer/1/feed.xml']);
    await w.flush();
    expect(smtp.mails).toEqual([]);

    votes = [1, 2, 3];
    await w.poll();
    expect(requests).toHaveLength(1);

    version = 'v2';
    await w.poll();
    await w.flush();
    expect(requests).toHaveLength(2);
    const mail = await smtp.waitFor((m) => m.to.includes('reader@example.org'));
    expect(mail.parsed.subject).toBe('Nyt om Mette F.');
    expect(mail.parsed.text).toContain('Stemte for: L 3');
    expect(mail.parsed.text).not.toContain('Stemte for: L 2');
    version = 'v3';
    await w.poll();
    await w.flush();
    expect(smtp.mails).toHaveLength(1);
  });

  it('reads an unavailable feed again at the next look, without a new store version', async () => {
    const s = addSubscriber(db, 'reader@example.org');
    addFollow(db, s, { feedPath: '/aktoer/1/feed.xml' });
    const w = start();
    await w.poll();
    votes = [1, 2, 3];
    version = 'v2';
    failNext = 1;
    await w.poll();
    expect(outboxRows(db)).toEqual([]);
    await w.poll();
    expect(outboxRows(db)).toHaveLength(1);
  });

  it('wakes on kickSender (lib/alerts/sender-kick.ts): a follow confirmed meanwhile is started at once', async () => {
    const w = start();
    await w.poll();
    const s = addSubscriber(db, 'reader@example.org', 'en');
    addFollow(db, s, { feedPath: '/aktoer/1/feed.xml' });
    kickSender();
    await w.poll();
    expect(requests).toEqual(['/en/aktoer/1/feed.xml']);
    expect(db.prepare('SELECT after_seq FROM follow').pluck().get()).toBe(2);
  });

  it('keeps the follow of a feed that is gone, and says so once, without the address', async () => {
    const s = addSubscriber(db, 'reader@example.org');
    addFollow(db, s, { feedPath: '/aktoer/999/feed.xml' });
    const w = start();
    await w.poll();
    await w.poll();
    expect(requests).toHaveLength(1);
    version = 'v2';
    await w.poll();
    expect(requests).toHaveLength(2);
    expect(logged).toEqual([
      '[alerts] /aktoer/999/feed.xml answered not-found: Der er ingen aktør med id »999«. (its follows are kept)',
    ]);
    expect(db.prepare('SELECT COUNT(*) FROM follow').pluck().get()).toBe(1);
  });
});
