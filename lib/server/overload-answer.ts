import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { RequestOutcome } from './request-outcome';

/** The page a reader gets instead of Next's empty error shell: what happened and what to do, in both languages. */
export function busyPage(retryAfterSeconds: number): string {
  return `<!DOCTYPE html>
<html lang="da"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Tingdata har travlt – prøv igen</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#111}
a{display:inline-block;padding:.6rem 1rem;border:1px solid #555;border-radius:.4rem;color:#111}</style></head>
<body><main><h1>Siden tog for lang tid at hente</h1>
<p>Tingdata har travlt lige nu, så vi stoppede opslaget i stedet for at lade dig vente. Prøv igen om ${retryAfterSeconds} sekunder.</p>
<p lang="en">The site is busy just now, so the page was stopped rather than kept waiting. Try again in ${retryAfterSeconds} seconds.</p>
<p><a href="">Prøv igen / Try again</a></p></main></body></html>
`;
}

type Writer = (...args: unknown[]) => unknown;

/** The callback among a write's arguments, called as the write would have. */
function callBack(args: readonly unknown[]): void {
  const done = args.find((a) => typeof a === 'function') as (() => void) | undefined;
  if (done) process.nextTick(done);
}

/** Applies the headers of a `writeHead(status, [reason,] headers)` call. */
function applyHeaders(res: ServerResponse, args: readonly unknown[]): void {
  const headers = args.find((a) => typeof a === 'object' && a !== null);
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2)
      res.setHeader(String(headers[i]), headers[i + 1] as string);
  } else if (headers) {
    for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders))
      if (value !== undefined) res.setHeader(name, value);
  }
}

/**
 * While Next renders for a request: an error answer (5xx) after a store read was refused or stopped at its deadline
 * (request-outcome.ts, lib/data/store-read.ts) goes out as 503 with `Retry-After` and `no-store` — the server is
 * busy, not broken. An HTML page gets {@link busyPage} instead of Next's error shell (which is empty until its
 * scripts run; what Next writes is dropped); a client navigation (RSC) keeps Next's body, which its router renders
 * as the page's error. The decision is taken when the answer's head would go out: in `writeHead`, or before
 * `flushHeaders`, `write` or `end` send it implicitly.
 */
export function answerOverloadAs503(res: ServerResponse, outcome: RequestOutcome): void {
  const original = {
    writeHead: res.writeHead as Writer,
    write: res.write as Writer,
    end: res.end as Writer,
    flushHeaders: res.flushHeaders as Writer,
  };
  let busy = false;

  /** Whether this answer is an error of an overloaded request; makes it 503, and an HTML one the busy page. */
  const judge = (status: number): boolean => {
    const retryAfter = outcome.overloadedRetryAfter;
    if (busy || res.headersSent || retryAfter === null || status < 500) return busy;
    res.setHeader('retry-after', String(retryAfter));
    res.setHeader('cache-control', 'no-store');
    res.statusCode = 503;
    busy = String(res.getHeader('content-type') ?? '').startsWith('text/html');
    return busy;
  };

  const sendBusyPage = () => {
    const body = Buffer.from(busyPage(outcome.overloadedRetryAfter ?? 0));
    res.removeHeader('link');
    res.removeHeader('transfer-encoding');
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('content-length', String(body.length));
    original.writeHead.call(res, 503);
    original.end.call(res, res.req?.method === 'HEAD' ? undefined : body);
  };

  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    if (outcome.overloadedRetryAfter === null || this.headersSent)
      return original.writeHead.call(this, status, ...rest);
    applyHeaders(this, rest);
    if (judge(status)) return this;
    return original.writeHead.call(this, this.statusCode);
  } as ServerResponse['writeHead'];
  res.flushHeaders = function (this: ServerResponse) {
    if (!judge(this.statusCode)) original.flushHeaders.call(this);
  };
  res.write = function (this: ServerResponse, ...args: unknown[]) {
    if (!judge(this.statusCode)) return original.write.apply(this, args);
    callBack(args);
    return true;
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    if (!judge(this.statusCode)) return original.end.apply(this, args);
    callBack(args);
    sendBusyPage();
    return this;
  } as ServerResponse['end'];
}
