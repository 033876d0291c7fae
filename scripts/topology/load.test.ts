import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { startLoad, totalOf } from './load';

let server: Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Answers /ok with 200 (from "the cache" when without a query), /busy with 503, and drops /drop's connection. */
async function listen(): Promise<string> {
  const answering = createServer((req, res) => {
    if (req.url?.startsWith('/ok')) {
      if (req.url === '/ok') res.setHeader('x-cache-status', 'HIT');
      res.end('ok');
    } else if (req.url?.startsWith('/busy')) {
      res.statusCode = 503;
      res.end();
    } else req.socket.destroy();
  });
  server = answering;
  await new Promise<void>((resolve) => answering.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(answering.address() as AddressInfo).port}`;
}

const until = async (done: () => boolean) => {
  while (!done()) await new Promise((r) => setTimeout(r, 5));
};

it('counts answers by phase and kind, and failures by status or network error', async () => {
  const baseUrl = await listen();
  let served = 0;
  let failing = false;
  const run = startLoad({
    baseUrl,
    clients: 2,
    pauseMs: 1,
    timeoutMs: 5_000,
    kinds: [
      { name: 'page', next: () => '/ok' },
      { name: 'search', next: () => (failing ? `/busy?n=${served++}` : `/ok?n=${served++}`) },
    ],
  });
  await until(() => totalOf(run, 'search').requests >= 5);
  run.setPhase('fault');
  failing = true;
  await until(() => (run.tallies.get('fault')?.get('search')?.requests ?? 0) >= 5);
  await run.stop();

  expect(run.tallies.get('warm')?.get('search')?.failed).toBe(0);
  const fault = run.tallies.get('fault');
  // A request sent before the switch may have been answered 200 after it: at most one per client.
  expect(fault?.get('search')?.failed).toBeGreaterThanOrEqual((fault?.get('search')?.requests ?? 0) - 2);
  expect(fault?.get('search')?.byReason['503']).toBe(fault?.get('search')?.failed);
  expect(totalOf(run, 'page').failed).toBe(0);
  expect(totalOf(run, 'page').requests).toBeGreaterThan(0);
  expect(totalOf(run, 'page').fromCache).toBe(totalOf(run, 'page').requests);
  expect(totalOf(run, 'search').fromCache).toBe(0);
});

it('counts a dropped connection by its error code', async () => {
  const baseUrl = await listen();
  const run = startLoad({
    baseUrl,
    clients: 1,
    pauseMs: 1,
    timeoutMs: 5_000,
    kinds: [{ name: 'dropped', next: () => '/drop' }],
  });
  await until(() => totalOf(run, 'dropped').requests >= 2);
  await run.stop();
  const t = totalOf(run, 'dropped');
  expect(t.failed).toBe(t.requests);
  expect(t.byReason.ECONNRESET).toBe(t.requests);
});
