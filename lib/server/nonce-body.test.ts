import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipWith, htmlWith, splitAt, toNonceBody } from './nonce-body';
import { newNonce } from './security-headers';

const page = (nonce: string, scripts = 5) => {
  const parts = ['<!DOCTYPE html><html><head>'];
  for (let i = 0; i < scripts; i++)
    parts.push(`<script nonce="${nonce}">self.__next_f.push([1,"${'x'.repeat(2000 + i)}"])</script>`);
  parts.push(`<body>${'<p>Afstemning nr. 5 — vedtaget</p>'.repeat(3000)}</body></html>`);
  return Buffer.from(parts.join('\n'));
};

describe('nonce bodies', () => {
  it('splits at every occurrence of the nonce', () => {
    expect(splitAt(Buffer.from('aXbXc'), 'X').map(String)).toEqual(['a', 'b', 'c']);
    expect(splitAt(Buffer.from('Xa'), 'X').map(String)).toEqual(['', 'a']);
    expect(splitAt(Buffer.from('abc'), 'X').map(String)).toEqual(['abc']);
  });

  it('answers with a new nonce in both encodings, and the gzip decodes to exactly the HTML', async () => {
    const rendered = newNonce();
    const body = await toNonceBody(page(rendered), rendered);
    expect(body.pieces).toHaveLength(6);
    for (let i = 0; i < 3; i++) {
      const fresh = newNonce();
      const html = htmlWith(body, fresh);
      expect(html.equals(page(fresh))).toBe(true);
      expect(html.includes(rendered)).toBe(false);
      expect(gunzipSync(gzipWith(body, fresh)).equals(html)).toBe(true);
    }
  });

  it('compresses nearly as well as one gzip pass', async () => {
    const rendered = newNonce();
    const rows = (from: number) =>
      Array.from(
        { length: 150 },
        (_, i) => `{"id":${from + i},"navn":"Medlem ${from + i}","parti":"P${i % 9}"}`,
      );
    const scripts = Array.from(
      { length: 30 },
      (_, i) =>
        `<script nonce="${rendered}">self.__next_f.push([1,${JSON.stringify(rows(i * 150).join(','))}])</script>`,
    );
    const html = Buffer.from(`<!DOCTYPE html><html><head></head><body>${scripts.join('')}</body></html>`);
    const body = await toNonceBody(html, rendered);
    expect(gzipWith(body, newNonce()).length).toBeLessThan(gzipSync(html).length * 1.05);
  });

  it('keeps a body without the nonce (a share image) as it is', async () => {
    const png = randomBytes(5000);
    const body = await toNonceBody(png, newNonce());
    expect(htmlWith(body, newNonce()).equals(png)).toBe(true);
    expect(gunzipSync(gzipWith(body, newNonce())).equals(png)).toBe(true);
  });

  it('compresses pieces on their own when the HTML holds a NUL byte, and still decodes', async () => {
    const rendered = newNonce();
    const html = Buffer.concat([page(rendered), Buffer.from([0]), page(rendered)]);
    const body = await toNonceBody(html, rendered);
    const fresh = newNonce();
    expect(gunzipSync(gzipWith(body, fresh)).equals(htmlWith(body, fresh))).toBe(true);
  });

  it('refuses a nonce of another length (the cut points would be wrong)', async () => {
    const rendered = newNonce();
    const body = await toNonceBody(page(rendered), rendered);
    expect(() => htmlWith(body, 'short')).toThrow(RangeError);
  });
});
