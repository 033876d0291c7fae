/**
 * A transport-neutral HTTP response: both the Next route and the standalone server write these. Answers read from
 * the store arrive from the query pool as UTF-8 bytes (encoded off the serving thread); the rest are text.
 */
export interface ODataResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | Uint8Array | null;
}

/** A response made on the serving thread: its body is text. Every helper below makes one. */
export interface TextResponse extends ODataResponse {
  readonly body: string | null;
}

/** The body as text (decoding bytes), or null. */
export const bodyText = (res: ODataResponse): string | null =>
  res.body === null || typeof res.body === 'string' ? res.body : Buffer.from(res.body).toString('utf8');

export const JSON_TYPE = 'application/json;odata=minimalmetadata;streaming=true;charset=utf-8';
export const ATOM_FEED_TYPE = 'application/atom+xml;type=feed;charset=utf-8';
export const ATOM_ENTRY_TYPE = 'application/atom+xml;type=entry;charset=utf-8';
export const XML_TYPE = 'application/xml;charset=utf-8';

/** Headers the real service sends on every answer. */
const COMMON: Readonly<Record<string, string>> = {
  DataServiceVersion: '3.0',
  'Access-Control-Allow-Origin': '*',
};

/** The methods the real service lists in `Allow` (only GET works). */
export const ALLOWED_METHODS = 'GET,POST,PUT,PATCH,MERGE,DELETE';

export const ok = (body: string, contentType: string): TextResponse => ({
  status: 200,
  headers: { ...COMMON, 'Content-Type': contentType },
  body,
});

/** 200 with a body already encoded as UTF-8 (JSON written straight to bytes) and its strong ETag. */
export const okBytes = (
  body: { readonly bytes: Uint8Array; readonly etag: string },
  contentType: string,
): ODataResponse => ({
  status: 200,
  headers: { ...COMMON, 'Content-Type': contentType, ETag: body.etag },
  body: body.bytes,
});

/** A reason as a header value: printable ASCII, at most 300 characters. */
const headerReason = (reason: string): string => reason.replace(/[^\x20-\x7E]/g, '?').slice(0, 300);

/** The `odata.error` object the framework writes (`code` "", `message.lang` "en-US"). */
const odataError = (message: string): string =>
  JSON.stringify({ 'odata.error': { code: '', message: { lang: 'en-US', value: message } } });

/** 400 with an empty body, as the real service answers invalid syntax, unknown expansions and bad `$format`. */
export const badRequest = (reason: string): TextResponse => ({
  status: 400,
  headers: { ...COMMON, 'X-Tingdata-Error': headerReason(reason) },
  body: null,
});

/**
 * 400 with the reason in an `odata.error` body, as the framework answers a query its validation settings refuse
 * (e.g. nesting any/all deeper than MaxAnyAllExpressionDepth): for our cost limits, which name the limit and value.
 */
export const refused = (reason: string): TextResponse => ({
  status: 400,
  headers: { ...COMMON, 'Content-Type': JSON_TYPE, 'X-Tingdata-Error': headerReason(reason) },
  body: odataError(reason),
});

/** 404 for an unknown key: empty body, no Content-Type. */
export const notFoundEmpty = (): TextResponse => ({ status: 404, headers: { ...COMMON }, body: null });

/** 404 for an unknown entity set or path: IIS's HTML page. */
export const notFoundHtml = (): TextResponse => ({
  status: 404,
  headers: { 'Content-Type': 'text/html' },
  body: '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\r\n<html xmlns="http://www.w3.org/1999/xhtml">\r\n<head>\r\n<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"/>\r\n<title>404 - File or directory not found.</title>\r\n</head>\r\n<body>\r\n<div id="header"><h1>Server Error</h1></div>\r\n<div id="content">\r\n <div class="content-container"><fieldset>\r\n  <h2>404 - File or directory not found.</h2>\r\n  <h3>The resource you are looking for might have been removed, had its name changed, or is temporarily unavailable.</h3>\r\n </fieldset></div>\r\n</div>\r\n</body>\r\n</html>\r\n',
});

/** 405 for OPTIONS, listing the methods the real service lists. */
export const methodNotAllowed = (): TextResponse => ({
  status: 405,
  headers: { ...COMMON, Allow: ALLOWED_METHODS },
  body: null,
});

const WRITE_MESSAGES: Readonly<Record<string, string>> = {
  POST: 'Creating entities is not supported for this entity set.',
  PUT: 'Updating entities is not supported for this entity set.',
  PATCH: 'Patching entities is not supported for this entity set.',
  MERGE: 'Patching entities is not supported for this entity set.',
  DELETE: 'Deleting entities is not supported for this entity set.',
};

export const isWriteMethod = (method: string): boolean => method in WRITE_MESSAGES;

/** 501 with the `odata.error` object the framework's EntitySetController writes for write methods. */
export const notImplemented = (method: string): TextResponse => ({
  status: 501,
  headers: { ...COMMON, 'Content-Type': JSON_TYPE },
  body: odataError(WRITE_MESSAGES[method] ?? 'Not supported.'),
});

/**
 * 429 for a client over its request budget (the production server's rate limit) or its share of expensive reads
 * (lib/service/read-lanes.ts), with `odata.error` saying why (`reason`, else the rate limit's words).
 */
export const tooManyRequests = (retryAfterSeconds: number, reason?: string): TextResponse => ({
  status: 429,
  headers: {
    ...COMMON,
    'Content-Type': JSON_TYPE,
    'Retry-After': String(retryAfterSeconds),
    'Cache-Control': 'no-store',
  },
  body: odataError(reason ?? `Too many requests. Try again in ${retryAfterSeconds} seconds.`),
});

/** 503 when the service cannot read its data at all (no store file): a server condition, said plainly. */
export const unavailable = (reason: string): TextResponse => ({
  status: 503,
  headers: { 'Content-Type': 'text/plain;charset=utf-8', 'Retry-After': '60' },
  body: reason,
});

/**
 * On a 503 for a read stopped at its deadline: the deadline in ms, the time the read held a query thread (the
 * production server charges it to the client's rate limit, lib/server/site-handler.ts).
 */
export const STOPPED_HEADER = 'X-Tingdata-Stopped-After-Ms';

/** Seconds a client is asked to wait after an overloaded or stopped query. */
export const BUSY_RETRY_AFTER_S = 5;

/**
 * 503 when a query was stopped at its deadline or the query threads take no more work now: `Retry-After` and the
 * `odata.error` object, so an OData 3 client shows the reason. Never cached.
 */
export const busy = (reason: string): TextResponse => ({
  status: 503,
  headers: {
    ...COMMON,
    'Content-Type': JSON_TYPE,
    'Retry-After': String(BUSY_RETRY_AFTER_S),
    'X-Tingdata-Error': headerReason(reason),
  },
  body: odataError(reason),
});
