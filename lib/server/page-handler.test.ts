import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportRequestError } from '@/lib/http/request-outcome';
import { PageCache } from './page-cache';
import { createPageHandler, matchesEtag, type PageCacheResult } from './page-handler';
import type { PageRequest } from './page-request';
import { newNonce, pageCsp } from './security-headers';
import { createSiteHandler } from './site-handler';

const POLICY = { freshMs: 60_000, swrMs: 300_000 };

interface Answer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/**
 * A stand-in for Next: numbered pages, streamed in three writes, with scripts carrying a fresh nonce that the
 * answer's `Content-Security-Policy` names, as proxy.ts and Next do; `/fail` (an error reported while it streams),
 * `/cookie`, `/missing` and `/json` answer what their names say, `…/opengraph-image` a PNG. It records the headers it
 * was asked with.
 */
function fakeNext() {
  const seen: IncomingMessage['headers'][] = [];
  let renders = 0;
  const render = (req: IncomingMessage, res: ServerResponse) => {
    renders++;
    seen.push({ ...req.headers });
    const path = req.url ?? '/';
    // As proxy.ts does: the address decides the language; `/` with the English choice is sent on to `/en`.
    const lang = path === '/en' || path.startsWith('/en/') ? 'en' : 'da';
    if (path === '/' && /tingdata-lang=en/.test(req.headers.cookie ?? '')) {
      res.writeHead(307, { location: '/en', vary: 'Cookie' });
      res.end();
      return;
    }
    const headers: Record<string, string | string[]> = {
      'content-type': path.split('?')[0]?.endsWith('/opengraph-image')
        ? 'image/png'
        : path === '/json'
          ? 'application/json'
          : 'text/html; charset=utf-8',
      'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
      vary: 'rsc, Accept-Encoding',
    };
    if (path === '/cookie') headers['set-cookie'] = ['a=1'];
    const nonce = newNonce();
    headers['content-security-policy'] = pageCsp({ nonce }, false);
    res.writeHead(path === '/missing' ? 404 : 200, headers);
    res.write(`<!DOCTYPE html><html lang="${lang}"><body>`);
    res.write(Buffer.from(`<h1>${path} #${renders}</h1>${'<p>Afstemning nr. 5 — vedtaget</p>'.repeat(40)}`));
    res.write(`<script nonce="${nonce}">self.x=1</script><script nonce="${nonce}">self.y=2</script>`);
    // A part that failed after the 200 head went out: Next reports the error (instrumentation.ts) and streams
    // the segment's error UI in its place.
    if (path === '/fail') {
      reportRequestError(new Error('boom'), '/fail');
      res.write('<!--$!--><template data-dgst="123"></template><!--/$-->');
    }
    res.end('</body></html>');
  };
  return { render, seen, renders: () => renders };
}

/** An answer's body as sent before its `Content-Encoding`. */
const decoded = (answer: Answer): string => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return gunzipSync(answer.body).toString();
  return answer.body.toString();
};

/** The nonce of an answer's Content-Security-Policy. */
const nonceOf = (answer: Answer): string =>
  /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1] ?? 'none';

/** The first render's HTML as every answer from the cache carries it: its nonce taken out. */
const shared = (first: Answer): string => first.body.toString().replaceAll(nonceOf(first), '');

/** The `script-src` of an answer's policy. */
const scriptSrc = (answer: Answer): string | undefined =>
  String(answer.headers['content-security-policy'])
    .split('; ')
    .find((d) => d.startsWith('script-src'));

/** The policy's hash sources of the fake page's two inline scripts. */
const FAKE_SCRIPTS = ['self.x=1', 'self.y=2'].map(
  (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
);

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

async function setup(options: { maxBytes?: number; dataVersion?: () => number | null } = {}) {
  let t = 1_000_000;
  const clock = { now: () => t, advance: (ms: number) => (t += ms) };
  const cache = new PageCache({ maxBytes: options.maxBytes ?? 1 << 20, now: clock.now });
  const next = fakeNext();
  const revalidations: PageRequest[] = [];
  const results: PageCacheResult[] = [];
  let base = '';
  const handler = createPageHandler({
    cache,
    policy: POLICY,
    render: next.render,
    revalidate: async (page) => {
      revalidations.push(page);
      await get(page.path, { 'cache-control': 'no-cache' });
    },
    onResult: (r) => results.push(r),
    dataVersion: options.dataVersion,
  });
  const site = createSiteHandler({
    pages: handler,
    security: { trustedHops: 0, metricsToken: null, siteHttps: false },
  });
  const server = createServer((req, res) => void site(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
    return new Promise((resolve, reject) => {
      request(`${base}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers as Answer['headers'],
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on('error', reject)
        .end();
    });
  }
  /** Waits until the page taken while answering is stored (once the client has all of it). */
  const stored = (size: number) => vi.waitFor(() => expect(cache.size).toBe(size));
  return { cache, clock, next, get, stored, revalidations, results };
}

describe('the page cache in front of Next', () => {
  it('streams a miss from Next, then answers from the copy with ETag, Cache-Control and Vary', async () => {
    const s = await setup();
    const first = await s.get('/afstemning/5');
    expect(first.headers['x-tingdata-page-cache']).toBe('miss');
    expect(first.headers['cache-control']).toContain('no-store');
    await s.stored(1);
    const second = await s.get('/afstemning/5');
    expect(second.status).toBe(200);
    expect(second.body.toString()).toBe(shared(first));
    expect(second.headers).toMatchObject({
      'x-tingdata-page-cache': 'hit',
      'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=300',
      vary: 'rsc, Accept-Encoding, X-Forwarded-Host, X-Forwarded-Proto',
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(Buffer.byteLength(shared(first))),
      age: '0',
    });
    expect(second.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(s.next.renders()).toBe(1);
    expect(s.results).toEqual(['miss', 'hit']);
  });

  it('answers 304 to a matching If-None-Match, for each encoding', async () => {
    const s = await setup();
    await s.get('/');
    await s.stored(1);
    const { headers } = await s.get('/');
    const notModified = await s.get('/', { 'if-none-match': String(headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(headers.etag);
    // The copy the client keeps runs under the same policy.
    expect(notModified.headers['content-security-policy']).toBe(headers['content-security-policy']);
    expect(notModified.headers['cache-control']).toBe(headers['cache-control']);
    const gz = await s.get('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers.etag).not.toBe(headers.etag);
    expect(
      (await s.get('/', { 'accept-encoding': 'gzip', 'if-none-match': String(gz.headers.etag) })).status,
    ).toBe(304);
    expect((await s.get('/', { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('asks Next for the page uncompressed and answers from the copy in the encoding the client prefers', async () => {
    const s = await setup();
    const first = await s.get('/', { 'accept-encoding': 'gzip, br' });
    expect(s.next.seen[0]?.['accept-encoding']).toBeUndefined();
    await s.stored(1);
    const etag = String((await s.get('/', { 'accept-encoding': 'identity' })).headers.etag);
    for (const [accept, encoding] of [
      ['gzip, br', 'br'],
      ['gzip, br;q=0.5', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const hit = await s.get('/', { 'accept-encoding': accept });
      expect(hit.headers['content-encoding'], accept).toBe(encoding);
      expect(hit.headers.etag, accept).toBe(encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag);
      expect(hit.headers['content-length']).toBe(String(hit.body.length));
      expect(decoded(hit)).toBe(shared(first));
    }
  });

  it('renders with a nonce, and answers every copy alike: no nonce, its inline scripts by hash, in every encoding', async () => {
    const s = await setup();
    const first = await s.get('/');
    expect(scriptSrc(first)).toBe(`script-src 'self' 'nonce-${nonceOf(first)}' 'strict-dynamic'`);
    await s.stored(1);
    const answers = new Set<string>();
    for (const encoding of ['identity', 'gzip', 'br', 'identity', 'gzip', 'br']) {
      const hit = await s.get('/', { 'accept-encoding': encoding });
      expect(hit.headers['x-tingdata-page-cache']).toBe('hit');
      expect(hit.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(scriptSrc(hit)).toBe(`script-src 'self' ${FAKE_SCRIPTS.join(' ')}`);
      const html = decoded(hit);
      expect([...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1])).toEqual(['', '']);
      answers.add(`${hit.headers['content-security-policy']}\n${html}`);
    }
    expect(answers.size).toBe(1);
  });

  it('keeps one copy per language’s address, whatever the cookie says', async () => {
    const s = await setup();
    await s.get('/afstemninger');
    await s.stored(1);
    const en = await s.get('/en/afstemninger', { cookie: 'tingdata-lang=da' });
    expect(en.headers['x-tingdata-page-cache']).toBe('miss');
    expect(en.body.toString()).toContain('lang="en"');
    await s.stored(2);
    // The Danish address is Danish for a reader who chose English, and the English one English for anyone.
    const da = await s.get('/afstemninger', { cookie: 'tingdata-lang=en' });
    expect(da.headers['x-tingdata-page-cache']).toBe('hit');
    expect(da.body.toString()).toContain('lang="da"');
    expect(da.headers.vary).not.toContain('Cookie');
    expect((await s.get('/en/afstemninger')).body.toString()).toContain('lang="en"');
    expect(s.next.renders()).toBe(2);
  });

  it('keys the home page on the cookie: a reader who chose English is sent on to /en, never the Danish copy', async () => {
    const s = await setup();
    await s.get('/');
    await s.stored(1);
    const hit = await s.get('/', { cookie: 'tingdata-lang=da' });
    expect(hit.headers['x-tingdata-page-cache']).toBe('hit');
    expect(hit.headers.vary).toContain('Cookie');
    const english = await s.get('/', { cookie: 'tingdata-lang=en' });
    expect(english.status).toBe(307);
    expect(english.headers.location).toBe('/en');
    expect(s.next.renders()).toBe(2);
  });

  it('renders every page afresh once the data version (the mirror generation) moves on', async () => {
    let generation = 1;
    const s = await setup({ dataVersion: () => generation });
    expect((await s.get('/')).body.toString()).toContain('#1');
    await s.stored(1);
    expect((await s.get('/')).headers['x-tingdata-page-cache']).toBe('hit');
    generation = 2;
    const after = await s.get('/');
    expect(after.headers['x-tingdata-page-cache']).toBe('miss');
    expect(after.body.toString()).toContain('#2');
  });

  it('answers a cache revalidating across a generation from a whole new copy it may keep, or 304', async () => {
    let generation = 1;
    const s = await setup({ dataVersion: () => generation });
    await s.get('/afstemning/5');
    await s.stored(1);
    const kept = await s.get('/afstemning/5');
    expect(kept.headers.etag).toMatch(/^"1\./);
    const same = await s.get('/afstemning/5', { 'if-none-match': String(kept.headers.etag) });
    expect(same.status).toBe(304);
    generation = 2;
    // Rendered whole and stored before the answer: the same bytes for everyone, under the hash policy.
    const moved = await s.get('/afstemning/5', { 'if-none-match': String(kept.headers.etag) });
    expect(moved.status).toBe(200);
    expect(moved.headers['x-tingdata-page-cache']).toBe('miss');
    expect(moved.headers.etag).toMatch(/^"2\./);
    expect(moved.headers['cache-control']).toMatch(/^public, /);
    expect(scriptSrc(moved)).toBe(`script-src 'self' ${FAKE_SCRIPTS.join(' ')}`);
    expect(moved.body.toString()).toContain('#2');
    expect(s.next.renders()).toBe(2);
    const again = await s.get('/afstemning/5', { 'if-none-match': String(moved.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.headers['x-tingdata-page-cache']).toBe('not-modified');
    // The render for it is counted (`render`, finished first), then the answer (`miss`).
    expect(s.results).toEqual(['miss', 'hit', 'not-modified', 'render', 'miss', 'not-modified']);
  });

  it('renders anew on Cache-Control: no-cache and keeps the new copy', async () => {
    const s = await setup();
    await s.get('/');
    await s.stored(1);
    const forced = await s.get('/', { 'cache-control': 'no-cache' });
    expect(forced.headers['x-tingdata-page-cache']).toBe('render');
    expect(forced.body.toString()).toContain('#2');
    await vi.waitFor(async () => expect((await s.get('/')).body.toString()).toContain('#2'));
  });

  it('keeps a share image like a page, answered as it is (a PNG is compressed already)', async () => {
    const s = await setup();
    const path = '/afstemning/5/opengraph-image';
    await s.get(`${path}?abc123`);
    await s.stored(1);
    const hit = await s.get(`${path}?other`, { 'accept-encoding': 'gzip' });
    expect(hit.headers['x-tingdata-page-cache']).toBe('hit');
    expect(hit.headers['content-encoding']).toBeUndefined();
    expect(hit.headers['content-type']).toBe('image/png');
    expect(s.next.renders()).toBe(1);
  });

  it('keeps one copy whatever unknown parameters a query adds, and never a render of such a query', async () => {
    const s = await setup();
    await s.get('/afstemninger?side=2&utm=x');
    expect(s.cache.size).toBe(0);
    await s.get('/afstemninger?side=2');
    await s.stored(1);
    for (const query of ['side=2&utm=y', 'utm=z&side=2', 'side=2&side=9'])
      expect((await s.get(`/afstemninger?${query}`)).headers['x-tingdata-page-cache'], query).toBe('hit');
    expect(s.next.renders()).toBe(2);
  });

  it('keeps no error page, no 404, nothing that sets a cookie, no other type; HEAD and RSC pass through', async () => {
    const s = await setup();
    for (const path of ['/fail', '/missing', '/cookie', '/json']) {
      await s.get(path);
      expect((await s.get(path)).headers['x-tingdata-page-cache'], path).toBe('miss');
    }
    expect((await s.get('/', {}, 'HEAD')).headers['x-tingdata-page-cache']).toBe('miss');
    const rsc = await s.get('/?_rsc=x', { rsc: '1' });
    expect(rsc.headers['x-tingdata-page-cache']).toBeUndefined();
    expect(s.cache.size).toBe(0);
    expect(s.results.filter((r) => r === 'bypass')).toHaveLength(1);
  });

  it('answers HEAD from a stored copy without a body', async () => {
    const s = await setup();
    await s.get('/');
    await s.stored(1);
    const head = await s.get('/', {}, 'HEAD');
    expect(head.headers['x-tingdata-page-cache']).toBe('hit');
    expect(head.body.length).toBe(0);
  });

  it('serves a stale copy while one background re-render refreshes it', async () => {
    const s = await setup();
    await s.get('/');
    await s.stored(1);
    s.clock.advance(POLICY.freshMs);
    const [a, b] = await Promise.all([s.get('/'), s.get('/')]);
    expect([a.headers['x-tingdata-page-cache'], b.headers['x-tingdata-page-cache']]).toEqual([
      'stale',
      'stale',
    ]);
    expect(a.body.toString()).toContain('#1');
    expect(s.revalidations.map((p) => p.path)).toEqual(['/']);
    await vi.waitFor(async () => {
      const now = await s.get('/');
      expect(now.headers['x-tingdata-page-cache']).toBe('hit');
      expect(now.body.toString()).toContain('#2');
    });
    s.clock.advance(POLICY.freshMs + POLICY.swrMs);
    expect((await s.get('/')).headers['x-tingdata-page-cache']).toBe('miss');
  });

  it('does not keep a page larger than the whole budget', async () => {
    const s = await setup({ maxBytes: 100 });
    await s.get('/');
    expect((await s.get('/')).headers['x-tingdata-page-cache']).toBe('miss');
  });
});

describe('request header parsing', () => {
  it('matches If-None-Match lists, weak tags and *', () => {
    expect(matchesEtag('"a", "b"', '"b"')).toBe(true);
    expect(matchesEtag('W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('*', '"b"')).toBe(true);
    expect(matchesEtag('"c"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });
});
