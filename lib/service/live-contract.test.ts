/**
 * The endpoint contract (lib/service/contract-cases.fixture.ts) against live mode: a node:http server answering through
 * the live service, whose upstream is the standalone server over a freshly generated tiny store. Passing it means
 * live mode keeps the service's statuses and bodies, with our service root in links.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { generateDataset } from '@/lib/dataset/generate';
import { SCALES } from '@/lib/dataset/scale';
import { createMetrics } from '@/lib/metrics/metrics';
import { startTestUpstream, type TestUpstream } from '@/lib/upstream/upstream.fixture';
import { createODataService, type ODataService } from './configured-service';
import {
  CONTRACT_CASES,
  type ContractContext,
  httpContractContext,
  runContractCase,
} from './contract-cases.fixture';
import { segmentsBelow } from './transport';

let dir = '';
let upstream: TestUpstream | undefined;
let service: ODataService | undefined;
let server: Server | undefined;
let ctx: ContractContext | undefined;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'tingdata-live-contract-'));
  const db = path.join(dir, 'tiny.sqlite');
  generateDataset({ scale: SCALES.tiny, seed: 3, out: db });
  upstream = await startTestUpstream(db);
  const live = createODataService(
    {
      mode: 'live',
      upstream: { root: upstream.root, timeoutMs: 10_000, concurrency: 10 },
      redisUrl: null,
      memoryBytes: 64 << 20,
    },
    { metrics: createMetrics() },
  );
  service = live;
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    void live
      .answer(
        {
          method: req.method ?? 'GET',
          segments: segmentsBelow(url.pathname, '/api/'),
          search: url.search,
          header: (name) => {
            const v = req.headers[name.toLowerCase()];
            return Array.isArray(v) ? (v[0] ?? null) : (v ?? null);
          },
        },
        `http://${req.headers.host}/api/`,
      )
      .then((answer) => {
        res.writeHead(answer.status, answer.headers);
        res.end(req.method === 'HEAD' || answer.body === null ? undefined : answer.body);
      });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
  ctx = await httpContractContext(base);
});

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server?.closeAllConnections();
  await service?.close();
  await upstream?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('ODA endpoint contract in live mode (standalone server as upstream)', () => {
  for (const c of CONTRACT_CASES) {
    it(c.name, async () => {
      if (!ctx) throw new Error('the live server did not start');
      await runContractCase(c, ctx);
    });
  }
});
