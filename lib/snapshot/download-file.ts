import { createHash, type Hash } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  existsSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { SnapshotRefusedError } from './snapshot-refused';

/** What was fetched: the bytes as served, and how many of them were already on disk from an earlier attempt. */
export interface Downloaded {
  readonly bytes: number;
  readonly sha256: string;
  readonly resumedFrom: number;
}

export interface DownloadOptions {
  readonly fetch?: typeof fetch;
  /** Tries (each resumes where the last stopped) before the download is given up: default 5. */
  readonly attempts?: number;
  /** Pause before the next try, ms (default 500 × the try's number). */
  readonly pauseMs?: (attempt: number) => number;
  readonly log?: (line: string) => void;
}

/** Beside the `.part` file: which URL it is a prefix of, and the server's validator of those bytes. */
interface PartRecord {
  readonly url: string;
  /** `ETag` (strong) or `Last-Modified` of the response the bytes came from: sent back as `If-Range`. */
  readonly validator: string | null;
}

const recordFile = (part: string) => `${part}.json`;

function readRecord(part: string, url: string): PartRecord | null {
  try {
    const record = JSON.parse(readFileSync(recordFile(part), 'utf8')) as PartRecord;
    return record.url === url ? record : null;
  } catch {
    return null;
  }
}

/** A validator `If-Range` may carry: a strong ETag, else Last-Modified (RFC 9110 §13.1.5). */
function validatorOf(res: Response): string | null {
  const etag = res.headers.get('etag');
  if (etag && !etag.startsWith('W/')) return etag;
  return res.headers.get('last-modified');
}

/** The first `bytes` bytes of `file`, hashed. */
async function hashPrefix(file: string, bytes: number): Promise<Hash> {
  const hash = createHash('sha256');
  if (bytes === 0) return hash;
  for await (const chunk of createReadStream(file, { start: 0, end: bytes - 1 }))
    hash.update(chunk as Buffer);
  return hash;
}

/** Removes a download's `.part` file and its record. */
export function discardPart(part: string): void {
  rmSync(part, { force: true });
  rmSync(recordFile(part), { force: true });
}

/** `bytes N-M/T` → N, or null. */
function rangeStart(contentRange: string | null): number | null {
  const match = /^bytes (\d+)-\d+\/(\d+|\*)$/.exec(contentRange?.trim() ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * Downloads `url` into `part` (a `.part` file) until it holds `expectedBytes`, resuming what is already there — from
 * an earlier try or an earlier process — with `Range: bytes=N-` and `If-Range` (the validator of the response those
 * bytes came from). A `200` instead of `206` (the file changed, or the server ignores ranges) starts again from the
 * first byte. The sha256 is of the bytes as served, computed while they arrive.
 * @throws SnapshotRefusedError `size` when the server sends more bytes than expected, `download` when every try
 *   failed (the `.part` file is kept: the next call resumes it).
 */
export async function downloadResumable(
  url: string,
  part: string,
  expectedBytes: number,
  options: DownloadOptions = {},
): Promise<Downloaded> {
  const doFetch = options.fetch ?? fetch;
  const attempts = options.attempts ?? 5;
  const pauseMs = options.pauseMs ?? ((n: number) => 500 * n);
  let record = readRecord(part, url);
  if (!record || !existsSync(part)) {
    discardPart(part);
    record = null;
  }
  let have = record ? statSync(part).size : 0;
  if (have > expectedBytes) {
    discardPart(part);
    have = 0;
  }
  const resumedFrom = have;
  let hash = await hashPrefix(part, have);
  let lastError = '';
  for (let attempt = 1; attempt <= attempts && have < expectedBytes; attempt++) {
    if (attempt > 1) await sleep(pauseMs(attempt - 1));
    const headers: Record<string, string> = {};
    if (have > 0) {
      headers.range = `bytes=${have}-`;
      if (record?.validator) headers['if-range'] = record.validator;
    }
    let res: Response;
    try {
      res = await doFetch(url, { headers });
    } catch (error) {
      lastError =
        error instanceof Error
          ? ((error.cause as Error | undefined)?.message ?? error.message)
          : String(error);
      continue;
    }
    if (res.status === 200 || (res.status === 206 && rangeStart(res.headers.get('content-range')) === have)) {
      if (res.status === 200 && have > 0) {
        options.log?.(`${url}: the server sent the whole file again (200, not 206): starting over`);
        have = 0;
        hash = createHash('sha256');
      }
      if (res.status === 200) {
        record = { url, validator: validatorOf(res) };
        writeFileSync(part, '');
        writeFileSync(recordFile(part), JSON.stringify(record));
      }
    } else {
      await res.body?.cancel();
      lastError = `HTTP ${res.status}${res.status === 206 ? ` from another byte than ${have}` : ''}`;
      if (res.status === 206 || res.status === 416) {
        // A range the server does not serve from where we are: the next try starts from the first byte.
        discardPart(part);
        record = null;
        have = 0;
        hash = createHash('sha256');
      }
      continue;
    }
    // Node's web streams are async iterables; the DOM types do not say so.
    const body = (res.body ?? (async function* () {})()) as unknown as AsyncIterable<Uint8Array>;
    const fd = openSync(part, 'a');
    try {
      for await (const chunk of body) {
        const bytes = chunk;
        if (have + bytes.byteLength > expectedBytes) {
          await res.body?.cancel().catch(() => undefined);
          discardPart(part);
          throw new SnapshotRefusedError(
            'size',
            `${url} has more than the ${expectedBytes} bytes the manifest says`,
          );
        }
        writeSync(fd, bytes);
        hash.update(bytes);
        have += bytes.byteLength;
      }
    } catch (error) {
      if (error instanceof SnapshotRefusedError) throw error;
      lastError = `connection lost after ${have} bytes (${error instanceof Error ? error.message : String(error)})`;
    } finally {
      closeSync(fd);
    }
    if (have < expectedBytes && !lastError) lastError = `the body ended after ${have} bytes`;
  }
  if (have < expectedBytes)
    throw new SnapshotRefusedError(
      'download',
      `${url}: ${have} of ${expectedBytes} bytes after ${attempts} tries (${lastError || 'no answer'}); the next try resumes`,
    );
  return { bytes: have, sha256: hash.digest('hex'), resumedFrom };
}
