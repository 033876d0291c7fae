import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openAlertsDb } from '@/lib/alerts/alerts-db';
import { startAlertsWriter } from '@/lib/alerts/alerts-writer';
import { type ReceivedMail, startSmtpServer } from '@/lib/alerts/smtp-server.fixture';
import { readAlertsConfig } from '@/lib/config/alerts';
import { type AtomEntry, writeAtom } from '@/lib/feed/atom';
import { actorFeedPath } from '@/lib/routes';
import { confirmedFollow, mib, ms } from './alerts-setup';

/*
 * (c) The writer's memory with `subscriptions` confirmed follows spread over `feeds` feeds (Danish and English),
 * through `cycles` poll cycles: each cycle the store's version moves and a tenth of the feeds gain an entry, so
 * every feed is read and about a tenth of the subscribers get an alert. The feeds are answered by a small HTTP
 * server in this process with bytes written by lib/feed/atom.ts (50 entries each, as our feeds hold), so the
 * figures are the writer's and the sender's, not Next's. RSS and heap after a GC, per cycle.
 */

const gc = (globalThis as { gc?: () => void }).gc;

export async function benchMemory(
  subscriptions: number,
  feeds: number,
  cycles: number,
  port: number,
): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-alerts-c-'));
  const db = openAlertsDb(path.join(dir, 'alerts.sqlite'));
  const smtp = await startSmtpServer({ port });
  /** The newest entry number of each feed (by actor id 1..feeds). */
  const newest = new Map<number, number>();
  for (let f = 1; f <= feeds; f++) newest.set(f, 50);
  const entry = (actor: number, n: number): AtomEntry => ({
    id: `tag:tingdata.dk,2026:aktoer/${actor}/afstemning/${n}`,
    title: `Stemte for: L ${n} Forslag til lov om ændring af forskellige love`,
    link: `https://tingdata.dk/afstemning/${n}`,
    updated: new Date(Date.UTC(2026, 0, 1) + n * 3_600_000),
    summary: `Politiker ${actor} stemte for ved afstemning nr. ${n}. Forslaget blev vedtaget.`,
  });
  const server = createServer((req, res) => {
    const actor = Number(/\/aktoer\/(\d+)\/feed\.xml$/.exec(req.url ?? '')?.[1]);
    const top = newest.get(actor);
    if (!top) return void res.writeHead(404).end('no such feed\n');
    res.writeHead(200, { 'content-type': 'application/atom+xml; charset=utf-8' });
    res.end(
      writeAtom({
        id: `tag:tingdata.dk,2026:feed/aktoer/${actor}`,
        title: `Politiker ${actor}: stemmer i Folketinget`,
        updated: entry(actor, top).updated,
        alternate: `https://tingdata.dk/aktoer/${actor}`,
        self: `https://tingdata.dk/aktoer/${actor}/feed.xml`,
        author: { name: 'Tingdata' },
        entries: Array.from({ length: 50 }, (_, i) => entry(actor, top - i)),
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  db.transaction(() => {
    for (let i = 0; i < subscriptions; i++)
      confirmedFollow(db, {
        address: `reader${i}@example.org`,
        locale: i % 3 === 0 ? 'en' : 'da',
        feedPath: actorFeedPath((i % feeds) + 1),
        title: `Politiker ${(i % feeds) + 1}`,
      });
  })();
  let version = 0;
  const config = readAlertsConfig({ SMTP_URL: smtp.url, ALERTS_POLL_S: '3600', ALERTS_DIGEST_HOUR: '23' });
  const writer = startAlertsWriter({
    config,
    db,
    feedOrigin: origin,
    storeVersion: () => `bench ${version}`,
    log: () => {},
  });
  const received = smtp.mails as ReceivedMail[];
  try {
    const line = (label: string, extra = '') => {
      gc?.();
      const { rss, heapUsed } = process.memoryUsage();
      console.log(`(c) ${label}: rss ${mib(rss)}, heap ${mib(heapUsed)}${extra}`);
    };
    const t0 = performance.now();
    await writer.poll();
    line(
      `start (${subscriptions} confirmed follows over ${feeds * 2} feeds, started in ${ms(performance.now() - t0)})`,
    );
    for (let cycle = 1; cycle <= cycles; cycle++) {
      for (let f = 1; f <= feeds; f++) if ((f + cycle) % 10 === 0) newest.set(f, (newest.get(f) ?? 0) + 1);
      version++;
      const started = performance.now();
      await writer.poll();
      await writer.flush();
      const mails = received.length;
      // The fixture keeps every mail it received; dropped here so the figures are the writer's own.
      received.length = 0;
      line(`cycle ${cycle}`, `; ${mails} alerts sent, cycle took ${ms(performance.now() - started)}`);
    }
    if (!gc) console.log('(c) run with --expose-gc for figures after a full GC');
  } finally {
    await writer.stop();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await smtp.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
