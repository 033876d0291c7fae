import { createHash, createVerify, type KeyObject } from 'node:crypto';

/*
 * Checks a DKIM-Signature (RFC 6376) of a raw mail against a public key, as a receiving server does: relaxed
 * canonicalisation of headers and body (§3.4.2, §3.4.4), rsa-sha256, the body hash and the signature over the
 * signed headers. Enough for the tests of what lib/alerts/mail-transport.ts signs; not a general verifier.
 */

const WSP = /[ \t]+/g;

function splitMail(raw: string): { headers: string[]; body: string[] } {
  const lines = raw.split(/\r?\n/);
  const blank = lines.indexOf('');
  const head = lines.slice(0, blank);
  const headers: string[] = [];
  for (const line of head)
    if (/^[ \t]/.test(line) && headers.length > 0) headers[headers.length - 1] += `\r\n${line}`;
    else headers.push(line);
  return { headers, body: lines.slice(blank + 1) };
}

function relaxedHeader(header: string): string {
  const colon = header.indexOf(':');
  const name = header.slice(0, colon).trim().toLowerCase();
  const value = header
    .slice(colon + 1)
    .replace(/\r\n/g, '')
    .replace(WSP, ' ')
    .trim();
  return `${name}:${value}`;
}

function relaxedBody(lines: readonly string[]): string {
  const canonical = lines.map((l) => l.replace(WSP, ' ').replace(/ $/, ''));
  while (canonical.length > 0 && canonical[canonical.length - 1] === '') canonical.pop();
  return canonical.length === 0 ? '' : `${canonical.join('\r\n')}\r\n`;
}

/** The tags of a DKIM-Signature value (`v=1; a=rsa-sha256; …`). */
function tags(value: string): Map<string, string> {
  return new Map(
    value
      .split(';')
      .map((t) => t.trim())
      .filter(Boolean)
      .map((t) => [t.slice(0, t.indexOf('=')).trim(), t.slice(t.indexOf('=') + 1).replace(/\s+/g, '')]),
  );
}

/** Whether the mail's DKIM-Signature verifies with `publicKey`; the signing domain and selector with it. */
export function verifyDkim(
  raw: string,
  publicKey: KeyObject,
): { valid: boolean; domain: string; selector: string; bodyHashMatches: boolean } {
  const { headers, body } = splitMail(raw);
  const signature = headers.find((h) => /^dkim-signature:/i.test(h));
  if (!signature) return { valid: false, domain: '', selector: '', bodyHashMatches: false };
  const t = tags(signature.slice(signature.indexOf(':') + 1).replace(/\r\n/g, ''));
  if (t.get('c') !== 'relaxed/relaxed' || t.get('a') !== 'rsa-sha256')
    throw new Error(`unsupported DKIM: c=${t.get('c')} a=${t.get('a')}`);
  const bodyHash = createHash('sha256').update(relaxedBody(body)).digest('base64');
  const used = new Map<string, number>();
  const signed = (t.get('h') ?? '').split(':').map((name) => {
    const key = name.toLowerCase();
    const found = headers.filter((h) => h.slice(0, h.indexOf(':')).trim().toLowerCase() === key);
    const index = found.length - 1 - (used.get(key) ?? 0);
    used.set(key, (used.get(key) ?? 0) + 1);
    const header = found[index];
    return header === undefined ? '' : `${relaxedHeader(header)}\r\n`;
  });
  const unsigned = relaxedHeader(signature).replace(/([:;]\s*)b=[^;]*/, '$1b=');
  const verifier = createVerify('RSA-SHA256');
  verifier.update(signed.join('') + unsigned);
  return {
    valid: bodyHash === t.get('bh') && verifier.verify(publicKey, t.get('b') ?? '', 'base64'),
    domain: t.get('d') ?? '',
    selector: t.get('s') ?? '',
    bodyHashMatches: bodyHash === t.get('bh'),
  };
}
