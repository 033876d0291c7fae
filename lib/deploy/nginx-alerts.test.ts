import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@/lib/cache/redis.fixture';
import { ALERTS_SUBSCRIBE_PATH, alertsManagePath, PRIVACY_PATH } from '@/lib/routes';
import { hasNginx, startNginx, type TestNginx } from './nginx.fixture';

/**
 * The committed nginx site (deploy/nginx/tingdata.conf) routes the subscription addresses to the one alerts writer:
 * two stand-in upstreams that record what reaches them — a reader, and the alerts writer — answering every request
 * as a shared cache MAY keep it, so that only the site's own rule keeps the subscription addresses out of the cache.
 */
const runnable = hasNginx() || Boolean(process.env.CI);

interface Seen {
  readonly method: string;
  readonly url: string;
  readonly body: string;
  readonly headers: IncomingMessage['headers'];
}

interface Answer {
  readonly status: number;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

/** What reached a reader other than the fixture's readiness probe of `/`. */
const beyondProbe = (seen: readonly Seen[]): Seen[] => seen.filter((s) => s.url !== '/');

/** An upstream that records each request and answers it `public, s-maxage=600` (which nginx would keep). */
function recordingUpstream(name: string): { server: Server; seen: Seen[] } {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        body: Buffer.concat(chunks).toString(),
        headers: req.headers,
      });
      res.writeHead(200, {
        'content-type': 'text/plain',
        'cache-control': 'public, s-maxage=600',
        // As long as a Next page's `Link` header of chunks and its policy of script hashes together.
        link: Array.from(
          { length: 200 },
          (_, i) => `</_next/static/chunks/${i}-0123456789abcdef.js>; rel=preload`,
        ).join(', '),
      });
      res.end(`${name} answered ${req.method} ${req.url} #${seen.length}`);
    });
  });
  return { server, seen };
}

const listen = async (server: Server): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
};

describe.runIf(runnable)('nginx routes the subscription addresses to the alerts writer', () => {
  const reader = recordingUpstream('reader');
  const alerts = recordingUpstream('alerts');
  let nginx: TestNginx;
  let downNginx: TestNginx;

  beforeAll(async () => {
    const readerAddress = await listen(reader.server);
    nginx = await startNginx({ upstreams: [readerAddress], alertsUpstream: await listen(alerts.server) });
    // A second site whose alerts writer is down: a port nothing listens on.
    downNginx = await startNginx({
      upstreams: [readerAddress],
      alertsUpstream: `127.0.0.1:${await freePort()}`,
    });
  });

  afterAll(async () => {
    await nginx?.stop();
    await downNginx?.stop();
    reader.server.close();
    alerts.server.close();
  });

  const send = (
    base: string,
    path: string,
    options: { method?: string; body?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const req = request(
        `${base}${path}`,
        { method: options.method ?? 'GET', headers: options.headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString(),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(options.body);
    });

  it('sends a follow POST to the alerts writer with its body, host and client address, never to a reader', async () => {
    const body = 'email=a%40example.dk&feed=%2Fpolitiker%2F1%2Ffeed.xml&cadence=immediate&lang=da';
    const answer = await send(nginx.url, ALERTS_SUBSCRIBE_PATH, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://tingdata.example.dk',
        host: 'tingdata.example.dk',
        'x-forwarded-for': '203.0.113.7',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(`alerts answered POST ${ALERTS_SUBSCRIBE_PATH} #1`);
    const [seen] = alerts.seen;
    expect(seen?.method).toBe('POST');
    expect(seen?.body).toBe(body);
    expect(seen?.headers.origin).toBe('https://tingdata.example.dk');
    expect(seen?.headers.host).toBe('tingdata.example.dk');
    expect(seen?.headers['x-forwarded-host']).toBe('tingdata.example.dk');
    expect(seen?.headers['x-forwarded-proto']).toBe('http');
    expect(seen?.headers['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
    expect(beyondProbe(reader.seen)).toEqual([]);
  });

  it('never keeps a subscription page in the cache, in either language, whatever the writer says', async () => {
    for (const path of [alertsManagePath('token-1'), `/en${alertsManagePath('token-1')}`]) {
      const before = alerts.seen.length;
      const first = await send(nginx.url, path);
      const second = await send(nginx.url, path);
      expect(first.body).toBe(`alerts answered GET ${path} #${before + 1}`);
      expect(second.body).toBe(`alerts answered GET ${path} #${before + 2}`);
      expect(second.headers['x-cache-status']).toBeUndefined();
      expect(second.headers.link?.length).toBeGreaterThan(8192);
    }
    expect(beyondProbe(reader.seen)).toEqual([]);
  });

  it('leaves every other address to the readers and their cache, the privacy page and look-alikes included', async () => {
    const alertsBefore = alerts.seen.length;
    for (const path of [PRIVACY_PATH, '/varslerne', '/en/varslerx/tilmeld', '/politiker/1/feed.xml']) {
      const first = await send(nginx.url, path);
      expect(first.body).toMatch(/^reader answered GET /);
      expect((await send(nginx.url, path)).headers['x-cache-status']).toBe('HIT');
    }
    expect(alerts.seen.length).toBe(alertsBefore);
  });

  it('answers a clear page in Danish and English, never cached, while the alerts writer is down', async () => {
    const readerBefore = beyondProbe(reader.seen).length;
    const answer = await send(downNginx.url, ALERTS_SUBSCRIBE_PATH, {
      method: 'POST',
      body: 'email=a%40example.dk',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(503);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toContain('<h1>Varsler er midlertidigt utilgængelige</h1>');
    expect(answer.body).toContain('E-mail alerts are unavailable for now');
    expect(beyondProbe(reader.seen).length).toBe(readerBefore);
  });
});
