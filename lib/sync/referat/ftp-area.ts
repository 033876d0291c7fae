import { Writable } from 'node:stream';
import { Client, type FileInfo, FTPError } from 'basic-ftp';
import type { ReferatUpstream } from '@/lib/config/referat-upstream';
import { type BackoffPolicy, fullJitterDelay } from '@/lib/upstream/backoff';

/** One entry of a folder listing, as the server gives it. */
export interface FtpEntry {
  readonly name: string;
  readonly isDirectory: boolean;
  readonly size: number;
  /** The modification time: ISO when the server gives a full one (MLSD), else its listing's text; null when none. */
  readonly modified: string | null;
}

/** What the FTP area was asked, counted on our side (each operation once, retries not counted). */
export interface FtpStats {
  connections: number;
  listings: number;
  downloads: number;
  bytes: number;
  retries: number;
}

/** Anonymous, read-only access to the transcripts' FTP area: folder listings and whole-file downloads. */
export interface FtpArea {
  /** Lists a folder, its path relative to the area's root ('' for the root). */
  list(folder: string): Promise<FtpEntry[]>;
  /** Downloads one file, its path relative to the root, into memory. */
  download(file: string): Promise<Buffer>;
  readonly stats: Readonly<FtpStats>;
  close(): void;
}

export interface FtpAreaOptions {
  readonly upstream: ReferatUpstream;
  /** Per connection attempt and per command answer or transfer pause (basic-ftp's socket timeout). */
  readonly timeoutMs: number;
  /** Tries of one operation on temporary failures (a dropped or refused connection, a timeout, a 4xx answer). */
  readonly maxAttempts: number;
  readonly backoff: BackoffPolicy;
  /** The anonymous login's password: by custom an e-mail address of who is asking (`ODA_CONTACT`). */
  readonly contact: string | null;
  readonly sleep?: (ms: number) => Promise<void>;
}

/** The FTP area could not be reached, or an operation failed for good. */
export class FtpAreaError extends Error {
  override readonly name = 'FtpAreaError';
}

/** A 4xx answer ("try again later") or anything below FTP (refused, reset, timed out) may pass; a 5xx answer does not. */
function isTemporary(error: unknown): boolean {
  return error instanceof FTPError ? error.code >= 400 && error.code < 500 : true;
}

function reason(error: unknown): string {
  if (error instanceof FTPError) return `the server answered ${error.message}`;
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === 'string' && !message.includes(code) ? `${code} ${message}` : message;
}

const toEntry = (f: FileInfo): FtpEntry => ({
  name: f.name,
  isDirectory: f.isDirectory,
  size: f.size,
  modified: f.modifiedAt?.toISOString() ?? (f.rawModifiedAt.trim() || null),
});

/** Collects a download in memory. */
function collector(): { sink: Writable; bytes: () => Buffer } {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { sink, bytes: () => Buffer.concat(chunks) };
}

/**
 * Opens the area lazily (the first operation connects) over one control connection in passive mode (basic-ftp
 * speaks no other). A temporary failure drops the connection and tries again on a new one after a full-jitter
 * back-off (lib/upstream/backoff.ts), up to `maxAttempts`; then, or at once for a permanent failure, the operation
 * throws {@link FtpAreaError} naming the address and the reason.
 */
export function openFtpArea(options: FtpAreaOptions): FtpArea {
  const { upstream } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const stats: FtpStats = { connections: 0, listings: 0, downloads: 0, bytes: 0, retries: 0 };
  let client: Client | null = null;

  async function connected(): Promise<Client> {
    if (client && !client.closed) return client;
    const fresh = new Client(options.timeoutMs);
    stats.connections++;
    try {
      await fresh.access({
        host: upstream.host,
        port: upstream.port,
        user: 'anonymous',
        password: options.contact?.includes('@') ? options.contact : 'anonymous@',
        secure: false,
      });
    } catch (error) {
      fresh.close();
      throw error;
    }
    client = fresh;
    return fresh;
  }

  function drop(): void {
    client?.close();
    client = null;
  }

  async function attempt<T>(what: string, run: (c: Client) => Promise<T>): Promise<T> {
    for (let tried = 1; ; tried++) {
      try {
        return await run(await connected());
      } catch (error) {
        drop();
        if (!isTemporary(error) || tried >= options.maxAttempts)
          throw new FtpAreaError(
            `${what} at ${upstream.url} failed: ${reason(error)}${tried > 1 ? ` (after ${tried} tries)` : ''}`,
            { cause: error },
          );
        stats.retries++;
        await sleep(fullJitterDelay(tried, options.backoff));
      }
    }
  }

  return {
    stats,
    async list(folder) {
      stats.listings++;
      const entries = await attempt(`listing ${folder || 'the root'}`, (c) => c.list(upstream.root + folder));
      return entries.map(toEntry);
    },
    async download(file) {
      stats.downloads++;
      const data = await attempt(`downloading ${file}`, async (c) => {
        const { sink, bytes } = collector();
        await c.downloadTo(sink, upstream.root + file);
        return bytes();
      });
      stats.bytes += data.length;
      return data;
    },
    close: drop,
  };
}
