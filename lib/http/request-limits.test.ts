import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientError, MAX_HEAD_BYTES } from './request-limits';

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((_req, res) => res.end('ok'));
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const url = (path: string) => `http://127.0.0.1:${port}${path}`;

/** Sends raw bytes and reads the whole answer (the server closes the connection). */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('answerClientError', () => {
  it('leaves an address of 12 KB alone (the limit is the 16 KiB head)', async () => {
    expect(MAX_HEAD_BYTES).toBeGreaterThanOrEqual(16_384);
    const res = await fetch(url(`/soeg?q=${'a'.repeat(12_000)}`));
    expect(res.status).toBe(200);
  });

  it.each([20_000, 100_000])('answers a %i-character query string with 414 and a sentence', async (n) => {
    const res = await fetch(url(`/soeg?q=${'a'.repeat(n)}`));
    expect(res.status).toBe(414);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toMatch(/The address is too long/);
  });

  it('answers headers over the limit with 431 and a sentence', async () => {
    const res = await fetch(url('/'), { headers: { cookie: `x=${'b'.repeat(20_000)}` } });
    expect(res.status).toBe(431);
    expect(await res.text()).toMatch(/headers are too large/);
  });

  it('answers a request that is not HTTP with 400 and a sentence', async () => {
    const answer = await raw('GET / HTTP/1.1\r\nHost: a\r\nBad Header\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toMatch(/The request is not valid HTTP/);
  });
});
