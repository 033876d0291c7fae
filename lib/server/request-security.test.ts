import { describe, expect, it } from 'vitest';
import { requestSecurity } from './request-security';
import { nonceOf, RESOURCE_CSP } from './security-headers';

const PLAIN = { siteHttps: false, trustedHops: 0 };
const at = (pathname: string, headers: Record<string, string> = {}) => ({
  pathname,
  headers: new Headers(headers),
});

describe('requestSecurity', () => {
  it('gives a page a fresh nonce, named by its policy and by the request’s, where Next reads it', () => {
    const { pathname, headers } = at('/afstemning/5');
    const one = requestSecurity(pathname, headers, PLAIN, false);
    const two = requestSecurity(pathname, headers, PLAIN, false);
    const policy = one.headers['content-security-policy'];
    const nonce = nonceOf(policy);
    expect(nonce).toMatch(/^[\w-]{22}$/);
    expect(nonceOf(two.headers['content-security-policy'])).not.toBe(nonce);
    expect(one.forwarded.get('content-security-policy')).toBe(policy);
    expect(one.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
    });
    expect(one.headers['strict-transport-security']).toBeUndefined();
    expect(policy).not.toContain("'unsafe-eval'");
  });

  it('never leaves a policy the client sent for Next to read, report-only or not', () => {
    const sent = {
      'content-security-policy': "script-src 'nonce-AAAAAAAAAAAAAAAAAAAAAA'",
      'content-security-policy-report-only': "script-src 'nonce-BBBBBBBBBBBBBBBBBBBBBB'",
      accept: 'text/html',
    };
    const page = requestSecurity('/', new Headers(sent), PLAIN, false);
    expect(nonceOf(page.forwarded.get('content-security-policy'))).toBe(
      nonceOf(page.headers['content-security-policy']),
    );
    expect(page.forwarded.get('content-security-policy-report-only')).toBeNull();
    expect(page.forwarded.get('accept')).toBe('text/html');
    const data = requestSecurity('/api/Sag', new Headers(sent), PLAIN, false);
    expect(data.forwarded.get('content-security-policy')).toBeNull();
  });

  it('gives data the policy that runs nothing', () => {
    for (const path of ['/api/Sag', '/metrics', '/afstemning/5/stemmer.csv', '/kommende/feed.xml']) {
      const { pathname, headers } = at(path);
      expect(requestSecurity(pathname, headers, PLAIN, false).headers['content-security-policy'], path).toBe(
        RESOURCE_CSP,
      );
    }
  });

  it('lets scripts eval under next dev, and changes nothing else', () => {
    const { pathname, headers } = at('/');
    const dev = requestSecurity(pathname, headers, PLAIN, true).headers;
    const prod = requestSecurity(pathname, headers, PLAIN, false).headers;
    const withoutNonce = (policy: string | undefined) => policy?.replace(/'nonce-[^']+' /, '');
    expect(withoutNonce(dev['content-security-policy'])).toBe(
      withoutNonce(prod['content-security-policy'])?.replace(
        "'strict-dynamic'",
        "'strict-dynamic' 'unsafe-eval'",
      ),
    );
    expect({ ...dev, 'content-security-policy': '' }).toEqual({ ...prod, 'content-security-policy': '' });
  });

  it('adds HSTS and upgrades over https: SITE_URL on https, or a trusted proxy saying so', () => {
    const https = { 'x-forwarded-proto': 'https' };
    const cases = [
      [at('/'), { siteHttps: true, trustedHops: 0 }, true],
      [at('/', https), PLAIN, false],
      [at('/', https), { siteHttps: false, trustedHops: 1 }, true],
      [at('/'), { siteHttps: false, trustedHops: 1 }, false],
    ] as const;
    for (const [{ pathname, headers }, config, expected] of cases) {
      const answer = requestSecurity(pathname, headers, config, false).headers;
      expect(answer['strict-transport-security'] === 'max-age=31536000', JSON.stringify(config)).toBe(
        expected,
      );
      expect(answer['content-security-policy']?.includes('upgrade-insecure-requests')).toBe(expected);
    }
  });
});
