import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageCache } from '@/lib/server/page-cache';
import { createPageHandler } from '@/lib/server/page-handler';
import { newNonce, pageCsp } from '@/lib/server/security-headers';
import { createSiteHandler } from '@/lib/server/site-handler';
import { hasNginx, startNginx, type TestNginx } from './nginx.fixture';

/**
 * The committed nginx site (deploy/nginx/tingdata.conf) in front of the server's page cache, with a stand-in for
 * Next that renders each page from the data's generation: nginx keeps what the cache answers; once its copy is out
 * of date it answers that copy once more (`STALE`: the site's config serves stale while updating) and revalidates
 * it in the background with its ETag — 304 while the generation stands, the new page once it moved. The windows are
 * one second (the shortest `s-maxage` nginx keeps), so the test waits them out.
 */
const runnable = hasNginx() || Boolean(process.env.CI);

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const WINDOW_MS = 1000;
/** Past the window by nginx's clock, which counts whole seconds: a copy kept at 10.9 s is valid until 12 s. */
const PAST_WINDOW_MS = 2 * WINDOW_MS + 100;

describe.runIf(runnable)('nginx in front of the page cache', () => {
  let generation = 1;
  let nginx: TestNginx;
  /** What the server answered nginx's revalidations (requests with `If-None-Match`). */
  const revalidations: { status: number; etag: string }[] = [];
  const server = createServer();

  /** Next's stand-in: the page from the generation, streamed with a fresh nonce on its script. */
  const render = (req: IncomingMessage, res: ServerResponse) => {
    const nonce = newNonce();
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
      'content-security-policy': pageCsp({ nonce }, false),
    });
    res.write(`<!DOCTYPE html><html><body><h1>${req.url} from generation ${generation}</h1>`);
    res.end(
      `${'<p>Afstemning — vedtaget</p>'.repeat(50)}<script nonce="${nonce}">self.g=${generation}</script></body></html>`,
    );
  };

  beforeAll(async () => {
    const cache = new PageCache({ maxBytes: 1 << 20 });
    let port = 0;
    const pages = createPageHandler({
      cache,
      policy: { freshMs: WINDOW_MS, swrMs: 0 },
      render,
      dataVersion: () => generation,
      revalidate: (page) =>
        new Promise<void>((resolve, reject) => {
          request(
            {
              host: '127.0.0.1',
              port,
              path: page.path,
              headers: { ...page.originHeaders, 'cache-control': 'no-cache' },
            },
            (res) => res.resume().on('end', resolve),
          )
            .on('error', reject)
            .end();
        }),
    });
    const site = createSiteHandler({
      pages,
      security: { trustedHops: 1, metricsToken: null, siteHttps: false },
    });
    server.on('request', (req, res) => {
      if (req.headers['if-none-match'])
        res.once('finish', () =>
          revalidations.push({ status: res.statusCode, etag: String(res.getHeader('etag')) }),
        );
      void site(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    nginx = await startNginx({ upstreams: [`127.0.0.1:${port}`] });
  });

  afterAll(async () => {
    await nginx?.stop();
    server.close();
  });

  const get = (path: string): Promise<Answer> =>
    new Promise((resolve, reject) => {
      request(`${nginx.url}${path}`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString() });
        });
      })
        .on('error', reject)
        .end();
    });

  it('keeps the page the cache answers, revalidates it by ETag, and fetches it anew when the generation moves', async () => {
    const path = '/afstemning/5';
    // A render streams with a nonce: passed on, never kept.
    const first = await get(path);
    expect(first.headers['x-cache-status']).toBe('MISS');
    expect(first.headers['cache-control']).toContain('no-store');
    // The page cache's copy — no nonce, its script by hash — is what nginx keeps.
    const kept = await get(path);
    expect(kept.headers['x-cache-status']).toBe('MISS');
    expect(kept.headers['x-tingdata-page-cache']).toBe('hit');
    expect(kept.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[\w+/=]+';/);
    const hit = await get(path);
    expect(hit.headers['x-cache-status']).toBe('HIT');
    expect(hit.body).toBe(kept.body);
    expect(hit.body).toContain('from generation 1');
    expect(hit.body).not.toMatch(/nonce="[^"]/);

    // Out of date, same generation: answered once more from the copy while nginx asks with its ETag: 304.
    await sleep(PAST_WINDOW_MS);
    const stale = await get(path);
    expect(stale.headers['x-cache-status']).toBe('STALE');
    expect(stale.body).toBe(kept.body);
    await expect.poll(() => revalidations.map((r) => r.status)).toEqual([304]);
    expect((await get(path)).headers['x-cache-status']).toBe('HIT');

    // The generation moves: the next revalidation gets the new page, which nginx keeps.
    generation = 2;
    await sleep(PAST_WINDOW_MS);
    expect((await get(path)).body).toContain('from generation 1');
    await expect.poll(() => revalidations.map((r) => r.status)).toEqual([304, 200]);
    expect(revalidations[1]?.etag).toMatch(/^"2\./);
    const moved = await get(path);
    expect(moved.headers['x-cache-status']).toBe('HIT');
    expect(moved.body).toContain('from generation 2');
    expect(moved.headers.etag).toMatch(/^"2\./);
  });
});
