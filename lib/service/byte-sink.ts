import { createHash } from 'node:crypto';

/** Bytes per chunk: large enough that a 15 MB answer takes a few dozen chunks. */
const CHUNK_BYTES = 256 * 1024;

/**
 * Chunks to write into, kept per thread between answers: their memory lives outside the JavaScript heap, and
 * allocating a fresh 15 MB of it per answer sets off garbage collections for no reason.
 */
const spare: Buffer[] = [];
const MAX_SPARE = 64;

const chunk = (room: number): Buffer =>
  room <= CHUNK_BYTES ? (spare.pop() ?? Buffer.allocUnsafeSlow(CHUNK_BYTES)) : Buffer.allocUnsafeSlow(room);

/** An answer's bytes and its strong ETag. */
export interface EncodedAnswer {
  readonly bytes: Uint8Array;
  readonly etag: string;
}

/**
 * Collects an answer as UTF-8 bytes while it is written: text is encoded into chunks as it comes, and bytes
 * written before (a record that appears many times in one answer) are copied, not encoded again. `finish` gives
 * the whole answer in one ArrayBuffer of its own, which a query thread can hand over without copying.
 *
 * The ETag hashes the text as written and, for each copy, the copied bytes' own digest instead of the bytes: as
 * strong a validator as hashing every byte (different bytes give a different transcript), for a fraction of the
 * work when an answer repeats a record ten thousand times.
 */
export class ByteSink {
  readonly #transcript = new Transcript();
  /** The chunks written so far (each a whole chunk; `#used` says how much of it holds the answer). */
  readonly #chunks: Buffer[] = [];
  readonly #used: number[] = [];
  #buffer: Buffer = chunk(CHUNK_BYTES);
  #at = 0;

  /** Appends text as UTF-8. */
  text(s: string): void {
    // UTF-8 needs at most 3 bytes per UTF-16 unit.
    if (this.#at + s.length * 3 > this.#buffer.length) this.#next(s.length * 3);
    const written = this.#buffer.write(s, this.#at, 'utf8');
    this.#transcript.add(this.#buffer.subarray(this.#at, this.#at + written));
    this.#at += written;
  }

  /** Appends bytes written before, with their digest (`digestOf`). */
  copy(b: Uint8Array, digest: Uint8Array): void {
    if (this.#at + b.byteLength > this.#buffer.length) this.#next(b.byteLength);
    this.#buffer.set(b, this.#at);
    this.#at += b.byteLength;
    this.#transcript.add(digest);
  }

  /** Everything written, in one ArrayBuffer of its own, with its ETag; the chunks go back for the next answer. */
  finish(): EncodedAnswer {
    this.#keep();
    const out = Buffer.allocUnsafeSlow(this.#used.reduce((a, b) => a + b, 0));
    let at = 0;
    this.#chunks.forEach((c, i) => {
      const used = this.#used[i] as number;
      out.set(c.subarray(0, used), at);
      at += used;
      if (c.length === CHUNK_BYTES && spare.length < MAX_SPARE) spare.push(c);
    });
    this.#chunks.length = 0;
    this.#used.length = 0;
    this.#buffer = Buffer.alloc(0);
    return { bytes: out, etag: `"${this.#transcript.digest().toString('base64url')}"` };
  }

  /** Moves the current chunk to the written ones. */
  #keep(): void {
    this.#chunks.push(this.#buffer);
    this.#used.push(this.#at);
    this.#at = 0;
  }

  #next(room: number): void {
    this.#keep();
    this.#buffer = chunk(room);
  }
}

/** The SHA-1 of some bytes (what a copy stands for in an answer's transcript). */
export const digestOf = (b: Uint8Array): Buffer => createHash('sha1').update(b).digest();

/** What an answer's ETag hashes, gathered in one buffer so that it is hashed in one go. */
class Transcript {
  #buffer = Buffer.allocUnsafe(64 * 1024);
  #at = 0;

  add(b: Uint8Array): void {
    if (this.#at + b.byteLength > this.#buffer.length) {
      const bigger = Buffer.allocUnsafe(Math.max(this.#buffer.length * 2, this.#at + b.byteLength));
      this.#buffer.copy(bigger, 0, 0, this.#at);
      this.#buffer = bigger;
    }
    this.#buffer.set(b, this.#at);
    this.#at += b.byteLength;
  }

  digest(): Buffer {
    return createHash('sha1').update(this.#buffer.subarray(0, this.#at)).digest();
  }
}
