import type { IncomingHttpHeaders } from 'node:http';
import { forwardedEntries, vouchedEntry } from '@/lib/http/forwarded';

/**
 * Who sent a request, for rate limits and loopback-only features. The address is the socket's peer, unless the
 * server is configured to sit behind `trustedHops` reverse proxies (`TRUST_PROXY`, lib/config/trust-proxy.ts): then
 * it is the address the outermost trusted proxy saw, read from the right end of `X-Forwarded-For` (each proxy
 * appends the address it was reached from, so entries further left are the client's own word and may be forged).
 */
export interface Client {
  /** The client's address (IPv4-mapped IPv6 written as IPv4), the rate limits' key. */
  readonly address: string;
  /**
   * The request came from this machine and through no proxy: the socket's peer and the client are both loopback
   * (127.0.0.0/8, ::1). A local reverse proxy's clients are not (with `TRUST_PROXY` set they are the addresses
   * it forwards), nor is a forged `X-Forwarded-For: 127.0.0.1` from a remote peer.
   */
  readonly loopback: boolean;
  /** Reached over https: the socket is TLS, or a trusted proxy said `X-Forwarded-Proto: https`. */
  readonly https: boolean;
}

/** `::ffff:10.0.0.1` → `10.0.0.1`; other addresses as they are. */
export function normaliseAddress(address: string): string {
  const text = address.trim();
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(text) ? text.slice(7) : text;
}

/** 127.0.0.0/8 and ::1 (also IPv4-mapped). */
export function isLoopbackAddress(address: string): boolean {
  const a = normaliseAddress(address);
  return a === '::1' || /^127\.\d+\.\d+\.\d+$/.test(a);
}

export interface ClientSocket {
  readonly remoteAddress?: string | undefined;
  /** True on a TLS socket. */
  readonly encrypted?: boolean | undefined;
}

/** The client of a request (see {@link Client}). `trustedHops` 0: the socket's peer, forwarded headers ignored. */
export function resolveClient(
  socket: ClientSocket,
  headers: IncomingHttpHeaders,
  trustedHops: number,
): Client {
  const peer = normaliseAddress(socket.remoteAddress ?? '');
  const https = reachedOverHttps(socket.encrypted === true, headers['x-forwarded-proto'], trustedHops);
  if (trustedHops <= 0) return { address: peer, loopback: isLoopbackAddress(peer), https };
  const address = normaliseAddress(
    vouchedEntry(forwardedEntries(headers['x-forwarded-for']), peer, trustedHops),
  );
  return {
    address,
    loopback: isLoopbackAddress(peer) && isLoopbackAddress(address),
    https,
  };
}

/**
 * Whether a request was reached over https: the connection itself (`encrypted`) when no proxy is trusted, else
 * the protocol the outermost trusted proxy was reached by, from `X-Forwarded-Proto` (each proxy appends its own,
 * or sets the one entry).
 */
export function reachedOverHttps(
  encrypted: boolean,
  forwardedProto: string | readonly string[] | null | undefined,
  trustedHops: number,
): boolean {
  const own = encrypted ? 'https' : 'http';
  if (trustedHops <= 0) return encrypted;
  return vouchedEntry(forwardedEntries(forwardedProto), own, trustedHops).toLowerCase() === 'https';
}
