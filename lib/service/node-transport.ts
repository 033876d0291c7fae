import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { HeaderReader } from '@/lib/http/public-origin';
import { compressResponse } from './compression';
import type { ODataRequest } from './request';
import type { ODataResponse } from './responses';
import { segmentsBelow } from './transport';

/** A Node request's headers as the service and the origin rules read them (first value of a repeated header). */
export function nodeHeaders(headers: IncomingHttpHeaders): HeaderReader {
  return {
    get: (name) => {
      const value = headers[name.toLowerCase()];
      return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
    },
  };
}

/**
 * A Node request below `/api/` as the service reads it: method, raw path segments, query string, headers, and who
 * asks (`client`: see ODataRequest).
 */
export function odataRequestOf(req: IncomingMessage, client: string | null = null): ODataRequest {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const headers = nodeHeaders(req.headers);
  return {
    method: req.method ?? 'GET',
    segments: segmentsBelow(url.pathname, '/api/'),
    search: url.search,
    header: (name) => headers.get(name),
    client,
  };
}

/** Writes an answer as it is. */
export function writeODataResponse(res: ServerResponse, answer: ODataResponse, head: boolean): void {
  res.writeHead(answer.status, answer.headers);
  res.end(head || answer.body === null ? undefined : answer.body);
}

/**
 * Writes an answer compressed as the request's `Accept-Encoding` asks (brotli or gzip, lib/service/compression.ts;
 * not for HEAD, which has no body).
 */
export async function sendODataResponse(
  req: IncomingMessage,
  res: ServerResponse,
  answer: ODataResponse,
): Promise<void> {
  const head = req.method === 'HEAD';
  const accept = nodeHeaders(req.headers).get('accept-encoding');
  writeODataResponse(res, head ? answer : await compressResponse(answer, accept), head);
}
