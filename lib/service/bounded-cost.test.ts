/**
 * Bounded query cost, end to end through the standalone server and its query pool (real threads, a real store):
 * a query that passes the cost limits but runs long is stopped at its deadline with 503 while cheap requests are
 * answered meanwhile; requests over the cost limits are refused at once with 400 naming the limit. And the
 * server's compression, which the same answers go through.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset } from '@/lib/dataset/generate';
import { SCALES } from '@/lib/dataset/scale';
import { getEntitySet } from '@/lib/sql/model-lookup';
import { SLOW_STEMME_QUERY } from './slow-query.fixture';
import { type OdaServer, startOdaServer } from './standalone-server';

const TIMEOUT_MS = 1_500;
let dir = '';
let server: OdaServer | undefined;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'tingdata-bounded-'));
  const db = path.join(dir, 'tiny.sqlite');
  generateDataset({ scale: SCALES.tiny, seed: 3, out: db });
  server = await startOdaServer({
    port: 0,
    host: '127.0.0.1',
    db,
    pool: { threads: 2, timeoutMs: TIMEOUT_MS },
  });
  // Both threads started and their task module loaded, so what follows measures queries, not start-up.
  await Promise.all(Array.from({ length: 4 }, () => get('Sagstype')));
});

afterAll(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function get(pathAndQuery: string): Promise<{ status: number; headers: Headers; body: string }> {
  if (!server) throw new Error('the server did not start');
  const res = await fetch(`${server.url}${pathAndQuery}`);
  return { status: res.status, headers: res.headers, body: await res.text() };
}

const odataErrorMessage = (body: string): string =>
  (JSON.parse(body) as { 'odata.error': { message: { value: string } } })['odata.error'].message.value;

/** Within every limit, but minutes of work at this scale unless stopped (slow-query.fixture.ts). */
const SLOW = SLOW_STEMME_QUERY;

describe('bounded query cost (standalone server, query pool, tiny store)', () => {
  it('stops a slow query at its deadline with 503, Retry-After and an odata.error, answering others meanwhile', async () => {
    const events: string[] = [];
    const slow = get(SLOW).then((res) => {
      events.push('slow answered');
      return res;
    });
    for (let i = 0; i < 3; i++) {
      const cheap = await get(`Sag?$top=5&$skip=${i}`);
      expect(cheap.status).toBe(200);
      events.push('cheap answered');
    }
    const res = await slow;
    expect(events).toEqual(['cheap answered', 'cheap answered', 'cheap answered', 'slow answered']);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(odataErrorMessage(res.body)).toContain(`longer than ${TIMEOUT_MS} ms`);
    // The thread that ran it answers again.
    expect((await Promise.all([get('Sag?$top=1'), get('Aktør?$top=1')])).map((r) => r.status)).toEqual([
      200, 200,
    ]);
  });

  it('compresses as the client asks, with an ETag per encoding', async () => {
    if (!server) throw new Error('the server did not start');
    const url = `${server.url}Afstemning?$expand=Stemme&$top=20`;
    const plain = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
    const text = await plain.text();
    for (const encoding of ['br', 'gzip']) {
      const res = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        request(url, { headers: { 'Accept-Encoding': encoding } }, (r) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => resolve({ headers: r.headers, body: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.etag).toBe(`${plain.headers.get('etag')?.slice(0, -1)}-${encoding}"`);
      const decoded = encoding === 'br' ? brotliDecompressSync(res.body) : gunzipSync(res.body);
      expect(decoded.toString('utf8')).toBe(text);
      expect(res.body.byteLength).toBeLessThan(Buffer.byteLength(text) / 4);
    }
  });

  it("refuses the issue's nested lambda at once with 400 naming the limit and the value", async () => {
    const res = await get(
      'Afstemning?$filter=id le 12 and not Stemme/any(x:x/Aktør/Stemme/any(y:y/typeid eq x/typeid add 99))&$inlinecount=allpages&$top=1',
    );
    expect(res.status).toBe(400);
    expect(odataErrorMessage(res.body)).toBe(
      '$filter nests any/all 2 levels deep; the limit (MaxAnyAllExpressionDepth) is 1.',
    );
    expect(res.headers.get('x-tingdata-error')).toContain('MaxAnyAllExpressionDepth');
  });

  it('refuses an expansion fanning out past the expanded-records cap with 400, and serves a wide one within it', async () => {
    // Fifteen two-level expansions through Periode's collections (Aktør, Møde, Sag) and theirs.
    const fifteen = getEntitySet('Periode')
      .navigations.filter((n) => n.many)
      .flatMap((n) =>
        getEntitySet(n.target)
          .navigations.filter((m) => m.many)
          .map((m) => `${n.name}/${m.name}`),
      )
      .slice(0, 15)
      .join(',');
    expect(fifteen.split(',')).toHaveLength(15);
    const res = await get(`Periode?$expand=${fifteen}`);
    expect(res.status).toBe(400);
    expect(odataErrorMessage(res.body)).toMatch(/limit \(expanded records per response\) is 25000/);
    const ok = await get('Afstemning?$expand=Stemme/Aktør&$top=20');
    expect(ok.status).toBe(200);
  });
});
