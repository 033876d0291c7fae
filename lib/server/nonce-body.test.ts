import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { htmlWith, splitAt, toNonceBody } from './nonce-body';
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

  it('answers with a new nonce where the rendered one stood, and keeps only the pieces', () => {
    const rendered = newNonce();
    const body = toNonceBody(page(rendered), rendered);
    expect(body.pieces).toHaveLength(6);
    expect(body.bytes).toBe(page(rendered).length - 5 * rendered.length);
    for (let i = 0; i < 3; i++) {
      const fresh = newNonce();
      const html = htmlWith(body, fresh);
      expect(html.equals(page(fresh))).toBe(true);
      expect(html.includes(rendered)).toBe(false);
    }
  });

  it('keeps a body without the nonce (a share image) as it is', () => {
    const png = randomBytes(5000);
    const body = toNonceBody(png, '');
    expect(body.pieces).toHaveLength(1);
    expect(htmlWith(body, newNonce()).equals(png)).toBe(true);
  });
});
