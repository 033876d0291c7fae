import { type Env, readInt } from '@/lib/config/env';
import { type ReferatUpstream, readReferatUpstream } from '@/lib/config/referat-upstream';
import { resolveStorePath } from '@/lib/config/store-path';
import { parseUpstreamRoot } from '@/lib/config/upstream';

/** How `npm run sync` runs. */
export interface SyncOptions {
  /** The service root, ending in '/'. */
  readonly upstream: string;
  /** The mirror file. */
  readonly db: string;
  /** Most requests in flight at once. */
  readonly concurrency: number;
  readonly intervalSeconds: number;
  readonly once: boolean;
  /** Who runs this mirror (an e-mail or URL for the service's operators), sent in the User-Agent. */
  readonly contact: string | null;
  /** Per request attempt, until the body is read (an FTP command's answer or a file's download too). */
  readonly timeoutMs: number;
  /** The FTP folder the transcripts are kept from (`ODA_REFERAT_UPSTREAM`), or null when it is `off`. */
  readonly referat: ReferatUpstream | null;
}

export const DEFAULT_SYNC_CONCURRENCY = 8;
export const DEFAULT_INTERVAL_SECONDS = 300;

export const SYNC_USAGE =
  'Usage: npm run sync -- [--once] [--db FILE] [--concurrency N] [--interval SECONDS]  (ODA_UPSTREAM=https://oda.ft.dk/api, ODA_REFERAT_UPSTREAM=ftp://…|off)';

/** Raw command-line values (strings as `node:util` parseArgs gives them). */
export interface SyncArgs {
  readonly once?: boolean;
  readonly db?: string;
  readonly concurrency?: string;
  readonly interval?: string;
  readonly upstream?: string;
}

function intArg(name: string, text: string | undefined, fallback: number, min: number, max: number): number {
  if (text === undefined) return fallback;
  const n = Number(text.trim());
  if (!text.trim() || !Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${text}"`);
  return n;
}

/**
 * Options from the command line over the environment: `ODA_UPSTREAM` (or `--upstream`) is required; the mirror
 * is `--db`, else `ODA_DB`, else `data/mirror.sqlite`; `ODA_CONTACT` goes into the User-Agent; the transcripts come
 * from `ODA_REFERAT_UPSTREAM` (lib/config/referat-upstream.ts).
 * @throws Error with a one-line message for invalid values.
 */
export function readSyncOptions(args: SyncArgs, env: Env = process.env): SyncOptions {
  const upstreamText = args.upstream?.trim() || env.ODA_UPSTREAM?.trim();
  if (!upstreamText)
    throw new Error(
      'ODA_UPSTREAM is not set: which service should be mirrored? e.g. ODA_UPSTREAM=https://oda.ft.dk/api',
    );
  return {
    upstream: parseUpstreamRoot(upstreamText),
    db: resolveStorePath({ ODA_UPSTREAM: upstreamText, ODA_DB: args.db ?? env.ODA_DB }),
    concurrency: intArg('--concurrency', args.concurrency, DEFAULT_SYNC_CONCURRENCY, 1, 64),
    intervalSeconds: intArg('--interval', args.interval, DEFAULT_INTERVAL_SECONDS, 1, 86_400),
    once: Boolean(args.once),
    contact: env.ODA_CONTACT?.trim() || null,
    timeoutMs: readInt(env, 'ODA_UPSTREAM_TIMEOUT_MS', 30_000, 1, 300_000),
    referat: readReferatUpstream(env),
  };
}
