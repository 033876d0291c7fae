import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markOverloaded, reportRequestError } from '@/lib/http/request-outcome';
import { PageCache } from './page-cache';
import { createPageHandler } from './page-handler';
import { REQUEST_ID_HEADER, withServerErrorLog } from './server-error-log';

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A stand-in for Next whose page reads are refused on `?busy`: the mark is made a few turns later (as a read in
 * the pool fails), then the page answers as Next does for an error before its shell — 500, HTML or, for a client
 * navigation, RSC — or, on `?caught`, a 200 page that caught the error itself. On `?broken` the render fails and
 * Next reports the error (instrumentation.ts) before its error answer; on `?building` the page is a 503 rendered on
 * purpose, with no error; `?gzip` names an encoding as Next's compression does.
 */
async function render(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://x');
  renders++;
  if (url.searchParams.has('busy') || url.searchParams.has('caught')) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    markOverloaded(5);
  }
  if (url.searchParams.has('broken')) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    reportRequestError(new Error('file is not a database'), '/afstemning/[id]');
  }
  if (url.searchParams.has('building')) {
    res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'retry-after': '30' });
    res.end('<!DOCTYPE html><html><body>Kopien bygges</body></html>');
    return;
  }
  const rsc = req.headers.rsc === '1';
  const failed = url.searchParams.has('busy') || url.searchParams.has('broken');
  if (url.searchParams.has('explicit')) res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' });
  res.statusCode = failed ? 500 : 200;
  res.setHeader('content-type', rsc ? 'text/x-component' : 'text/html; charset=utf-8');
  // As Next's compression does for a client that takes gzip.
  if (url.searchParams.has('gzip')) res.setHeader('content-encoding', 'gzip');
  res.setHeader('link', '</_next/static/chunks/a.css>; rel=preload; as="style"');
  res.write(failed ? '<!DOCTYPE html><html id="__next_error__"><body>' : '<!DOCTYPE html><html><body>page');
  res.end('</body></html>');
}

let renders = 0;
const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

async function setup() {
  const cache = new PageCache({ maxBytes: 1 << 20 });
  const handler = createPageHandler({
    cache,
    policy: { freshMs: 60_000, swrMs: 60_000 },
    render,
    revalidate: async () => {},
  });
  const client = { address: '127.0.0.1', loopback: true, https: false };
  const lines: string[] = [];
  const logged = withServerErrorLog((req, res) => handler(req, res, { client, https: false }), {
    write: (line) => lines.push(line),
  });
  // A failed request's log line is written when the server sees its answer closed; `get` waits for that too.
  let open = 0;
  const idle: (() => void)[] = [];
  const server = createServer((req, res) => {
    open++;
    void logged(req, res);
    res.once('close', () => {
      if (--open > 0) return;
      for (const resolve of idle.splice(0)) resolve();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => server.close());
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const answer = await send(path, headers);
    if (open > 0) await new Promise<void>((resolve) => idle.push(resolve));
    return answer;
  };
  const send = (path: string, headers: Record<string, string>) =>
    new Promise<Answer>((resolve, reject) => {
      request(`${base}${path}`, { headers }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
        .on('error', reject)
        .end();
    });
  return { cache, get, lines };
}

describe('a page whose store read was refused or stopped', () => {
  it('answers 503 with Retry-After and a page saying what to do, and keeps nothing', async () => {
    const s = await setup();
    const answer = await s.get('/afstemning/5?busy');
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.link).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    expect(answer.body).toContain('Prøv igen om 5 sekunder');
    expect(answer.body).toContain('Try again in 5 seconds');
    expect(answer.body).toContain(`<code>${answer.headers[REQUEST_ID_HEADER]}</code>`);
    expect(answer.body).not.toContain('__next_error__');
    expect(s.cache.size).toBe(0);
  });

  it('says it in English at an English address, linking the English home page', async () => {
    const s = await setup();
    const answer = await s.get('/en/afstemning/5?busy');
    expect(answer.status).toBe(503);
    expect(answer.body).toContain('<html lang="en">');
    expect(answer.body).toContain('<h1>The page took too long to fetch</h1>');
    expect(answer.body).toContain('Try again in 5 seconds');
    expect(answer.body).not.toContain('Prøv igen');
    expect(answer.body).toContain('<a href="/en">Go to the home page</a>');
  });

  it('answers the same when the error status comes with explicit headers', async () => {
    const s = await setup();
    const answer = await s.get('/afstemning/5?busy&explicit');
    expect(answer.status).toBe(503);
    expect(answer.body).toContain('Prøv igen om 5 sekunder');
  });

  it('keeps Next’s body for a client navigation, with the 503', async () => {
    const s = await setup();
    const answer = await s.get('/afstemning/5?busy', { rsc: '1' });
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.body).toContain('__next_error__');
  });

  it('does not keep a page that caught the failure itself, and leaves other requests alone', async () => {
    const s = await setup();
    const [caught, plain] = await Promise.all([s.get('/afstemning/6?caught'), s.get('/afstemning/7')]);
    expect(caught.status).toBe(200);
    expect(plain.status).toBe(200);
    // Only the untouched page is kept (stored once compressed, a little later).
    await vi.waitFor(() => expect(s.cache.size).toBe(1));
    expect((await s.get('/afstemning/7')).headers['x-tingdata-page-cache']).toBe('hit');
    const before = renders;
    await s.get('/afstemning/6?caught');
    expect(renders).toBe(before + 1);
  });
});

describe('a page whose render failed', () => {
  it("answers Next's 500 with a page in words naming the request id, logged once, and keeps nothing", async () => {
    const s = await setup();
    const answer = await s.get('/afstemning/5?broken');
    const id = String(answer.headers[REQUEST_ID_HEADER]);
    expect(id).toMatch(/^[a-z2-9]{10}$/);
    expect(answer.status).toBe(500);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['retry-after']).toBeUndefined();
    expect(answer.body).toContain('<h1>Siden kunne ikke vises</h1>');
    expect(answer.body).toContain('Something went wrong on the server');
    expect(answer.body).toContain(`<code>${id}</code>`);
    expect(answer.body).not.toContain('__next_error__');
    expect(answer.body).not.toContain('file is not a database');
    expect(s.cache.size).toBe(0);
    expect(s.lines.map((line) => JSON.parse(line))).toMatchObject([
      { requestId: id, status: 500, route: '/afstemning/[id]', error: { message: 'file is not a database' } },
    ]);
  });

  it('says it in English at an English address, logged under the route that served it', async () => {
    const s = await setup();
    const answer = await s.get('/en/afstemning/5?broken');
    const id = String(answer.headers[REQUEST_ID_HEADER]);
    expect(answer.status).toBe(500);
    expect(answer.body).toContain('<html lang="en">');
    expect(answer.body).toContain('<h1>The page could not be shown</h1>');
    expect(answer.body).toContain(`Error code: <code>${id}</code>`);
    expect(answer.body).not.toMatch(/Siden|Fejlkode|forsiden/);
    expect(s.lines.map((line) => JSON.parse(line))).toMatchObject([
      { requestId: id, status: 500, path: '/en/afstemning/5?broken', route: '/afstemning/[id]' },
    ]);
  });

  it('sends the page as it is, under no encoding Next had named for its own body', async () => {
    const s = await setup();
    const answer = await s.get('/soeg?q=klima&broken&gzip');
    expect(answer.status).toBe(500);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toContain('<h1>Siden kunne ikke vises</h1>');
  });

  it('keeps Next’s body for a client navigation, whose router shows the error page', async () => {
    const s = await setup();
    const answer = await s.get('/afstemning/5?broken', { rsc: '1' });
    expect(answer.status).toBe(500);
    expect(answer.body).toContain('__next_error__');
  });

  it('leaves a 5xx page rendered on purpose, with no error, as it is', async () => {
    const s = await setup();
    const answer = await s.get('/afstemning/5?building');
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('30');
    expect(answer.body).toContain('Kopien bygges');
    // Still a 5xx: logged, without an error.
    const [entry, ...more] = s.lines.map((line) => JSON.parse(line));
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ status: 503, route: 'other' });
    expect(entry).not.toHaveProperty('error');
  });
});
