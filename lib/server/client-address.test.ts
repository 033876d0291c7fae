import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, resolveClient } from './client-address';

describe('resolveClient', () => {
  it('is the socket peer when no proxy is trusted, whatever the headers say', () => {
    const c = resolveClient(
      { remoteAddress: '::ffff:10.0.0.7' },
      { 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'https' },
      0,
    );
    expect(c).toEqual({ address: '10.0.0.7', loopback: false, https: false });
    expect(resolveClient({ remoteAddress: '::1' }, {}, 0).loopback).toBe(true);
    expect(resolveClient({ remoteAddress: '127.0.0.1', encrypted: true }, {}, 0).https).toBe(true);
  });

  it('reads as many hops from the right of X-Forwarded-For as proxies are trusted', () => {
    const headers = { 'x-forwarded-for': 'forged, 203.0.113.9', 'x-forwarded-proto': 'https' };
    expect(resolveClient({ remoteAddress: '127.0.0.1' }, headers, 1)).toEqual({
      address: '203.0.113.9',
      loopback: false,
      https: true,
    });
    expect(resolveClient({ remoteAddress: '10.0.0.2' }, headers, 2).address).toBe('forged');
    expect(resolveClient({ remoteAddress: '10.0.0.2' }, headers, 5).address).toBe('forged');
    // A proxy that forwarded nothing: the peer itself.
    expect(resolveClient({ remoteAddress: '127.0.0.1' }, {}, 1)).toMatchObject({
      address: '127.0.0.1',
      loopback: true,
    });
  });

  it('is loopback only when both the peer and the client are', () => {
    const forged = { 'x-forwarded-for': '127.0.0.1' };
    expect(resolveClient({ remoteAddress: '198.51.100.1' }, forged, 1).loopback).toBe(false);
    expect(
      resolveClient({ remoteAddress: '127.0.0.1' }, { 'x-forwarded-for': '198.51.100.1' }, 1).loopback,
    ).toBe(false);
  });
});

describe('isLoopbackAddress', () => {
  it('knows 127.0.0.0/8 and ::1, mapped or not', () => {
    for (const a of ['127.0.0.1', '127.9.8.7', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of ['10.0.0.1', '::', '128.0.0.1', '', 'localhost'])
      expect(isLoopbackAddress(a), a).toBe(false);
  });
});
