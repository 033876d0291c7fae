import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { fsyncPath } from './fsync-path';

/**
 * The gzip level of every published file. Measured at full scale (`npm run bench:snapshot -- --level N`, see
 * docs/snapshots.md): level 1 makes the 2 GB store 13% larger than level 6 but takes well under half the writer's
 * CPU, and a reader's gunzip takes the same time at either level — so on a fast link the reader is no slower.
 */
export const SNAPSHOT_GZIP_LEVEL = 1;

/** A file as written: its size as served, its sha256, and its size once decompressed. */
export interface GzipWritten {
  readonly bytes: number;
  readonly sha256: string;
  readonly rawBytes: number;
}

/** Counts the bytes that pass, and hashes them when asked. */
function meter(hash: boolean): Transform & { bytes: number; digest(): string } {
  const sha = hash ? createHash('sha256') : null;
  const t = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counted.bytes += chunk.length;
      sha?.update(chunk);
      done(null, chunk);
    },
  });
  const counted = Object.assign(t, { bytes: 0, digest: () => sha?.digest('hex') ?? '' });
  return counted;
}

/**
 * Writes `source` gzip-compressed into a new file `dest` (streamed: bounded memory whatever the size) and fsyncs
 * it, so the bytes are on disk before a manifest names them. The sha256 is of the compressed bytes, as served.
 */
export async function writeGzipFile(
  dest: string,
  source: Readable | Iterable<string | Buffer> | AsyncIterable<string | Buffer>,
  level: number = SNAPSHOT_GZIP_LEVEL,
): Promise<GzipWritten> {
  const raw = meter(false);
  const served = meter(true);
  const input = source instanceof Readable ? source : Readable.from(source);
  await pipeline(
    input,
    raw,
    createGzip({ level, chunkSize: 1 << 16 }),
    served,
    createWriteStream(dest, { flags: 'wx' }),
  );
  await fsyncPath(dest);
  return { bytes: served.bytes, sha256: served.digest(), rawBytes: raw.bytes };
}
