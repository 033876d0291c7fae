import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeBytes, encodedEtag, identityEtag, negotiateEncoding } from './content-encoding';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    [null, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=1, gzip;q=0.5', 'br'],
    ['gzip;q=0', null],
    ['br;q=0, gzip;q=0', null],
    ['br;q=0, *', 'gzip'],
    ['*', 'br'],
    ['*;q=0.1, gzip;q=0.5', 'gzip'],
    ['identity;q=1, gzip;q=0.5', null],
    ['GZIP', 'gzip'],
    [' gzip ; q=0.8 , br ; q=0.9', 'br'],
  ])('%j → %j', (accept, expected) => {
    expect(negotiateEncoding(accept)).toBe(expected);
  });
});

describe('encodeBytes', () => {
  const text = Buffer.from('<p>Afstemning nr. 5 — vedtaget</p>'.repeat(500));

  it('decodes to the bytes it was given, much smaller', async () => {
    const br = await encodeBytes(text, 'br');
    expect(brotliDecompressSync(br).equals(text)).toBe(true);
    const gz = await encodeBytes(text, 'gzip');
    expect(gunzipSync(gz).equals(text)).toBe(true);
    expect(Math.max(br.length, gz.length)).toBeLessThan(text.length / 20);
  });
});

describe('ETags of encoded representations', () => {
  it('name the encoding and lead back to the identity tag', () => {
    expect(encodedEtag('"abc"', 'gzip')).toBe('"abc-gzip"');
    expect(encodedEtag('W/"abc"', 'br')).toBe('W/"abc-br"');
    expect(identityEtag('"abc-gzip"')).toBe('"abc"');
    expect(identityEtag('"abc-br"')).toBe('"abc"');
    expect(identityEtag('"abc"')).toBe('"abc"');
  });
});
