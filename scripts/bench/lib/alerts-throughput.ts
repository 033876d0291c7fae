import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openAlertsDb } from '@/lib/alerts/alerts-db';
import { createMailTransport } from '@/lib/alerts/mail-transport';
import { startSender } from '@/lib/alerts/sender';
import { startSmtpServer } from '@/lib/alerts/smtp-server.fixture';
import { enqueueMail } from '@/lib/alerts/subscription-rows';
import type { FeedEntry } from '@/lib/alerts/types';
import { confirmedFollow } from './alerts-setup';

const entry = (n: number): FeedEntry => ({
  entryId: `tag:tingdata.dk,2026:aktoer/1/afstemning/${n}`,
  title: `Stemte for: L ${n} Forslag til lov om ændring af lov om afgift af spildevand (3. behandling)`,
  link: `https://tingdata.dk/afstemning/${n}`,
  updated: '2026-11-17T08:00:00.000Z',
  summary: `Mette Frederiksen (S): stemte for ved afstemning nr. ${n}, 3. behandling, 17. november 2026. Forslaget blev vedtaget. Flertallet i S stemte for (48 for, 0 imod).`,
});

/**
 * (a) How many mails a second the sender sustains to a real SMTP server on 127.0.0.1 (the test fixture, which also
 * parses every mail it receives): `count` alert mails of three entries each, queued at once, sent through the pool.
 */
export async function benchThroughput(count: number, port: number): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-alerts-a-'));
  const db = openAlertsDb(path.join(dir, 'alerts.sqlite'));
  const smtp = await startSmtpServer({ port });
  try {
    const now = new Date();
    db.transaction(() => {
      for (let i = 0; i < count; i++) {
        const { subscriberId, followId } = confirmedFollow(db, {
          address: `reader${i}@example.org`,
          locale: i % 2 === 0 ? 'da' : 'en',
          feedPath: `/aktoer/${i % 200}/feed.xml`,
          title: `Politiker ${i % 200}: stemmer i Folketinget`,
        });
        enqueueMail(
          db,
          subscriberId,
          {
            kind: 'alert',
            news: [
              {
                followId,
                title: 'Politiker',
                pageUrl: 'https://tingdata.dk/aktoer/1',
                entries: [entry(1), entry(2), entry(3)],
              },
            ],
          },
          now.toISOString(),
        );
      }
    })();
    const sender = startSender({
      db,
      transport: createMailTransport({ smtpUrl: smtp.url, dkim: null }),
      from: 'Tingdata <varsler@tingdata.dk>',
      origin: new URL('https://tingdata.dk'),
      secret: 'bench-secret-of-at-least-thirty-two-characters',
      intervalMs: 3_600_000,
    });
    const started = performance.now();
    const handled = await sender.flush();
    await smtp.waitFor(() => smtp.mails.length >= count, 600_000);
    const seconds = (performance.now() - started) / 1000;
    await sender.stop();
    console.log(
      `(a) sender: ${handled} alert mails queued, ${smtp.mails.length} received in ${seconds.toFixed(2)} s: ${(smtp.mails.length / seconds).toFixed(0)} mails/s`,
    );
  } finally {
    await smtp.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
