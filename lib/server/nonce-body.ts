/**
 * A stored page whose script nonce is replaced on every answer: the HTML cut at each occurrence of the nonce it was
 * rendered with, so an answer is the pieces with its own nonce between them. (Each answer is then compressed as the
 * client asks, lib/server/page-handler.ts.)
 */
export interface NonceBody {
  /** The HTML between occurrences of the nonce. */
  readonly pieces: readonly Buffer[];
  /** Bytes kept. */
  readonly bytes: number;
}

/** Splits `body` at every occurrence of `nonce` (none: one piece). */
export function splitAt(body: Buffer, nonce: string): Buffer[] {
  if (nonce === '') return [body];
  const needle = Buffer.from(nonce, 'latin1');
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at >= 0; at = body.indexOf(needle, from)) {
    pieces.push(body.subarray(from, at));
    from = at + needle.length;
  }
  pieces.push(body.subarray(from));
  return pieces;
}

/** Prepares `body`, rendered with `nonce` ('' for a body without one), for answers with other nonces. */
export function toNonceBody(body: Buffer, nonce: string): NonceBody {
  const pieces = splitAt(body, nonce);
  return { pieces, bytes: pieces.reduce((n, piece) => n + piece.length, 0) };
}

/** The HTML with `nonce` where the original nonce was. */
export function htmlWith(body: NonceBody, nonce: string): Buffer {
  if (body.pieces.length === 1) return body.pieces[0] as Buffer;
  const n = Buffer.from(nonce, 'latin1');
  const parts: Buffer[] = [];
  body.pieces.forEach((piece, i) => {
    if (i > 0) parts.push(n);
    parts.push(piece);
  });
  return Buffer.concat(parts);
}
