import type { SecurityConfig } from '@/lib/config/security';
import { reachedOverHttps } from './client-address';
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
 * The security of one request for `pathname`: a page (not data, `isResourcePath`) gets a fresh script nonce. Over
 * https — `SITE_URL` on https, or a trusted proxy (`TRUST_PROXY`) says so in `X-Forwarded-Proto`, as the production
 * server decides (site-handler.ts) — with HSTS and `upgrade-insecure-requests`. (Next's servers speak plain http,
 * and the protocol Next reports believes any client's `X-Forwarded-Proto`, so it is not asked.) `dev`: under
 * `next dev` (see `pageCsp`).
 */
export function requestSecurity(
  pathname: string,
  headers: Headers,
  config: Pick<SecurityConfig, 'siteHttps' | 'trustedHops'>,
  dev: boolean,
): RequestSecurity {
  const https =
    config.siteHttps || reachedOverHttps(false, headers.get('x-forwarded-proto'), config.trustedHops);
  const nonce = isResourcePath(pathname) ? null : newNonce();
  const answer = securityHeaders(nonce, https, dev);
  const forwarded = new Headers(headers);
  forwarded.delete('content-security-policy-report-only');
  forwarded.delete('content-security-policy');
  const policy = answer['content-security-policy'];
  if (nonce !== null && policy) forwarded.set('content-security-policy', policy);
  return { headers: answer, forwarded };
}
