import { reachedOverHttps } from './client-address';
import type { SecurityConfig } from './security-config';
import { isResourcePath, newNonce, securityHeaders } from './security-headers';

/** What proxy.ts does for security to a request Next answers. */
export interface RequestSecurity {
  /** The answer's security headers (security-headers.ts). */
  readonly headers: Readonly<Record<string, string>>;
  /**
   * The request's headers as Next should see them: for a page, its policy in `Content-Security-Policy`, where Next
   * reads the nonce and puts it on its scripts; a policy the client sent (report-only too) is never left there, so
   * nobody chooses the nonce a page is rendered — and cached — with.
   */
  readonly forwarded: Headers;
}

/**
 * The security of one request: a page (not data, `isResourcePath`) gets a fresh script nonce. Over https —
 * `SITE_URL` on https, or the connection (`url`'s protocol, as Next saw it) or a trusted proxy (`TRUST_PROXY`)
 * says so — with HSTS and `upgrade-insecure-requests`. `dev`: under `next dev` (see `pageCsp`).
 */
export function requestSecurity(
  url: URL,
  headers: Headers,
  config: Pick<SecurityConfig, 'siteHttps' | 'trustedHops'>,
  dev: boolean,
): RequestSecurity {
  const https =
    config.siteHttps ||
    reachedOverHttps(url.protocol === 'https:', headers.get('x-forwarded-proto'), config.trustedHops);
  const nonce = isResourcePath(url.pathname) ? null : newNonce();
  const answer = securityHeaders(nonce, https, dev);
  const forwarded = new Headers(headers);
  forwarded.delete('content-security-policy-report-only');
  forwarded.delete('content-security-policy');
  const policy = answer['content-security-policy'];
  if (nonce !== null && policy) forwarded.set('content-security-policy', policy);
  return { headers: answer, forwarded };
}
