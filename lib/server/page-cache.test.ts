import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { type CapturedPage, judgePage, PageCache, pageCacheControl, varyHeader } from './page-cache';

const POLICY = { freshMs: 60_000, swrMs: 300_000 };
/** A render that reported no error and had no read refused. */
const RENDERED = { error: null, overloadedRetryAfter: null };

const html = (body: string, headers: CapturedPage['headers'] = {}, status = 200): CapturedPage => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  body: Buffer.from(`<!DOCTYPE html><html><body>${body}</body></html>`),
});

describe('judgePage', () => {
  it('keeps complete, successful, cookie-free HTML for the policy windows', () => {
    expect(judgePage(html('<h1>Afstemning</h1>'), POLICY, RENDERED)).toEqual({
      store: true,
      freshMs: 60_000,
      swrMs: 300_000,
    });
  });

  it('refuses other statuses, other types, cookies and encoded bodies', () => {
    expect(judgePage(html('x', {}, 404), POLICY, RENDERED)).toEqual({ store: false, reason: 'status 404' });
    expect(judgePage(html('x', {}, 500), POLICY, RENDERED).store).toBe(false);
    expect(judgePage(html('x', { 'content-type': 'application/json' }), POLICY, RENDERED).store).toBe(false);
    // Share images and Atom feeds are kept like pages; other XML is not.
    expect(judgePage(html('x', { 'content-type': 'image/png' }), POLICY, RENDERED).store).toBe(true);
    expect(
      judgePage(html('x', { 'content-type': 'application/atom+xml; charset=utf-8' }), POLICY, RENDERED).store,
    ).toBe(true);
    expect(
      judgePage(html('x', { 'content-type': 'text/calendar; charset=utf-8' }), POLICY, RENDERED).store,
    ).toBe(true);
    expect(judgePage(html('x', { 'content-type': 'application/xml' }), POLICY, RENDERED).store).toBe(false);
    expect(judgePage(html('x', { 'set-cookie': ['a=1'] }), POLICY, RENDERED).store).toBe(false);
    expect(judgePage(html('x', { 'content-encoding': 'gzip' }), POLICY, RENDERED).store).toBe(false);
  });

  it('refuses a page whose render reported an error or refused reads, whatever its status and markup', () => {
    const error = { error: new Error('boom'), route: '/sag/[id]' };
    expect(judgePage(html('<h1>Sag</h1>'), POLICY, { error, overloadedRetryAfter: null })).toEqual({
      store: false,
      reason: 'render failed',
    });
    expect(judgePage(html('<h1>Sag</h1>'), POLICY, { error: null, overloadedRetryAfter: 5 })).toEqual({
      store: false,
      reason: 'reads refused',
    });
  });

  it('does not read the markup for failures: a render that reported none is kept', () => {
    // What a client-only part (`ssr: false`) leaves in the HTML: a digest-shaped mark, and no error.
    const clientOnly =
      '<div><!--$!--><template data-dgst="BAILOUT_TO_CLIENT_SIDE_RENDERING"></template><!--/$--></div>';
    expect(judgePage(html(clientOnly), POLICY, RENDERED).store).toBe(true);
  });
});

describe('headers of stored pages', () => {
  it('Vary adds the encoding to Next’s own, and the cookie only where the answer depends on it', () => {
    expect(varyHeader('rsc, next-router-state-tree, Accept-Encoding')).toBe(
      'rsc, next-router-state-tree, Accept-Encoding',
    );
    expect(varyHeader(undefined)).toBe('Accept-Encoding');
    expect(varyHeader('rsc', true)).toBe('rsc, Accept-Encoding, X-Forwarded-Host, X-Forwarded-Proto');
    expect(varyHeader('rsc', false, true)).toBe('rsc, Accept-Encoding, Cookie');
    expect(varyHeader('rsc, Cookie', false, true)).toBe('rsc, Cookie, Accept-Encoding');
  });

  it('Cache-Control lets shared caches keep the page and makes browsers revalidate', () => {
    expect(pageCacheControl(60_000, 300_000)).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=300',
    );
    expect(pageCacheControl(10_000, 0)).toBe('public, max-age=0, s-maxage=10');
  });
});

describe('PageCache', () => {
  const clock = () => {
    let t = 1_000_000;
    return { now: () => t, advance: (ms: number) => (t += ms) };
  };
  const keep = { store: true, freshMs: 60_000, swrMs: 300_000 } as const;

  it('stores the page without its nonce, its scripts’ hashes, an ETag of version and bytes, and the headers to answer with', () => {
    const cache = new PageCache({ maxBytes: 1024 * 1024, originVaries: false });
    const page = html('<h1>Hej</h1><script nonce="n0nce">self.a=1</script>', {
      'set-cookie': undefined,
      link: '</a.css>; rel=preload',
      vary: 'rsc, Accept-Encoding',
      'cache-control': 'private, no-store',
      'x-nextjs-stale-time': '300',
      'x-request-id': 'render-id',
    });
    const entry = cache.store('k', page, keep, { nonce: 'n0nce', version: 7 });
    expect(entry.compress).toBe(true);
    expect(entry.body.toString()).toBe(page.body.toString().replace('n0nce', ''));
    expect(entry.scriptHashes).toEqual([
      `'sha256-${createHash('sha256').update('self.a=1').digest('base64')}'`,
    ]);
    expect(entry.etag).toMatch(/^"7\.[\w-]{27}"$/);
    expect(cache.store('k', page, keep, { nonce: 'n0nce', version: 8 }).etag).toBe(
      entry.etag.replace('"7.', '"8.'),
    );
    expect(cache.store('k', page, keep, { nonce: 'n0nce' }).etag).toBe(entry.etag.replace('"7.', '"'));
    expect(entry.headers).toEqual({
      'content-type': 'text/html; charset=utf-8',
      link: '</a.css>; rel=preload',
      'x-nextjs-stale-time': '300',
      'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=300',
      vary: 'rsc, Accept-Encoding',
    });
    const home = cache.store('/', page, keep, { nonce: 'n0nce', varyOnCookie: true });
    expect(home.headers.vary).toBe('rsc, Accept-Encoding, Cookie');
  });

  it('keeps an Atom feed whole (a nonce-like text in it is never taken out) and offers it compressed', () => {
    const cache = new PageCache({ maxBytes: 1024 * 1024, originVaries: false });
    const feed: CapturedPage = {
      status: 200,
      headers: { 'content-type': 'application/atom+xml; charset=utf-8' },
      body: Buffer.from(
        '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><id>n0nce</id></feed>',
      ),
    };
    const verdict = judgePage(feed, POLICY, RENDERED);
    if (!verdict.store) throw new Error(verdict.reason);
    const entry = cache.store('k', feed, verdict, { nonce: 'n0nce' });
    expect(entry.compress).toBe(true);
    expect(entry.body.equals(feed.body)).toBe(true);
    expect(entry.scriptHashes).toBeNull();
    expect(entry.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(entry.headers['cache-control']).toBe(pageCacheControl(POLICY.freshMs, POLICY.swrMs));
  });

  it('compresses a copy once per encoding and charges the encoding to the budget', async () => {
    const cache = new PageCache({ maxBytes: 1024 * 1024 });
    const entry = cache.store('k', html('<p>Afstemning</p>'.repeat(200)), keep, { nonce: 'n0nce' });
    const before = cache.bytes;
    const gz = await cache.encoded('k', entry, 'gzip');
    expect(gunzipSync(gz).equals(entry.body)).toBe(true);
    expect(cache.encoded('k', entry, 'gzip')).toBe(entry.encoded.get('gzip'));
    await vi.waitFor(() => expect(cache.bytes).toBe(before + gz.length));
  });

  it('is fresh, then stale while revalidating, then gone', () => {
    const c = clock();
    const cache = new PageCache({ maxBytes: 1024 * 1024, now: c.now });
    cache.store('k', html('x'), keep, { nonce: 'n0nce' });
    expect(cache.lookup('k')?.state).toBe('fresh');
    c.advance(60_000);
    expect(cache.lookup('k')?.state).toBe('stale');
    c.advance(300_000);
    expect(cache.lookup('k')).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('stays within its byte budget, least recently used out first', () => {
    const big = (n: number) => html(`<p>${String(n).repeat(3000)}</p>`);
    const one = new PageCache({ maxBytes: 1 << 20 }).store('k1', big(1), keep, { nonce: 'n0nce' });
    const size = one.body.length + 2 + 1024;
    const cache = new PageCache({ maxBytes: size * 2 + 10 });
    cache.store('k1', big(1), keep, { nonce: 'n0nce' });
    cache.store('k2', big(2), keep, { nonce: 'n0nce' });
    cache.lookup('k1');
    cache.store('k3', big(3), keep, { nonce: 'n0nce' });
    expect([cache.lookup('k1'), cache.lookup('k2'), cache.lookup('k3')].map(Boolean)).toEqual([
      true,
      false,
      true,
    ]);
    expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
  });
});
