import { createHash } from 'node:crypto';

/**
 * A rendered page made fit for a shared cache (nginx, a CDN): the same bytes for everyone, with a policy that names
 * its scripts by hash instead of by nonce (docs/caching.md).
 */
export interface SharedHtml {
  /** The HTML with the script nonce it was rendered with taken out (`nonce=""`, `"nonce":""` in Next's payload). */
  readonly body: Buffer;
  /** `'sha256-…'` of each inline script, once each, in order of appearance: what `script-src` must allow. */
  readonly scriptHashes: readonly string[];
}

/** Script types a browser runs (HTML's JavaScript MIME types, `module`, or none); JSON-LD and the like never run. */
const RUNNABLE_TYPES = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/jscript)$/i;

/** `<script` followed by a name's end: the start of a script element's start tag, in any case. */
const SCRIPT_OPEN = /<script(?=[\s/>])/gi;
const SCRIPT_CLOSE = /<\/script(?=[\s/>])/gi;

/** The value of attribute `name` in a start tag's attribute text, '' when present without a value, or null. */
function attribute(tag: string, name: string): string | null {
  const match = new RegExp(
    `(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?(?=[\\s/>]|$)`,
    'i',
  ).exec(tag);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/**
 * The CSP hash sources of the inline scripts in `html` that a browser would run: each `<script>` without `src`
 * whose `type` is JavaScript (or absent), hashed over its text as the HTML parser hands it to the script engine
 * (raw text up to `</script`, line breaks normalised to LF). Scripts with `src` are external: the policy allows
 * them by origin (`'self'`). The markup is React's: `<` is escaped in text and attribute values, so every
 * `<script` outside a script's own text starts an element.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  SCRIPT_OPEN.lastIndex = 0;
  for (let open = SCRIPT_OPEN.exec(html); open; open = SCRIPT_OPEN.exec(html)) {
    const tagEnd = html.indexOf('>', open.index);
    if (tagEnd < 0) break;
    const tag = html.slice(open.index + '<script'.length, tagEnd);
    SCRIPT_CLOSE.lastIndex = tagEnd + 1;
    const close = SCRIPT_CLOSE.exec(html);
    const textEnd = close ? close.index : html.length;
    const type = (attribute(tag, 'type') ?? '').trim();
    if (attribute(tag, 'src') === null && RUNNABLE_TYPES.test(type)) {
      const text = html.slice(tagEnd + 1, textEnd).replace(/\r\n?/g, '\n');
      hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
    }
    SCRIPT_OPEN.lastIndex = textEnd;
  }
  return [...hashes];
}

/** Every occurrence of `nonce` in `body` taken out ('' leaves it as it is). */
export function withoutNonce(body: Buffer, nonce: string): Buffer {
  if (nonce === '') return body;
  const needle = Buffer.from(nonce, 'latin1');
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at >= 0; at = body.indexOf(needle, from)) {
    pieces.push(body.subarray(from, at));
    from = at + needle.length;
  }
  if (pieces.length === 0) return body;
  pieces.push(body.subarray(from));
  return Buffer.concat(pieces);
}

/**
 * The page rendered with `nonce` (proxy.ts gave it; '' for none), as every answer from a cache carries it: without
 * the nonce — a nonce served to everyone is no secret — and with the hashes of its inline scripts, computed once.
 */
export function toSharedHtml(rendered: Buffer, nonce: string): SharedHtml {
  const body = withoutNonce(rendered, nonce);
  return { body, scriptHashes: inlineScriptHashes(body.toString('utf8')) };
}
