import { createHash } from 'node:crypto';
import { FTPError } from 'basic-ftp';
import type { ReferatFileInfo } from '@/lib/referat/types';
import { bumpGeneration } from '@/lib/store/mirror-state';
import type { Store } from '@/lib/store/open-store';
import { type ReferatCounts, referatCounts } from '@/lib/store/referat-counts';
import { readReferatFileRecords, refreshReferatFile } from '@/lib/store/referat-files';
import { recordReferatSuccess } from '@/lib/store/referat-sync-state';
import type { SyncProgress } from '../context';
import type { FtpArea } from './ftp-area';
import { FtpAreaError } from './ftp-area';
import type { ReferatPipeline } from './pipeline';
import { filesToFetch, type ListedFile, listedFiles, samlingFolders } from './plan';

/** What one transcript cycle did. */
export interface ReferatCycleSummary {
  readonly seconds: number;
  /** Samling folders and files listed on the FTP area. */
  readonly folders: number;
  readonly files: number;
  /** FTP operations: listings (the root and each folder), downloads and their bytes, retries. */
  readonly listings: number;
  readonly downloads: number;
  readonly bytes: number;
  readonly retries: number;
  /** Downloaded files: imported (their sittings replaced), rejected, the same bytes as recorded, gone meanwhile. */
  readonly imported: number;
  readonly rejected: number;
  readonly unchanged: number;
  readonly vanished: number;
  /** Speeches written by this cycle's imports, and rows linked by the re-linking pass after them. */
  readonly speeches: number;
  readonly relinked: number;
  readonly counts: ReferatCounts;
}

export interface ReferatCycleContext {
  readonly db: Store;
  readonly ftp: FtpArea;
  readonly pipeline: ReferatPipeline;
  readonly progress: SyncProgress;
  readonly now: () => Date;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A file listed a moment ago and gone now (550 "not found"): the next listing decides about it. */
const vanished = (error: unknown) =>
  error instanceof FtpAreaError && error.cause instanceof FTPError && error.cause.code === 550;

const FOLDERS = 'referat folders';
const FILES = 'referat files';

/** Lists the root and every samling folder: what is on the FTP area now. */
async function listArea(ctx: ReferatCycleContext): Promise<{ folders: number; listed: ListedFile[] }> {
  const folders = samlingFolders(await ctx.ftp.list(''));
  const listed: ListedFile[] = [];
  for (const [i, folder] of folders.entries()) {
    listed.push(...listedFiles(folder, await ctx.ftp.list(folder)));
    ctx.progress.update(FOLDERS, i + 1, folders.length);
  }
  ctx.progress.complete(FOLDERS);
  return { folders: folders.length, listed };
}

type Outcome = 'imported' | 'rejected' | 'unchanged';

/**
 * One downloaded file, in one transaction of its own (so a sync killed at any point has either recorded the file or
 * not, and redoes only the unrecorded ones): the same bytes as recorded → only the record moves on; else parsed whole
 * and imported, replacing its sitting, or recorded as rejected with one clear line in the log.
 */
function readFile(
  ctx: ReferatCycleContext,
  file: ListedFile,
  data: Buffer,
  recordedHash: string | undefined,
): { outcome: Outcome; speeches: number } {
  const info: ReferatFileInfo = {
    path: file.path,
    samling: file.samling,
    size: file.size,
    modified: file.modified,
    sha256: sha256(data),
  };
  const seenAt = ctx.now().toISOString();
  if (recordedHash === info.sha256 && ctx.db.transaction(() => refreshReferatFile(ctx.db, info, seenAt))())
    return { outcome: 'unchanged', speeches: 0 };
  try {
    const sitting = ctx.pipeline.parse(data, file.name);
    const summary = ctx.db.transaction(() => ctx.pipeline.importSitting(ctx.db, sitting, info))();
    return { outcome: 'imported', speeches: summary.speeches };
  } catch (error) {
    const reason = ctx.pipeline.rejection(error);
    if (reason === null) throw error;
    ctx.db.transaction(() => ctx.pipeline.recordRejected(ctx.db, info, reason))();
    ctx.progress.log(`referat ${file.name} rejected: ${reason}; the other files go on`);
    return { outcome: 'rejected', speeches: 0 };
  }
}

/**
 * One transcript cycle (docs/referat-sync.md): list the root and each samling folder; download the files that are
 * new or whose size or time changed, one after the other over one connection (the next download runs while the
 * previous file is parsed and imported); read each as {@link readFile} says; then link what ODA's newer rows allow.
 * An idle cycle lists and downloads nothing. Ends by recording the cycle and the counts, and by moving the mirror's
 * generation on when sittings changed, so pages show them.
 * @throws FtpAreaError when the FTP area fails for good; what was imported before stays.
 */
export async function runReferatCycle(ctx: ReferatCycleContext): Promise<ReferatCycleSummary> {
  const started = performance.now();
  const statsBefore = { ...ctx.ftp.stats };
  const { folders, listed } = await listArea(ctx);
  const records = readReferatFileRecords(ctx.db);
  const work = filesToFetch(listed, records);
  const tally = { imported: 0, rejected: 0, unchanged: 0, vanished: 0, speeches: 0 };
  const fetch = (f: ListedFile | undefined) => {
    if (!f) return null;
    const p = ctx.ftp.download(f.path);
    p.catch(() => {}); // awaited in its turn; this only keeps an early failure from being reported as unhandled
    return p;
  };
  ctx.progress.update(FILES, 0, work.length);
  let next = fetch(work[0]);
  for (const [i, file] of work.entries()) {
    const current = next;
    next = null;
    let data: Buffer;
    try {
      data = await (current ?? ctx.ftp.download(file.path));
    } catch (error) {
      if (!vanished(error)) throw error;
      ctx.progress.log(
        `referat ${file.name} is gone from the FTP area since it was listed; the other files go on`,
      );
      tally.vanished++;
      next = fetch(work[i + 1]);
      continue;
    }
    next = fetch(work[i + 1]);
    const { outcome, speeches } = readFile(ctx, file, data, records.get(file.path)?.sha256);
    tally[outcome]++;
    tally.speeches += speeches;
    ctx.progress.update(FILES, i + 1, work.length);
  }
  ctx.progress.complete(FILES);
  const relinked = ctx.pipeline.relink(ctx.db);
  const counts = referatCounts(ctx.db);
  const stats = ctx.ftp.stats;
  const summary: ReferatCycleSummary = {
    seconds: (performance.now() - started) / 1000,
    folders,
    files: listed.length,
    listings: stats.listings - statsBefore.listings,
    downloads: stats.downloads - statsBefore.downloads,
    bytes: stats.bytes - statsBefore.bytes,
    retries: stats.retries - statsBefore.retries,
    ...tally,
    relinked,
    counts,
  };
  ctx.db.transaction(() => {
    if (summary.imported + summary.relinked > 0) bumpGeneration(ctx.db);
    recordReferatSuccess(ctx.db, ctx.now().toISOString(), summary, counts);
  })();
  return summary;
}
