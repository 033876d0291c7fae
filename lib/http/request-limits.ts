import { maxHeaderSize } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * How long a request's head (request line and headers, so the address too) may be: Node's own limit, 16 KiB
 * unless `--max-http-header-size` says otherwise. That is twice the common limit of web servers and proxies
 * (nginx's and Apache's 8 KiB request line), and the live ODA service (IIS) takes far less (2 KB of query), so no
 * client of the real API needs more. Node refuses a longer head before any handler runs; {@link
 * answerClientError} says why, instead of Node's bare status line.
 */
export const MAX_HEAD_BYTES = maxHeaderSize;

const TEXT = {
  uriTooLong: `Adressen er for lang: en forespørgsel må højst fylde ${MAX_HEAD_BYTES} byte med adresse og headers. / The address is too long: a request's address and headers may take at most ${MAX_HEAD_BYTES} bytes.\n`,
  headersTooLarge: `Forespørgslens headers fylder for meget (højst ${MAX_HEAD_BYTES} byte). / The request's headers are too large (at most ${MAX_HEAD_BYTES} bytes).\n`,
  badRequest: 'Forespørgslen kan ikke læses som HTTP. / The request is not valid HTTP.\n',
  timeout: 'Forespørgslen kom ikke færdig i tide. / The request did not arrive in time.\n',
} as const;

function answer(socket: Duplex, status: string, text: string): void {
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
      `Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${text}`,
  );
}

/**
 * A `node:http` server's `clientError` listener (`server.on('clientError', answerClientError)`): a request Node
 * could not take gets a status and a sentence instead of a bare status line. A head over {@link MAX_HEAD_BYTES}
 * is 414 when the request line (the address) is most of it — over half, or not even ended — else 431; a head
 * that did not arrive in time is 408; anything else malformed is 400. Never a 5xx; the connection is closed.
 */
export function answerClientError(
  error: Error & { code?: string; rawPacket?: Buffer },
  socket: Duplex,
): void {
  // A reset connection has no one to answer; a second error on an answered one needs no second answer.
  if (error.code === 'ECONNRESET' || !socket.writable || socket.writableEnded) {
    socket.destroy();
    return;
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    const lineEnd = error.rawPacket?.indexOf('\r\n') ?? -1;
    const addressTooLong = lineEnd === -1 || lineEnd > MAX_HEAD_BYTES / 2;
    if (addressTooLong) answer(socket, '414 URI Too Long', TEXT.uriTooLong);
    else answer(socket, '431 Request Header Fields Too Large', TEXT.headersTooLarge);
    return;
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') answer(socket, '408 Request Timeout', TEXT.timeout);
  else answer(socket, '400 Bad Request', TEXT.badRequest);
}
