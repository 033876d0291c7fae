import { randomBytes } from 'node:crypto';

/** A fresh script nonce: 128 random bits, base64url (what CSP's nonce-source and Next's nonce reader accept). */
export function newNonce(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * What a page's policy allows to run: the scripts carrying this response's nonce (a page rendered for this request),
 * or the inline scripts with these hashes (a stored page, the same bytes for everyone: lib/server/shared-html.ts).
 */
export type PageScripts = { readonly nonce: string } | { readonly hashes: readonly string[] };

/**
 * The pages' Content-Security-Policy; no `'unsafe-inline'` scripts either way (docs/caching.md).
 * - A page rendered for this request: scripts run only with its nonce (Next puts it on its own inline and bootstrap
 *   scripts; `'strict-dynamic'` lets those load the chunks they need).
 * - A stored page, answered alike to everyone (the page cache, and nginx or a CDN after it): inline scripts run only
 *   when their SHA-256 is named, external ones only from the site itself (`'self'`: Next's chunks). Not
 *   `'strict-dynamic'`, which would ignore `'self'` and block Next's `<script src>` tags in the HTML, as they carry
 *   no nonce and no `integrity`.
 * Styles allow inline: React writes `style` attributes (charts), and a nonce cannot cover attributes. Nothing may
 * frame the site. Over https, stray http subresources are upgraded. Under `next dev` (`dev`) scripts may also
 * `eval`, which React's development build uses to rebuild server components' stacks in the browser (Next's CSP
 * guide); nothing else differs, so a policy mistake shows in development too.
 */
export function pageCsp(scripts: PageScripts, https: boolean, dev = false): string {
  const allowed =
    'nonce' in scripts ? [`'nonce-${scripts.nonce}'`, "'strict-dynamic'"] : scripts.hashes.slice();
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...allowed, ...(dev ? ["'unsafe-eval'"] : [])].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** The nonce a page policy names, or null (a policy without one). */
export function nonceOf(policy: string | null | undefined): string | null {
  return /'nonce-([^']+)'/.exec(policy ?? '')?.[1] ?? null;
}

/** For answers that are data, not documents (`/api`, downloads, `/metrics`, files): nothing runs, nothing frames. */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'";

/** One year; no `includeSubDomains` or `preload`: other hosts under the domain are not ours to decide for. */
export const HSTS = 'max-age=31536000';

/** Paths answered with data rather than a page: the OData endpoint, metrics, and files (a `.` in the last segment). */
export function isResourcePath(pathname: string): boolean {
  if (/^\/(?:api|metrics)(?:\/|$)/.test(pathname)) return true;
  return (pathname.split('/').pop() ?? '').includes('.');
}

/**
 * The security headers of one response: the CSP (the page policy with `nonce`, or {@link RESOURCE_CSP} when
 * `nonce` is null), `nosniff`, the referrer policy, `X-Frame-Options` for browsers without `frame-ancestors`,
 * and HSTS over https. Set by proxy.ts on whatever Next answers (in every mode: `next dev`, `next start`, the
 * production server), by next.config.ts on Next's own files, and by the production server on what it answers
 * itself (lib/server/site-handler.ts: the page cache, `/api`, refusals).
 */
export function securityHeaders(nonce: string | null, https: boolean, dev = false): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': nonce === null ? RESOURCE_CSP : pageCsp({ nonce }, https, dev),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };
  if (https) headers['strict-transport-security'] = HSTS;
  return headers;
}
