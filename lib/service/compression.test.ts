import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MIN_COMPRESS_BYTES } from '@/lib/http/content-encoding';
import { compressResponse } from './compression';
import { ifNoneMatchHits } from './http-caching';
import type { ODataResponse } from './responses';

const big = JSON.stringify({
  value: Array.from({ length: 200 }, (_, id) => ({ id, titel: 'Forslag til lov' })),
});
const answer = (body: string | null, headers: Record<string, string> = {}): ODataResponse => ({
  status: 200,
  headers: { 'Content-Type': 'application/json', ETag: '"abc"', ...headers },
  body,
});

describe('compressResponse', () => {
  it('compresses with brotli or gzip as asked, with an ETag of its own and Vary', async () => {
    const br = await compressResponse(answer(big), 'gzip, br');
    expect(br.headers['Content-Encoding']).toBe('br');
    expect(br.headers.ETag).toBe('"abc-br"');
    expect(br.headers.Vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body as Uint8Array).toString('utf8')).toBe(big);
    const gz = await compressResponse(answer(big), 'gzip');
    expect(gz.headers['Content-Encoding']).toBe('gzip');
    expect(gunzipSync(gz.body as Uint8Array).toString('utf8')).toBe(big);
    expect((gz.body as Uint8Array).byteLength).toBeLessThan(big.length / 5);
  });

  it('leaves small bodies and clients that ask for nothing alone, saying Vary all the same', async () => {
    const small = await compressResponse(answer('x'.repeat(MIN_COMPRESS_BYTES - 1)), 'br');
    expect(small.headers['Content-Encoding']).toBeUndefined();
    expect(small.headers.Vary).toBe('Accept-Encoding');
    const plain = await compressResponse(answer(big), null);
    expect(plain.headers['Content-Encoding']).toBeUndefined();
    expect(Buffer.from(plain.body as Uint8Array).toString('utf8')).toBe(big);
    expect(plain.headers.ETag).toBe('"abc"');
  });

  it('keeps bodiless answers, and gives a 304 the ETag of the copy the client holds', async () => {
    const empty = answer(null);
    expect(await compressResponse(empty, 'br')).toBe(empty);
    const notModified = await compressResponse({ status: 304, headers: { ETag: '"abc"' }, body: null }, 'br');
    expect(notModified.headers.ETag).toBe('"abc-br"');
  });

  it('an If-None-Match naming a compressed copy matches the answer it was made from', () => {
    expect(ifNoneMatchHits('"abc-br"', '"abc"')).toBe(true);
    expect(ifNoneMatchHits('W/"abc-gzip", "x"', '"abc"')).toBe(true);
    expect(ifNoneMatchHits('"abd-br"', '"abc"')).toBe(false);
  });
});
