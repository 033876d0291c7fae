import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { currentRequestOutcome, reportRequestError, withRequestDigest } from '@/lib/http/request-outcome';
import { createMetrics } from '@/lib/metrics/metrics';
import { routeMatcher } from './route-patterns';
import {
  describeError,
  loggedPath,
  REQUEST_ID_HEADER,
  type ServerErrorEntry,
  withServerErrorLog,
} from './server-error-log';

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A stand-in for the site: `/ok` answers 200; `/sag/<id>` fails as a page render does (Next reports the error,
 * with its route, then answers 500); `/api/Sag` answers 503 without an error; `/kaster` throws before answering;
 * `/halvt` throws after its head went out; `/fejl-i-koden` fails with a digest Next chose. It echoes the request id
 * it was given.
 */
async function site(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = req.url ?? '/';
  res.setHeader('x-seen-id', String(req.headers[REQUEST_ID_HEADER]));
  if (path.startsWith('/sag/')) {
    await new Promise((resolve) => setTimeout(resolve, 2));
    const error = withRequestDigest(new Error('fts5: syntax error near "OR"'));
    reportRequestError(error, '/sag/[id]');
    // React renders the error state too, and Next reports that as well: still one line.
    reportRequestError(new Error('a second report'), '/sag/[id]');
    res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
    return;
  }
  if (path.startsWith('/api/')) {
    res.writeHead(503).end();
    return;
  }
  if (path === '/kaster') throw new TypeError('kaput');
  if (path === '/fejl-i-koden') {
    reportRequestError(Object.assign(new Error('render bug'), { digest: '1234567890' }), '/');
    res.writeHead(500).end();
    return;
  }
  if (path === '/halvt') {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.write('part');
    throw new Error('after the head');
  }
  res.end(`ok ${currentRequestOutcome()?.id}`);
}

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

async function setup() {
  const lines: string[] = [];
  const metrics = createMetrics();
  const handler = withServerErrorLog(site, {
    write: (line) => lines.push(line),
    count: (route, status) => metrics.serverErrors.inc({ route, status: String(status) }),
    routeOf: routeMatcher(['/api/[[...path]]', '/sag/[id]', '/ok']),
  });
  // The log line is written when the server sees the answer closed; a test's request waits for that too.
  let open = 0;
  const idle: (() => void)[] = [];
  const server = createServer((req, res) => {
    open++;
    void handler(req, res);
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
    new Promise<Answer>((resolve) => {
      request(`${base}${path}`, { headers }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
        .on('error', () => resolve({ status: 0, headers: {}, body: '' }))
        .end();
    });
  const logged = (): ServerErrorEntry[] => lines.map((line) => JSON.parse(line) as ServerErrorEntry);
  return { get, logged, lines, metrics };
}

describe('withServerErrorLog', () => {
  it('gives every request an id, in the answer and the request, never the one a client sent', async () => {
    const s = await setup();
    const a = await s.get('/ok', { [REQUEST_ID_HEADER]: 'chosen-by-client' });
    const b = await s.get('/ok');
    const id = String(a.headers[REQUEST_ID_HEADER]);
    expect(id).toMatch(/^[a-z2-9]{10}$/);
    expect(a.headers['x-seen-id']).toBe(id);
    expect(a.body).toBe(`ok ${id}`);
    expect(b.headers[REQUEST_ID_HEADER]).not.toBe(id);
    expect(s.logged()).toEqual([]);
  });

  it('logs a failed render once, as one JSON line with its id, route, status and error, and counts it', async () => {
    const s = await setup();
    const answer = await s.get('/sag/123?fra=2024-01-01');
    const id = String(answer.headers[REQUEST_ID_HEADER]);
    expect(answer.status).toBe(500);
    const [entry, ...more] = s.logged();
    expect(more).toEqual([]);
    expect(s.lines[0]).not.toContain('\n');
    expect(entry).toMatchObject({
      level: 'error',
      msg: 'request failed',
      requestId: id,
      method: 'GET',
      path: '/sag/123?fra=2024-01-01',
      status: 500,
      route: '/sag/[id]',
      error: { name: 'Error', message: 'fts5: syntax error near "OR"' },
    });
    // The digest the error page shows is the request id, so it is not repeated.
    expect(entry).not.toHaveProperty('digest');
    expect(entry?.error?.stack).toContain('server-error-log.test.ts');
    expect(Date.parse(entry?.time ?? '')).not.toBeNaN();
    const text = await s.metrics.registry.metrics();
    expect(text).toContain('tingdata_server_errors_total{route="/sag/[id]",status="500"} 1');
  });

  it('logs a 5xx answered without an error under the route pattern of its path', async () => {
    const s = await setup();
    await s.get('/api/Sag?$top=5');
    expect(s.logged()).toMatchObject([{ status: 503, route: '/api/[[...path]]', path: '/api/Sag?$top=5' }]);
    expect(s.logged()[0]).not.toHaveProperty('error');
    expect(await s.metrics.registry.metrics()).toContain(
      'tingdata_server_errors_total{route="/api/[[...path]]",status="503"} 1',
    );
  });

  it('answers a handler that throws with a plain 500 naming the id, and logs it once', async () => {
    const s = await setup();
    const answer = await s.get('/kaster');
    const id = String(answer.headers[REQUEST_ID_HEADER]);
    expect(answer.status).toBe(500);
    expect(answer.body).toContain(`Fejlkode: ${id}`);
    expect(answer.body).toContain(`Error code: ${id}`);
    expect(answer.body).not.toContain('kaput');
    expect(s.logged()).toMatchObject([
      { requestId: id, status: 500, route: 'other', error: { name: 'TypeError', message: 'kaput' } },
    ]);
  });

  it('logs an error after the head went out with the status that was sent, and cuts the answer off', async () => {
    const s = await setup();
    await s.get('/halvt');
    expect(s.logged()).toMatchObject([{ status: 200, error: { message: 'after the head' } }]);
    expect(await s.metrics.registry.metrics()).toContain(
      'tingdata_server_errors_total{route="other",status="200"} 1',
    );
  });

  it('keeps a digest Next chose itself, which is what the reader saw', async () => {
    const s = await setup();
    await s.get('/fejl-i-koden');
    expect(s.logged()).toMatchObject([{ digest: '1234567890', route: '/' }]);
  });
});

describe('describeError', () => {
  it('tells an Error by its name, message and stack, anything else by its type and JSON', () => {
    expect(describeError(new RangeError('too far'))).toMatchObject({
      name: 'RangeError',
      message: 'too far',
    });
    expect(describeError({ code: 'SQLITE_ERROR' })).toEqual({
      name: 'object',
      message: '{"code":"SQLITE_ERROR"}',
    });
    expect(describeError('text')).toEqual({ name: 'string', message: '"text"' });
    expect(describeError(undefined)).toEqual({ name: 'undefined', message: 'undefined' });
  });
});

describe('loggedPath', () => {
  it('keeps a page’s query, but never a reader’s token (the alerts’ pages, in both languages)', () => {
    expect(loggedPath('/soeg?q=klima')).toBe('/soeg?q=klima');
    expect(loggedPath('/varsler/administrer?t=manage.1.-.-.abc')).toBe('/varsler/administrer?t=…');
    expect(loggedPath('/en/varsler/bekraeft?t=confirm.1.2.3.abc')).toBe('/en/varsler/bekraeft?t=…');
    expect(loggedPath('/varsler/afmeld')).toBe('/varsler/afmeld');
  });
});
