/**
 * The endpoint contract (lib/service/contract-cases.fixture.ts, the same table the standalone server runs in
 * lib/service/contract.test.ts) against `/api` of the production server (answered in front of Next, lib/server/api-handler.ts), on the e2e store.
 *
 * HTTP only: no browser page is opened, so this uses Playwright's plain `test` (e2e/fixtures.ts adds page
 * fixtures such as the console-error watcher, which would start a browser per test for nothing), and runs in the
 * `desktop` project only, the viewport being irrelevant to an API. Ids come from `discoverFacts`, which looks
 * them up through the API, since the e2e store (demo scale) is not the tiny store of the unit run.
 */
import { type IncomingHttpHeaders, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  CONTRACT_CASES,
  type ContractContext,
  type ContractRequest,
  type ContractResponse,
  discoverFacts,
  requestUrl,
  runContractCase,
  toContractResponse,
} from '../lib/service/contract-cases.fixture';
import { APP_URL } from './servers';

const BASE = `${APP_URL}/api/`;

async function send(api: APIRequestContext, request: ContractRequest): Promise<ContractResponse> {
  const res = await api.fetch(requestUrl(BASE, request), {
    method: request.method ?? 'GET',
    headers: request.headers ? { ...request.headers } : undefined,
    maxRedirects: 0,
    failOnStatusCode: false,
  });
  return toContractResponse(res.status(), res.headers(), await res.text());
}

let ctx: ContractContext | undefined;

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext();
  const sender = (request: ContractRequest) => send(api, request);
  ctx = { base: BASE, send: sender, facts: await discoverFacts(sender) };
});

test.describe('ODA endpoint contract (production server /api, e2e store)', () => {
  for (const c of CONTRACT_CASES) {
    test(c.name, async () => {
      if (!ctx) throw new Error('contract facts were not discovered');
      await runContractCase(c, ctx);
    });
  }
});

test.describe('/api compression through the production server', () => {
  /** The raw bytes and headers of a GET (Playwright's client would decode the body itself). */
  const raw = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      request(`${BASE}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    });

  test('brotli when asked, with its own ETag that a conditional request matches', async () => {
    const path = 'Afstemning?$top=50';
    const plain = await raw(path, {});
    const br = await raw(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-br"`);
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    const again = await raw(path, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.status).toBe(304);
    const gzip = await raw(path, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(plain.body.toString());
  });
});
