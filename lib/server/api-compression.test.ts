import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressApiAnswer } from './api-compression';

const BIG = JSON.stringify({
  value: Array.from({ length: 200 }, (_, id) => ({ id, titel: 'Forslag til lov' })),
});

/** Writes an answer the way Next's route handlers do: headers set, flushHeaders, chunks, end. */
function nextLike(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://x');
  const body = url.searchParams.get('small') ? '{"value":[]}' : BIG;
  if (req.headers['if-none-match'] === '"abc"') {
    res.writeHead(304, { etag: '"abc"' });
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('content-type', 'application/json');
  res.setHeader('etag', '"abc"');
  res.setHeader('vary', 'rsc');
  res.flushHeaders();
  res.write(Buffer.from(body.slice(0, 100)));
  res.write(body.slice(100));
  res.end();
}

let server: Server;
let port = 0;
/** What the Next-like handler saw as the request's Accept-Encoding. */
const seenAccept: (string | undefined)[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    compressApiAnswer(req, res);
    seenAccept.push(req.headers['accept-encoding']);
    nextLike(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(
  path: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compressApiAnswer', () => {
  it('answers brotli with its own ETag, a length and Vary, and hides the encoding from Next', async () => {
    const res = await get('/api/Sag', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.etag).toBe('"abc-br"');
    expect(res.headers.vary).toBe('rsc, Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(BIG.length / 4);
    expect(brotliDecompressSync(res.body).toString()).toBe(BIG);
    expect(seenAccept.at(-1)).toBeUndefined();
  });

  it('answers gzip when the client prefers it', async () => {
    const res = await get('/api/Sag', { 'accept-encoding': 'br;q=0.5, gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.etag).toBe('"abc-gzip"');
    expect(gunzipSync(res.body).toString()).toBe(BIG);
  });

  it('leaves small answers, HEAD and clients that take no encoding alone', async () => {
    const small = await get('/api/Sag?small=1', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('{"value":[]}');
    expect(small.headers.etag).toBe('"abc"');
    const plain = await get('/api/Sag', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG);
    const head = await get('/api/Sag', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(seenAccept.at(-1)).toBe('br');
  });

  it('gives a 304 the ETag of the encoding the client would get', async () => {
    const res = await get('/api/Sag', { 'accept-encoding': 'br', 'if-none-match': '"abc"' });
    expect(res.status).toBe(304);
    expect(res.headers.etag).toBe('"abc-br"');
    expect(res.body.length).toBe(0);
  });
});
