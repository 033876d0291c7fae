import { type IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { STOPPED_HEADER } from '@/lib/service/responses';
import type { Client } from './client-address';
import { createSiteHandler, STOPPED_READ_POINTS } from './site-handler';

/** A request from `address` for `/api/Sag`, and its response (written nowhere). */
function exchange(address: string): { req: IncomingMessage; res: ServerResponse } {
  const req = {
    url: '/api/Sag',
    method: 'GET',
    headers: { host: 'tingdata.test' },
    socket: { remoteAddress: address, encrypted: false } as unknown as Socket,
  } as IncomingMessage;
  return { req, res: new ServerResponse(req) };
}

/** The site handler with an `/api` that answers `status` (stopped at its deadline or not), counting the charges. */
function site(status: number, stopped: boolean) {
  const charged: number[] = [];
  const handler = createSiteHandler({
    pages: () => {
      throw new Error('no page expected');
    },
    security: { trustedHops: 0, metricsToken: null, siteHttps: false },
    api: async (_req, res) => {
      res.writeHead(status, stopped ? { [STOPPED_HEADER]: '2000' } : {});
      res.end();
    },
    limitApi: async (_client: Client, points = 1) => {
      charged.push(points);
      return { allowed: true };
    },
  });
  return { handler, charged };
}

describe('the /api rate limit', () => {
  it('charges a read stopped at its deadline as STOPPED_READ_POINTS requests', async () => {
    const { handler, charged } = site(503, true);
    const { req, res } = exchange('10.231.0.2');
    await handler(req, res);
    expect(charged).toEqual([1, STOPPED_READ_POINTS - 1]);
  });

  it('charges other answers, busy refusals too, as one request, and loopback clients nothing', async () => {
    for (const [status, stopped] of [
      [200, false],
      [503, false],
    ] as const) {
      const { handler, charged } = site(status, stopped);
      const { req, res } = exchange('10.231.0.2');
      await handler(req, res);
      expect(charged).toEqual([1]);
    }
    const { handler, charged } = site(503, true);
    const { req, res } = exchange('127.0.0.1');
    await handler(req, res);
    expect(charged).toEqual([]);
  });
});

describe('who asks /api', () => {
  it('tells /api the client address of a remote client, and no client for a loopback one', async () => {
    const seen: (string | null)[] = [];
    const handler = createSiteHandler({
      pages: () => {
        throw new Error('no page expected');
      },
      security: { trustedHops: 0, metricsToken: null, siteHttps: false },
      api: async (_req, res, client) => {
        seen.push(client);
        res.end();
      },
    });
    for (const address of ['10.231.0.2', '::ffff:10.231.0.3', '127.0.0.1']) {
      const { req, res } = exchange(address);
      await handler(req, res);
    }
    expect(seen).toEqual(['10.231.0.2', '10.231.0.3', null]);
  });
});
