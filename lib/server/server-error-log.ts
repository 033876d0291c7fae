import type { IncomingMessage, ServerResponse } from 'node:http';
import { newRequestOutcome, type RequestOutcome, withRequestOutcome } from '@/lib/http/request-outcome';
import { isAlertsTokenPath, splitLocalePath } from '@/lib/routes';
import type { RequestHandler } from './page-handler';

/** The header that carries a request's id, in the answer (and in the request Next sees, set by the server). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A path longer than this is cut in the log line (the request line allows far longer; the log need not). */
const MAX_LOGGED_PATH = 2_000;

/** An error as the log line tells it: server-side only (the reader gets the request id, never the stack). */
export interface LoggedError {
  readonly name: string;
  readonly message: string;
  readonly stack?: string;
}

/**
 * One failed request, one line of JSON on stderr:
 * `{"time":"…","level":"error","msg":"request failed","requestId":"k3f9xm7qab","method":"GET",
 * "path":"/soeg?q=klima","status":500,"route":"/soeg","durationMs":12,"digest":"k3f9xm7qab","error":{…}}`.
 * `digest` is what Next showed the reader for the error when that was not the request id.
 */
export interface ServerErrorEntry {
  readonly time: string;
  readonly level: 'error';
  readonly msg: 'request failed';
  readonly requestId: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly route: string;
  readonly durationMs: number;
  readonly digest?: string;
  readonly error?: LoggedError;
}

/** Any thrown value as the log tells it (a value that is no `Error` by its type and JSON). */
export function describeError(error: unknown): LoggedError {
  if (error instanceof Error) {
    return { name: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}) };
  }
  let text: string;
  try {
    text = JSON.stringify(error) ?? String(error);
  } catch {
    text = String(error);
  }
  return { name: typeof error, message: text };
}

/** The digest Next gave an error (shown to the reader), if any. */
function digestOf(error: unknown): string | undefined {
  const digest = error instanceof Error ? (error as Error & { digest?: unknown }).digest : undefined;
  return typeof digest === 'string' ? digest : undefined;
}

/**
 * A request's path as the log writes it: cut at {@link MAX_LOGGED_PATH}, and without its query where that is a
 * reader's token (the alerts' pages: lib/routes.ts `isAlertsTokenPath`), which is the key to their subscriptions.
 */
export function loggedPath(url: string): string {
  const pathname = url.split('?')[0] ?? '/';
  const tokened = isAlertsTokenPath(splitLocalePath(pathname).path);
  return (tokened && pathname !== url ? `${pathname}?t=…` : url).slice(0, MAX_LOGGED_PATH);
}

/** The log entry of a request that failed (see {@link ServerErrorEntry}). */
export function serverErrorEntry(
  outcome: RequestOutcome,
  request: { readonly method?: string; readonly url?: string },
  status: number,
  route: string,
  durationMs: number,
  now: Date = new Date(),
): ServerErrorEntry {
  const failure = outcome.error?.error;
  const digest = outcome.error ? digestOf(failure) : undefined;
  return {
    time: now.toISOString(),
    level: 'error',
    msg: 'request failed',
    requestId: outcome.id,
    method: request.method ?? 'GET',
    path: loggedPath(request.url ?? '/'),
    status,
    route,
    durationMs: Math.round(durationMs),
    ...(digest && digest !== outcome.id ? { digest } : {}),
    ...(outcome.error ? { error: describeError(failure) } : {}),
  };
}

export interface ServerErrorLogOptions {
  /** Where each line goes; default stderr. */
  readonly write?: (line: string) => void;
  /** Counts a failed request (the `tingdata_server_errors_total` counter, lib/metrics/metrics.ts). */
  readonly count?: (route: string, status: number) => void;
  /** The route pattern of a path when Next has not named it (route-patterns.ts); default `other`. */
  readonly routeOf?: (pathname: string) => string | null;
}

/** A request's path without its query. */
const pathnameOf = (url: string | undefined): string => (url ?? '/').split('?')[0] ?? '/';

/** The plain answer of a request whose handling threw before any answer went out. */
function answerThrown(res: ServerResponse, id: string): void {
  const body = `Der skete en fejl på serveren. Fejlkode: ${id}\nSomething went wrong on the server. Error code: ${id}\n`;
  res.writeHead(500, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': String(Buffer.byteLength(body)),
  });
  res.end(res.req?.method === 'HEAD' ? undefined : body);
}

/**
 * Every request of the production server gets an id: in the answer's `X-Request-Id`, in the request Next sees
 * (a client's own `X-Request-Id` is replaced), and in whatever the answer's error page shows (error-answer.ts,
 * request-outcome.ts `withRequestDigest`). When the answer is done, a request that failed — answered 5xx, or
 * with an error reported while answering (Next's `onRequestError` in instrumentation.ts, or thrown here) — is
 * logged exactly once as one line of JSON ({@link ServerErrorEntry}) and counted by route pattern and status. A
 * handler that throws before answering gets a plain 500 naming the id.
 */
export function withServerErrorLog(
  handler: RequestHandler,
  options: ServerErrorLogOptions = {},
): RequestHandler {
  const write = options.write ?? ((line: string) => process.stderr.write(`${line}\n`));
  const routeOf = options.routeOf ?? (() => null);
  return async (req: IncomingMessage, res: ServerResponse) => {
    const outcome = newRequestOutcome();
    const started = performance.now();
    // As requested: Next rewrites `req.url` as it routes.
    const requested = { method: req.method, url: req.url };
    req.headers[REQUEST_ID_HEADER] = outcome.id;
    res.setHeader(REQUEST_ID_HEADER, outcome.id);
    res.once('close', () => {
      const status = res.statusCode;
      if (status < 500 && outcome.error === null) return;
      const route = outcome.error?.route ?? routeOf(pathnameOf(requested.url)) ?? 'other';
      write(JSON.stringify(serverErrorEntry(outcome, requested, status, route, performance.now() - started)));
      options.count?.(route, status);
    });
    try {
      await withRequestOutcome(outcome, () => handler(req, res));
    } catch (error) {
      outcome.error ??= { error, route: null };
      if (!res.headersSent) answerThrown(res, outcome.id);
      else res.destroy();
    }
  };
}
