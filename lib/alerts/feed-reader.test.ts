import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AtomFeed, writeAtom } from '@/lib/feed/atom';
import { readFeed } from './feed-reader';

const FEED: AtomFeed = {
  id: 'tag:tingdata.dk,2026:feed/aktoer/12/feed.xml',
  title: 'Søren & Co <Ø>: stemmer i Folketinget',
  updated: new Date('2026-03-02T10:00:00Z'),
  alternate: 'https://tingdata.dk/aktoer/12',
  self: 'https://tingdata.dk/aktoer/12/feed.xml',
  author: { name: 'Tingdata', uri: 'https://tingdata.dk/' },
  entries: [
    {
      id: 'tag:tingdata.dk,2026:aktoer/12/afstemning/7',
      title: 'Stemte for: L 12 <udkast> & ]]> æøå',
      link: 'https://tingdata.dk/afstemning/7?a=1&b=2',
      updated: new Date('2026-03-01T00:00:00Z'),
      summary: 'Forslaget blev vedtaget & <b>ikke</b> forkastet.',
    },
    {
      id: 'tag:tingdata.dk,2026:aktoer/12/afstemning/9',
      title: 'Stemte imod: B 3',
      link: 'https://tingdata.dk/afstemning/9',
      updated: new Date('2026-03-02T00:00:00Z'),
      summary: 'Forkastet.',
    },
  ],
};

let server: Server;
let origin: string;
const seen: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.headers);
    const path = req.url ?? '';
    if (path === '/aktoer/12/feed.xml') {
      res.writeHead(200, { 'content-type': 'application/atom+xml; charset=utf-8' });
      res.end(writeAtom(FEED));
    } else if (path === '/aktoer/404/feed.xml') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Der er ingen aktør med id »404«.\n');
    } else if (path.startsWith('/soeg/feed.xml')) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Søgning efter aktører kan ikke følges som feed.\n');
    } else if (path === '/busy/feed.xml') {
      res.writeHead(429).end('slow down');
    } else if (path === '/broken/feed.xml') {
      res.writeHead(503).end('down');
    } else if (path === '/html/feed.xml') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>no feed</body></html>');
    }
    // '/silent/feed.xml' is never answered: the reader's timeout ends it.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('readFeed', () => {
  it('reads what lib/feed/atom.ts writes: titles, links, entries with their text as written', async () => {
    const read = await readFeed(origin, '/aktoer/12/feed.xml');
    expect(read).toEqual({
      kind: 'ok',
      title: FEED.title,
      pageUrl: FEED.alternate,
      entries: [
        {
          entryId: 'tag:tingdata.dk,2026:aktoer/12/afstemning/9',
          title: 'Stemte imod: B 3',
          link: 'https://tingdata.dk/afstemning/9',
          updated: '2026-03-02T00:00:00.000Z',
          summary: 'Forkastet.',
        },
        {
          entryId: 'tag:tingdata.dk,2026:aktoer/12/afstemning/7',
          title: 'Stemte for: L 12 <udkast> & ]]> æøå',
          link: 'https://tingdata.dk/afstemning/7?a=1&b=2',
          updated: '2026-03-01T00:00:00.000Z',
          summary: 'Forslaget blev vedtaget & <b>ikke</b> forkastet.',
        },
      ],
    });
  });

  it('asks for a fresh render', async () => {
    seen.length = 0;
    await readFeed(origin, '/aktoer/12/feed.xml');
    expect(seen[0]?.['cache-control']).toBe('no-cache');
  });

  it('tells a missing record (404) and a search it cannot follow (400) by their sentence', async () => {
    expect(await readFeed(origin, '/aktoer/404/feed.xml')).toEqual({
      kind: 'not-found',
      message: 'Der er ingen aktør med id »404«.',
    });
    expect(await readFeed(origin, '/soeg/feed.xml?q=x&type=aktoer')).toEqual({
      kind: 'bad-request',
      message: 'Søgning efter aktører kan ikke følges som feed.',
    });
  });

  it('calls 429, 5xx, an answer that is no feed, a timeout and a closed port unavailable', async () => {
    expect(await readFeed(origin, '/busy/feed.xml')).toEqual({
      kind: 'unavailable',
      message: 'answered 429',
    });
    expect(await readFeed(origin, '/broken/feed.xml')).toEqual({
      kind: 'unavailable',
      message: 'answered 503',
    });
    expect((await readFeed(origin, '/html/feed.xml')).kind).toBe('unavailable');
    expect(await readFeed(origin, '/silent/feed.xml', { timeoutMs: 300 })).toEqual({
      kind: 'unavailable',
      message: 'timed out',
    });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await readFeed(`http://127.0.0.1:${port}`, '/aktoer/12/feed.xml')).toEqual({
      kind: 'unavailable',
      message: 'could not connect',
    });
  });

  it('reads only paths of the origin it is given', async () => {
    for (const key of ['//example.org/feed.xml', 'https://example.org/feed.xml'])
      expect(await readFeed(origin, key)).toEqual({
        kind: 'bad-request',
        message: 'not a path of this site',
      });
  });
});
