import { describe, expect, it } from 'vitest';
import { isCrossSite, MAX_FORM_BYTES, readFormPost } from './form-post';

const post = (body: BodyInit, type: string | null, headers: Record<string, string> = {}) =>
  new Request('http://tingdata.test/varsler/tilmeld', {
    method: 'POST',
    body,
    headers: { ...(type ? { 'content-type': type } : {}), ...headers },
  });

describe('readFormPost', () => {
  it('reads a urlencoded form and the text fields of a multipart one', async () => {
    expect(
      await readFormPost(post('adresse=a%40b.dk&hyppighed=daily', 'application/x-www-form-urlencoded')),
    ).toEqual({ kind: 'form', fields: new URLSearchParams({ adresse: 'a@b.dk', hyppighed: 'daily' }) });
    const form = new FormData();
    form.set('adresse', 'a@b.dk');
    form.set('fil', new Blob(['x']), 'x.txt');
    const multipart = new Request('http://tingdata.test/', { method: 'POST', body: form });
    expect(await readFormPost(multipart)).toEqual({
      kind: 'form',
      fields: new URLSearchParams({ adresse: 'a@b.dk' }),
    });
  });

  it('refuses other types (415) and bodies over 8 KB (413), declared or streamed', async () => {
    expect(await readFormPost(post('{"adresse":"a@b.dk"}', 'application/json'))).toEqual({
      kind: 'unsupported-type',
    });
    expect(await readFormPost(post('x', null))).toEqual({ kind: 'unsupported-type' });
    const big = `adresse=${'a'.repeat(MAX_FORM_BYTES)}`;
    expect(await readFormPost(post(big, 'application/x-www-form-urlencoded'))).toEqual({ kind: 'too-large' });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 3; i++) controller.enqueue(new Uint8Array(4096).fill(97));
        controller.close();
      },
    });
    const undeclared = new Request('http://tingdata.test/', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      duplex: 'half',
    } as RequestInit);
    expect(await readFormPost(undeclared)).toEqual({ kind: 'too-large' });
  });
});

describe('isCrossSite', () => {
  const headers = (h: Record<string, string>) => new Headers({ host: 'tingdata.test', ...h });

  it('lets a post from the site itself through, and one that says nothing of where it came from', () => {
    expect(isCrossSite(headers({ origin: 'http://tingdata.test', 'sec-fetch-site': 'same-origin' }))).toBe(
      false,
    );
    expect(isCrossSite(headers({}))).toBe(false);
  });

  it('refuses another origin, Origin: null, and Sec-Fetch-Site: cross-site', () => {
    expect(isCrossSite(headers({ origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSite(headers({ origin: 'null' }))).toBe(true);
    expect(isCrossSite(headers({ origin: 'http://tingdata.test:8080' }))).toBe(true);
    expect(isCrossSite(headers({ 'sec-fetch-site': 'cross-site' }))).toBe(true);
  });
});
