import { describe, expect, it } from 'vitest';
import { TTL_TABLE } from '@/lib/cache/ttl-policy';
import { cacheControl, ifNoneMatchHits, strongEtag, withHttpCaching } from './http-caching';
import { createRootRewriter } from './live-rewrite';
import type { ODataRequest } from './request';

const req = (method = 'GET', headers: Record<string, string> = {}): ODataRequest => ({
  method,
  segments: ['Sag'],
  search: '',
  header: (name) => headers[name] ?? null,
});
const ok = { status: 200, headers: { 'Content-Type': 'application/json' }, body: '{"value":[]}' };
const info = { ttl: TTL_TABLE.collection, fetchedAt: 1_000_000, now: 1_000_000 };

describe('Cache-Control', () => {
  it('follows the TTL policy', () => {
    expect(cacheControl(TTL_TABLE.collection)).toBe(
      'public, max-age=300, s-maxage=300, stale-while-revalidate=300, stale-if-error=86400',
    );
    expect(cacheControl(TTL_TABLE['not-found'])).toBe('public, max-age=60, s-maxage=60');
    expect(cacheControl(TTL_TABLE['no-store'])).toBe('no-store');
    expect(cacheControl(TTL_TABLE.collection, true)).toBe('public, max-age=10, s-maxage=10');
  });
});

describe('ETag and If-None-Match', () => {
  it('is a strong hash of the exact body', () => {
    expect(strongEtag('abc')).toBe(strongEtag('abc'));
    expect(strongEtag('abc')).not.toBe(strongEtag('abd'));
    expect(strongEtag('abc')).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
  });

  it('matches lists, weak forms and *', () => {
    const etag = '"x1"';
    expect(ifNoneMatchHits('"x1"', etag)).toBe(true);
    expect(ifNoneMatchHits('"a", W/"x1"', etag)).toBe(true);
    expect(ifNoneMatchHits('*', etag)).toBe(true);
    expect(ifNoneMatchHits('"x2"', etag)).toBe(false);
    expect(ifNoneMatchHits(null, etag)).toBe(false);
  });

  it('turns a matching GET into a 304 without body or Content-Type', () => {
    const first = withHttpCaching(ok, req(), info);
    const etag = first.headers.ETag ?? '';
    const again = withHttpCaching(ok, req('GET', { 'If-None-Match': etag }), {
      ...info,
      now: info.now + 61_000,
    });
    expect(again).toEqual({
      status: 304,
      headers: { 'Cache-Control': first.headers['Cache-Control'], ETag: etag, Age: '61' },
      body: null,
    });
  });

  it('gives no ETag to errors and no-store to writes', () => {
    const bad = withHttpCaching({ status: 400, headers: {}, body: null }, req(), {
      ...info,
      ttl: TTL_TABLE['client-error'],
    });
    expect(bad.headers.ETag).toBeUndefined();
    const write = withHttpCaching(ok, req('POST'), info);
    expect(write.headers['Cache-Control']).toBe('no-store');
    expect(write.headers.ETag).toBeUndefined();
  });
});

describe('service root rewriting', () => {
  const rewrite = createRootRewriter('https://oda.ft.dk/api/');
  const ours = 'http://localhost:3000/api/';

  it('rewrites odata.metadata and odata.nextLink, under either scheme', () => {
    const body =
      '{"odata.metadata":"https://oda.ft.dk/api/$metadata#Sag","value":[{"titel":"see https://oda.ft.dk/api/Sag"}],"odata.nextLink":"http://oda.ft.dk/api/Sag?$skip=100"}';
    expect(rewrite(body, ours)).toBe(
      '{"odata.metadata":"http://localhost:3000/api/$metadata#Sag","value":[{"titel":"see https://oda.ft.dk/api/Sag"}],"odata.nextLink":"http://localhost:3000/api/Sag?$skip=100"}',
    );
  });

  it("rewrites Atom's xml:base, ids and links", () => {
    const atom =
      '<feed xml:base="https://oda.ft.dk/api/"><id>https://oda.ft.dk/api/Sag</id><link rel="next" href="https://oda.ft.dk/api/Sag?$skip=100"/><d:titel>https://oda.ft.dk/api/</d:titel></feed>';
    expect(rewrite(atom, ours)).toBe(
      '<feed xml:base="http://localhost:3000/api/"><id>http://localhost:3000/api/Sag</id><link rel="next" href="http://localhost:3000/api/Sag?$skip=100"/><d:titel>https://oda.ft.dk/api/</d:titel></feed>',
    );
  });

  it('leaves other hosts alone and takes $ in our root literally', () => {
    const body = '{"odata.metadata":"https://oda.ft.dk.evil/api/$metadata"}';
    expect(rewrite(body, ours)).toBe(body);
    expect(rewrite('{"odata.metadata":"https://oda.ft.dk/api/x"}', 'http://h/$&/')).toBe(
      '{"odata.metadata":"http://h/$&/x"}',
    );
  });
});
