import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { readSecurityConfig, type SecurityConfig } from '@/lib/config/security';
import {
  isResourcePath,
  newNonce,
  nonceOf,
  pageCsp,
  RESOURCE_CSP,
  securityHeaders,
} from './security-headers';
import { bearerMatches, createSiteHandler } from './site-handler';

describe('security headers', () => {
  it('give pages a nonce-only script policy, no framing, nosniff and a referrer policy', () => {
    const nonce = newNonce();
    expect(nonce).toMatch(/^[\w-]{22}$/);
    expect(newNonce()).not.toBe(nonce);
    const csp = pageCsp({ nonce }, false);
    const script = csp.split('; ').find((d) => d.startsWith('script-src'));
    expect(script).toBe(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    const headers = securityHeaders(nonce, false);
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('add HSTS over https, and a policy that runs nothing for data', () => {
    expect(securityHeaders(null, true)).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'strict-transport-security': 'max-age=31536000',
    });
    expect(pageCsp({ nonce: 'n' }, true)).toContain('upgrade-insecure-requests');
  });

  it('give a stored page its inline scripts by hash and Next’s chunks by origin, with no nonce', () => {
    const csp = pageCsp({ hashes: ["'sha256-AAAA'", "'sha256-BBBB'"] }, false);
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).toBe(
      "script-src 'self' 'sha256-AAAA' 'sha256-BBBB'",
    );
    expect(nonceOf(csp)).toBeNull();
    expect(pageCsp({ hashes: [] }, false)).toContain("script-src 'self';");
  });

  it('read the nonce a policy names', () => {
    expect(nonceOf(pageCsp({ nonce: 'abc_-1' }, false))).toBe('abc_-1');
    expect(nonceOf(RESOURCE_CSP)).toBeNull();
    expect(nonceOf(undefined)).toBeNull();
  });

  it('tell data paths from pages', () => {
    for (const p of ['/api', '/api/Sag', '/metrics', '/afstemning/5/stemmer.csv', '/icon.svg'])
      expect(isResourcePath(p), p).toBe(true);
    for (const p of ['/', '/apiary', '/afstemning/5', '/afstemning/5/opengraph-image'])
      expect(isResourcePath(p), p).toBe(false);
  });
});

describe('security configuration', () => {
  it('reads TRUST_PROXY, METRICS_TOKEN and whether SITE_URL is https', () => {
    expect(readSecurityConfig({})).toEqual({ trustedHops: 0, metricsToken: null, siteHttps: false });
    expect(
      readSecurityConfig({
        TRUST_PROXY: '1',
        METRICS_TOKEN: 'a'.repeat(32),
        SITE_URL: 'https://tingdata.dk',
      }),
    ).toEqual({ trustedHops: 1, metricsToken: 'a'.repeat(32), siteHttps: true });
    expect(() => readSecurityConfig({ METRICS_TOKEN: 'short' })).toThrow(/16 characters/);
    expect(() => readSecurityConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('match a bearer token exactly', () => {
    const token = 'x'.repeat(20);
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`Bearer ${token}y`, token)).toBe(false);
    expect(bearerMatches(undefined, token)).toBe(false);
    expect(bearerMatches(`Basic ${token}`, token)).toBe(false);
  });
});

describe('the site handler’s headers', () => {
  const serve = async (security: Partial<SecurityConfig>) => {
    const handler = createSiteHandler({
      pages: (_req, res) => {
        res.end('ok');
      },
      security: { trustedHops: 0, metricsToken: null, siteHttps: false, ...security },
    });
    const server = createServer((req, res) => void handler(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return {
      get: (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers }),
      close: () => server.close(),
    };
  };

  it('send HSTS over https only: SITE_URL on https, or a trusted proxy saying so', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const direct = await serve({});
    const proxied = await serve({ trustedHops: 1 });
    const configured = await serve({ siteHttps: true });
    try {
      expect((await direct.get('/', https)).headers.get('strict-transport-security')).toBeNull();
      expect((await proxied.get('/', https)).headers.get('strict-transport-security')).toBe(
        'max-age=31536000',
      );
      expect((await proxied.get('/')).headers.get('strict-transport-security')).toBeNull();
      const page = await configured.get('/');
      expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000');
      expect(page.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    } finally {
      for (const s of [direct, proxied, configured]) s.close();
    }
  });
});
