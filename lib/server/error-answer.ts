import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { RequestOutcome } from '@/lib/http/request-outcome';
import type { Locale } from '@/lib/i18n/locale';
import { busyPage, serverErrorPage } from './error-pages';

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
 * While Next renders for a request, an error answer (5xx) of a failed render — a store read refused or stopped, or
 * an error reported (request-outcome.ts) — is decided when its head would go out: in `writeHead`, or before
 * `flushHeaders`, `write` or `end` send it implicitly:
 * - after a store read was refused or stopped at its deadline (lib/data/store-read.ts) it goes out as 503 with
 *   `Retry-After`: the server is busy, not broken; any such answer gets `no-store`;
 * - an HTML page (Next's error shell, empty until its scripts run) is replaced by a page in words with the
 *   request's id (error-pages.ts: the busy page, or the server error page, in `locale`: the language of the address
 *   asked for, read before Next rewrites it), and what Next writes is dropped;
 * - a client navigation (RSC) keeps Next's body, which its router renders as the segment's error page, showing the
 *   error's digest (the request's id for a failed store read, see `withRequestDigest`).
 */
export function answerErrorPages(res: ServerResponse, outcome: RequestOutcome, locale: Locale): void {
  const original = {
    writeHead: res.writeHead as Writer,
    write: res.write as Writer,
    end: res.end as Writer,
    flushHeaders: res.flushHeaders as Writer,
  };
  let replaced = false;
  /** The status of the replacing page: what the error answer had (503 for an overloaded request's). */
  let status = 500;

  /** Whether this answer is an error page to replace; makes an overloaded request's error 503 on the way. */
  const judge = (asked: number): boolean => {
    if (replaced || res.headersSent || asked < 500) return replaced;
    const retryAfter = outcome.overloadedRetryAfter;
    // A 5xx page the site renders on purpose (the mirror's first copy being built) is no failure: it stays.
    if (retryAfter === null && outcome.error === null) return false;
    status = retryAfter === null ? asked : 503;
    if (retryAfter !== null) res.setHeader('retry-after', String(retryAfter));
    res.statusCode = status;
    res.setHeader('cache-control', 'no-store');
    replaced = String(res.getHeader('content-type') ?? '').startsWith('text/html');
    return replaced;
  };

  const sendPage = () => {
    const retryAfter = outcome.overloadedRetryAfter;
    const html =
      retryAfter === null ? serverErrorPage(outcome.id, locale) : busyPage(retryAfter, outcome.id, locale);
    const body = Buffer.from(html);
    res.removeHeader('link');
    res.removeHeader('transfer-encoding');
    // Next's compression may have named an encoding already; the page goes out as it is, under it.
    res.removeHeader('content-encoding');
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('content-length', String(body.length));
    original.writeHead.call(res, status);
    original.end.call(res, res.req?.method === 'HEAD' ? undefined : body);
  };

  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    if (status < 500 || this.headersSent) return original.writeHead.call(this, status, ...rest);
    this.statusCode = status;
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
    sendPage();
    return this;
  } as ServerResponse['end'];
}
