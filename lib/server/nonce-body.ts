import { promisify } from 'node:util';
import { constants, deflateRaw, crc32 as nativeCrc32 } from 'node:zlib';

const deflateRawAsync = promisify(deflateRaw);

/**
 * A stored page whose script nonce is replaced on every answer, in both encodings, without recompressing.
 *
 * The HTML is cut at each occurrence of the nonce it was rendered with. Each piece is deflated once, ending on a
 * byte boundary and never referring to the bytes of a nonce (`deflatePieces`), so the pieces can be put together
 * with any nonce in between. Per answer the nonce goes between them as a stored
 * (uncompressed) deflate block, an empty final block ends the stream, and the gzip header and trailer (CRC-32 and
 * length of the HTML as sent) are written around them — a few dozen small copies and one CRC pass, where recompressing a
 * 200 KB page would cost milliseconds of CPU.
 */
export interface NonceBody {
  /** The HTML between occurrences of the nonce. */
  readonly pieces: readonly Buffer[];
  /** Each piece as raw deflate data ending in a full flush. */
  readonly deflated: readonly Buffer[];
  /** The nonce's length (every nonce of a body has the same). */
  readonly nonceLength: number;
  /** Bytes kept: pieces and their compressed form. */
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

/** Deflate's window: how far back a match may reach. */
const WINDOW = 32 * 1024;

/**
 * Each piece deflated ending in a full flush instead of a final block (byte-aligned, so anything can follow),
 * with the window it will have when inflated as its dictionary — the HTML before it, where every nonce stands as
 * NUL bytes of the same length. A match never copies a NUL when the HTML holds none, so no match reaches into a
 * nonce, and whatever nonce an answer puts there, the references around it stay right. HTML holding a NUL byte
 * (never seen from Next) gets pieces compressed without a dictionary, on their own.
 */
function deflatePieces(pieces: readonly Buffer[], nonceLength: number): Promise<Buffer[]> {
  const withDictionary = !pieces.some((piece) => piece.includes(0));
  const gap = Buffer.alloc(nonceLength);
  const window: Buffer[] = [];
  let windowBytes = 0;
  const jobs = pieces.map((piece, i) => {
    let dictionary: Buffer | undefined;
    if (withDictionary && i > 0) {
      window.push(gap);
      windowBytes += gap.length;
      // Keep only what can still be reached.
      while (window.length > 1 && windowBytes - (window[0]?.length ?? 0) >= WINDOW)
        windowBytes -= window.shift()?.length ?? 0;
      dictionary = Buffer.concat(window).subarray(-WINDOW);
    }
    if (withDictionary) {
      window.push(piece);
      windowBytes += piece.length;
    }
    return deflateRawAsync(piece, {
      level: 6,
      finishFlush: constants.Z_FULL_FLUSH,
      ...(dictionary && dictionary.length > 0 ? { dictionary } : {}),
    });
  });
  // On libuv's thread pool, off the thread that serves requests.
  return Promise.all(jobs);
}

/** The empty final stored block that ends a deflate stream. */
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

/** Prepares `body`, rendered with `nonce`, for answers with other nonces of the same length. */
export async function toNonceBody(body: Buffer, nonce: string): Promise<NonceBody> {
  const pieces = splitAt(body, nonce);
  const deflated = await deflatePieces(pieces, nonce.length);
  const bytes = pieces.reduce((n, p) => n + p.length, 0) + deflated.reduce((n, d) => n + d.length, 0);
  return { pieces, deflated, nonceLength: nonce.length, bytes };
}

const checkLength = (body: NonceBody, nonce: string) => {
  if (body.pieces.length > 1 && nonce.length !== body.nonceLength)
    throw new RangeError(`nonce must be ${body.nonceLength} characters, got ${nonce.length}`);
};

/** The HTML with `nonce` where the original nonce was. */
export function htmlWith(body: NonceBody, nonce: string): Buffer {
  checkLength(body, nonce);
  if (body.pieces.length === 1) return body.pieces[0] as Buffer;
  const n = Buffer.from(nonce, 'latin1');
  const parts: Buffer[] = [];
  body.pieces.forEach((piece, i) => {
    if (i > 0) parts.push(n);
    parts.push(piece);
  });
  return Buffer.concat(parts);
}

/** CRC-32 (IEEE), as gzip's trailer needs; zlib.crc32 where Node has it (20.15+), else a table. */
const crc32: (data: Buffer, value?: number) => number =
  typeof nativeCrc32 === 'function' ? (data, value) => nativeCrc32(data, value) : tableCrc32;

let table: Uint32Array | null = null;
function tableCrc32(data: Buffer, value = 0): number {
  if (!table) {
    table = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
  }
  let crc = ~value >>> 0;
  for (const byte of data) crc = ((table[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8)) >>> 0;
  return ~crc >>> 0;
}

/** gzip's 10-byte header: magic, deflate, no flags, no time, default level, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** A non-final stored deflate block holding `data` (starts on a byte boundary, as a full flush leaves it). */
function storedBlock(data: Buffer): Buffer {
  const block = Buffer.alloc(5 + data.length);
  block[0] = 0; // BFINAL 0, BTYPE 00 (stored), padded to the byte
  block.writeUInt16LE(data.length, 1);
  block.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(block, 5);
  return block;
}

/** The gzip encoding of {@link htmlWith}`(body, nonce)`. */
export function gzipWith(body: NonceBody, nonce: string): Buffer {
  checkLength(body, nonce);
  const n = Buffer.from(nonce, 'latin1');
  const nonceBlock = storedBlock(n);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  body.pieces.forEach((piece, i) => {
    if (i > 0) {
      parts.push(nonceBlock);
      crc = crc32(n, crc);
      length += n.length;
    }
    parts.push(body.deflated[i] as Buffer);
    crc = crc32(piece, crc);
    length += piece.length;
  });
  parts.push(FINAL_BLOCK);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}
