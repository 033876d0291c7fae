import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, toSharedHtml, withoutNonce } from './shared-html';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script a browser runs, once, and no external or data script', () => {
    const html = [
      '<head><script src="/_next/static/chunks/a.js" async="" nonce="n"></script>',
      '<script nonce="n" id="_R_">(self.a=1)</script></head><body>',
      '<script type="application/ld+json">{"@type":"Event"}</script>',
      '<SCRIPT type="module">import("/x.js")</SCRIPT>',
      '<script>self.__next_f.push([1,"<\\/script> and æøå"])</script>',
      '<script nonce="n" id="_R_">(self.a=1)</script>',
      '<scripts>not a script</scripts>',
      '</body>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha('(self.a=1)'),
      sha('import("/x.js")'),
      sha('self.__next_f.push([1,"<\\/script> and æøå"])'),
    ]);
  });

  it('hashes the text as the parser hands it over: up to the first </script, line breaks as LF', () => {
    expect(inlineScriptHashes('<script>a<b\r\nc\rd</script >')).toEqual([sha('a<b\nc\nd')]);
    expect(inlineScriptHashes('<script>x')).toEqual([sha('x')]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });
});

describe('toSharedHtml', () => {
  it('takes the nonce out everywhere and hashes the scripts of what remains', () => {
    const nonce = 'Yy1DBh8EP_xqkNha1rQGEA';
    const rendered = Buffer.from(
      `<link rel="stylesheet" href="/a.css" nonce="${nonce}"/><script nonce="${nonce}">self.__next_f.push([1,"{\\"nonce\\":\\"${nonce}\\"}"])</script>`,
    );
    const shared = toSharedHtml(rendered, nonce);
    expect(shared.body.toString()).toBe(
      '<link rel="stylesheet" href="/a.css" nonce=""/><script nonce="">self.__next_f.push([1,"{\\"nonce\\":\\"\\"}"])</script>',
    );
    expect(shared.scriptHashes).toEqual([sha('self.__next_f.push([1,"{\\"nonce\\":\\"\\"}"])')]);
  });

  it('leaves a body without the nonce, or with none given, as it is', () => {
    const body = Buffer.from('<p>Hej</p>');
    expect(withoutNonce(body, 'abc')).toBe(body);
    expect(withoutNonce(body, '')).toBe(body);
  });
});
