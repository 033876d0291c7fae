/**
 * A transcript file's bytes as text. The files are UTF-8; a byte-order mark (UTF-8 or UTF-16) or the XML
 * declaration's `encoding` may say otherwise, and a single-byte Latin encoding is read as it says. Bytes that are not
 * valid in the encoding reject the file rather than turning into replacement characters: a damaged file is refused
 * whole, never imported with holes in its text.
 */

/** Encoding labels a declaration may carry, by the WHATWG decoder that reads them. */
const DECLARED: Readonly<Record<string, string>> = {
  'utf-8': 'utf-8',
  utf8: 'utf-8',
  'us-ascii': 'utf-8',
  ascii: 'utf-8',
  'iso-8859-1': 'windows-1252',
  latin1: 'windows-1252',
  'iso-8859-15': 'iso-8859-15',
  'windows-1252': 'windows-1252',
  cp1252: 'windows-1252',
};

const DECLARATION = /^<\?xml[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/;

/** The text of the file, or a reason to reject it (an unknown encoding, bytes invalid in it). */
export function decodeReferat(bytes: Uint8Array): { readonly text: string } | { readonly reason: string } {
  const [b0, b1, b2] = bytes;
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return decode(bytes.subarray(3), 'utf-8');
  if (b0 === 0xff && b1 === 0xfe) return decode(bytes.subarray(2), 'utf-16le');
  if (b0 === 0xfe && b1 === 0xff) return decode(bytes.subarray(2), 'utf-16be');
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 200)).toString(
    'latin1',
  );
  const declared = DECLARATION.exec(head)?.[1]?.toLowerCase();
  if (declared === undefined) return decode(bytes, 'utf-8');
  const encoding = DECLARED[declared];
  if (encoding === undefined) return { reason: `unsupported encoding "${declared}"` };
  return decode(bytes, encoding);
}

function decode(
  bytes: Uint8Array,
  encoding: string,
): { readonly text: string } | { readonly reason: string } {
  try {
    return { text: new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes) };
  } catch {
    return { reason: `not valid ${encoding.toUpperCase()} text` };
  }
}
