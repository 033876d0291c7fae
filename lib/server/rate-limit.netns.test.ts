import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SecurityConfig } from '@/lib/config/security';
import { createRateLimit, type RateLimit } from '@/lib/rate-limit/rate-limit';
import { createNamespace, type TestNamespace } from './netns.fixture';
import { PageCache } from './page-cache';
import { createPageHandler } from './page-handler';
import { createSiteHandler, perClient } from './site-handler';

/**
 * The limits as a remote client meets them: requests come from inside a network namespace (10.231.n.2), so the
 * server sees a non-loopback peer; the same server on 127.0.0.1 shows loopback is exempt. Next is a stand-in that
 * counts renders.
 */

interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A script for node inside the namespace: the requests in order, printed as JSON replies. */
const requests = (base: string, list: ReadonlyArray<{ path: string; headers?: Record<string, string> }>) => `
(async () => {
  const out = [];
  for (const r of ${JSON.stringify(list)}) {
    const res = await fetch(${JSON.stringify(base)} + r.path, { headers: r.headers ?? {} });
    out.push({ status: res.status, headers: Object.fromEntries(res.headers), body: await res.text() });
  }
  process.stdout.write(JSON.stringify(out));
})().catch((e) => { console.error(e); process.exit(1); });`;

let ns: TestNamespace;
const servers: Server[] = [];
const limits: RateLimit[] = [];
let renders = 0;

async function listen(host: string, handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  servers.push(server);
  return `http://${host}:${(server.address() as AddressInfo).port}`;
}

async function site(security: Partial<SecurityConfig> = {}) {
  // One origin (as with SITE_URL), so the copy made over loopback is the one remote clients get.
  const cache = new PageCache({ maxBytes: 1 << 20, originVaries: false });
  const api = createRateLimit({ name: 'api', points: 3, windowSeconds: 60 });
  const render = createRateLimit({ name: 'render', points: 2, windowSeconds: 60 });
  limits.push(api, render);
  const pages = createPageHandler({
    cache,
    policy: { freshMs: 60_000, swrMs: 60_000 },
    render: (req, res) => {
      renders++;
      const type = req.url?.startsWith('/api') ? 'application/json' : 'text/html; charset=utf-8';
      res.writeHead(200, { 'content-type': type });
      res.end(`<!DOCTYPE html><html><body>${req.url} #${renders}</body></html>`);
    },
    revalidate: async () => {},
    admitRender: perClient(render),
  });
  const handler = createSiteHandler({
    pages,
    security: { trustedHops: 0, metricsToken: null, siteHttps: false, ...security },
    limitApi: perClient(api),
  });
  const serve = (req: Parameters<typeof handler>[0], res: Parameters<typeof handler>[1]) =>
    void handler(req, res);
  return { cache, remote: await listen(ns.hostAddress, serve), local: await listen('127.0.0.1', serve) };
}

beforeAll(() => {
  ns = createNamespace();
});
afterAll(async () => {
  for (const s of servers) s.close();
  await Promise.all(limits.map((l) => l.close()));
  ns?.remove();
});

describe('rate limits and loopback-only features, from a remote client', () => {
  it('limits /api per client with 429, Retry-After and an odata.error body; loopback is exempt', async () => {
    const s = await site();
    const replies = await ns.run<Reply[]>(requests(s.remote, Array(5).fill({ path: '/api/Sag?$top=1' })));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 429, 429]);
    const limited = replies[3] as Reply;
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(limited.body)).toMatchObject({ 'odata.error': { message: { lang: 'en-US' } } });
    for (let i = 0; i < 5; i++) expect((await fetch(`${s.local}/api/Sag`)).status).toBe(200);
  });

  it('limits renders, not answers from the page cache', async () => {
    const s = await site();
    const first = await ns.run<Reply[]>(requests(s.remote, [{ path: '/afstemninger?side=2' }]));
    expect(first[0]?.headers['x-tingdata-page-cache']).toBe('miss');
    await vi.waitFor(() => expect(s.cache.size).toBe(1));
    const replies = await ns.run<Reply[]>(
      requests(s.remote, [
        { path: '/afstemninger?side=3' },
        { path: '/afstemninger?side=4' },
        { path: '/afstemninger?side=5' },
        ...Array(6).fill({ path: '/afstemninger?side=2' }),
        // Unknown parameters do not make a new render either.
        { path: '/afstemninger?side=2&x=1' },
      ]),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 429, 429, 200, 200, 200, 200, 200, 200, 200]);
    expect(replies[1]?.headers['retry-after']).toMatch(/^\d+$/);
    expect(replies.slice(3).every((r) => r.headers['x-tingdata-page-cache'] === 'hit')).toBe(true);
    expect((await fetch(`${s.local}/afstemninger?side=9`)).status).toBe(200);
  });

  it('forces a render with Cache-Control: no-cache only from loopback', async () => {
    const s = await site();
    await fetch(`${s.local}/moeder`);
    await vi.waitFor(() => expect(s.cache.size).toBe(1));
    const remote = await ns.run<Reply[]>(
      requests(s.remote, [{ path: '/moeder', headers: { 'cache-control': 'no-cache' } }]),
    );
    expect(remote[0]?.headers['x-tingdata-page-cache']).toBe('hit');
    const local = await fetch(`${s.local}/moeder`, { headers: { 'cache-control': 'no-cache' } });
    expect(local.headers.get('x-tingdata-page-cache')).toBe('render');
  });

  it('answers /metrics to loopback, and elsewhere 404 without a token configured, 401 without the right one', async () => {
    const open = await site();
    expect((await ns.run<Reply[]>(requests(open.remote, [{ path: '/metrics' }])))[0]?.status).toBe(404);
    expect((await fetch(`${open.local}/metrics`)).status).toBe(200);
    const token = 't'.repeat(24);
    const guarded = await site({ metricsToken: token });
    const replies = await ns.run<Reply[]>(
      requests(guarded.remote, [
        { path: '/metrics' },
        { path: '/metrics', headers: { authorization: 'Bearer wrong' } },
        { path: '/metrics', headers: { authorization: `Bearer ${token}` } },
      ]),
    );
    expect(replies.map((r) => r.status)).toEqual([401, 401, 200]);
    expect(replies[0]?.headers['www-authenticate']).toBe('Bearer');
  });

  it('keys on X-Forwarded-For only when a proxy is trusted', async () => {
    const spoofing = Array.from({ length: 4 }, (_, i) => ({
      path: '/api/Sag',
      headers: { 'x-forwarded-for': `192.0.2.${i + 1}` },
    }));
    const direct = await site();
    expect((await ns.run<Reply[]>(requests(direct.remote, spoofing))).map((r) => r.status)).toEqual([
      200, 200, 200, 429,
    ]);
    const proxied = await site({ trustedHops: 1 });
    expect((await ns.run<Reply[]>(requests(proxied.remote, spoofing))).map((r) => r.status)).toEqual([
      200, 200, 200, 200,
    ]);
  });
});
