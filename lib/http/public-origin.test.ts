import { describe, expect, it } from 'vitest';
import { trustedProxyHops } from '@/lib/config/trust-proxy';
import { forwardedEntries, vouchedEntry } from './forwarded';
import { publicOrigin, validHost } from './public-origin';

const headers = (values: Record<string, string>) => new Headers(values);
const origin = (values: Record<string, string>, env: Record<string, string> = {}) =>
  publicOrigin(headers(values), { PORT: '3000', ...env }).origin;

describe('validHost', () => {
  it.each([
    ['tingdata.dk', 'tingdata.dk'],
    ['TingData.DK:8443', 'tingdata.dk:8443'],
    ['127.0.0.1:3000', '127.0.0.1:3000'],
    ['[::1]:3000', '[::1]:3000'],
    ['localhost', 'localhost'],
  ])('accepts %j as %j', (value, expected) => {
    expect(validHost(value)).toBe(expected);
  });

  it.each([
    '',
    'evil.example/path',
    'evil.example@tingdata.dk',
    'a b',
    'tingdata.dk:0',
    'tingdata.dk:65536',
    'tingdata.dk:',
    '-bad.example',
    'x'.repeat(300),
    'tingdata.dk\r\nX-Injected: 1',
  ])('refuses %j', (value) => {
    expect(validHost(value)).toBeNull();
  });
});

describe('publicOrigin', () => {
  it('is SITE_URL when set, whatever the request says', () => {
    expect(
      origin(
        { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
        {
          SITE_URL: 'https://tingdata.dk/some/path',
          TRUST_PROXY: '1',
        },
      ),
    ).toBe('https://tingdata.dk');
  });

  it('ignores a malformed or non-http SITE_URL', () => {
    expect(origin({ host: '127.0.0.1:3000' }, { SITE_URL: 'not a url' })).toBe('http://127.0.0.1:3000');
    expect(origin({ host: '127.0.0.1:3000' }, { SITE_URL: 'javascript:alert(1)' })).toBe(
      'http://127.0.0.1:3000',
    );
  });

  it('is the Host the client used, not the name the server was started with', () => {
    expect(origin({ host: '127.0.0.1:3000' })).toBe('http://127.0.0.1:3000');
    expect(origin({ host: '[::1]:3000' })).toBe('http://[::1]:3000');
  });

  it('falls back to localhost for a missing or invalid Host', () => {
    expect(origin({})).toBe('http://localhost:3000');
    expect(origin({ host: 'evil.example/x' })).toBe('http://localhost:3000');
    expect(origin({ host: '[zz]:1' })).toBe('http://localhost:3000');
  });

  it('ignores X-Forwarded-Host and -Proto unless TRUST_PROXY is set', () => {
    const sent = { host: '10.0.0.5:3000', 'x-forwarded-host': 'tingdata.dk', 'x-forwarded-proto': 'https' };
    expect(origin(sent)).toBe('http://10.0.0.5:3000');
    expect(origin(sent, { TRUST_PROXY: '0' })).toBe('http://10.0.0.5:3000');
    expect(origin(sent, { TRUST_PROXY: '1' })).toBe('https://tingdata.dk');
  });

  it('behind trusted proxies, reads the entry they vouch for and validates it', () => {
    const one = { TRUST_PROXY: '1' };
    // The client sent `evil.example`; the proxy appended what it was asked for.
    expect(origin({ host: 'a', 'x-forwarded-host': 'evil.example, tingdata.dk' }, one)).toBe(
      'http://tingdata.dk',
    );
    expect(origin({ host: 'a', 'x-forwarded-host': 'evil.example, tingdata.dk' }, { TRUST_PROXY: '2' })).toBe(
      'http://evil.example',
    );
    expect(origin({ host: 'tingdata.dk', 'x-forwarded-host': 'evil.example/x' }, one)).toBe(
      'http://localhost:3000',
    );
    expect(origin({ host: 'tingdata.dk' }, one)).toBe('http://tingdata.dk');
    expect(origin({ host: 'tingdata.dk', 'x-forwarded-proto': 'https, http' }, one)).toBe(
      'http://tingdata.dk',
    );
  });
});

describe('trust-proxy', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['1', 1],
    [' 2 ', 2],
    ['10', 10],
  ])('reads TRUST_PROXY=%j as %i trusted hops', (value, hops) => {
    expect(trustedProxyHops({ TRUST_PROXY: value })).toBe(hops);
  });

  it.each(['true', 'yes', '-1', '1.5', '11'])('refuses TRUST_PROXY=%j, naming it', (value) => {
    expect(() => trustedProxyHops({ TRUST_PROXY: value })).toThrow(
      /TRUST_PROXY must be an integer from 0 to 10/,
    );
  });

  it('takes the entry the trusted hops vouch for, right to left', () => {
    const entries = forwardedEntries('203.0.113.9, 198.51.100.7 ,10.0.0.1');
    expect(entries).toEqual(['203.0.113.9', '198.51.100.7', '10.0.0.1']);
    expect(vouchedEntry(entries, '127.0.0.1', 0)).toBe('127.0.0.1');
    expect(vouchedEntry(entries, '127.0.0.1', 1)).toBe('10.0.0.1');
    expect(vouchedEntry(entries, '127.0.0.1', 2)).toBe('198.51.100.7');
    expect(vouchedEntry(entries, '127.0.0.1', 9)).toBe('203.0.113.9');
    expect(forwardedEntries(['a, b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(forwardedEntries(null)).toEqual([]);
  });
});
