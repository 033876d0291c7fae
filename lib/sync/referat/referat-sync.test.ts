import { type ChildProcess, spawn } from 'node:child_process';
import { utimesSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { parseReferatUpstream } from '@/lib/config/referat-upstream';
import { readMirrorStatus } from '@/lib/store/mirror-status';
import { readReferatSyncStatus } from '@/lib/store/referat-sync-state';
import { acquireSyncLock, SyncLockedError } from '../lock';
import { type SyncCycleSummary, syncOnce } from '../run';
import { closeSyncWorlds, nonZero, recordingProgress, type SyncWorld, syncWorld } from '../sync.fixture';
import { UNUSED_FTP_PORT } from './ftp-server.fixture';
import type { ReferatCycleSummary } from './referat-cycle';
import { fileName, startTranscriptArea, type TranscriptArea } from './referat-sync.fixture';

const areas: TranscriptArea[] = [];
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const c of children.splice(0)) killGroup(c);
  await Promise.all(areas.splice(0).map((a) => a.close()));
  await closeSyncWorlds();
});

async function transcriptArea(latencyMs = 0): Promise<TranscriptArea> {
  const area = await startTranscriptArea({ latencyMs });
  areas.push(area);
  return area;
}

const FAST_RETRIES = { maxAttempts: 3, backoff: { baseMs: 10, capMs: 40 } };

/** One `npm run sync -- --once` cycle in this process, with the transcripts from `area`. */
async function cycle(w: SyncWorld, area: TranscriptArea, progress = recordingProgress()) {
  area.server.reset();
  return syncOnce(w.options({ referat: area.upstream }), { progress, referatRetries: FAST_RETRIES });
}

function transcripts(summary: SyncCycleSummary): ReferatCycleSummary {
  const t = summary.transcripts;
  if (!t?.ok) throw new Error(`the transcript part failed: ${t ? t.error : 'it did not run'}`);
  return t.summary;
}

function read<T>(w: SyncWorld, query: (db: Database.Database) => T): T {
  const db = new Database(w.mirror, { readonly: true });
  try {
    return query(db);
  } finally {
    db.close();
  }
}

const openingOf = (w: SyncWorld, samling: string, meeting: number) =>
  read(w, (db) =>
    db
      .prepare(
        `SELECT t.id, t.tekst FROM "_tale" t JOIN "_referat_moede" m ON m.id = t.moede
         WHERE m.samling = ? AND m.nummer = ? ORDER BY t.ordinal LIMIT 1`,
      )
      .get(samling, meeting),
  ) as { id: number; tekst: string } | undefined;

const fileStatus = (w: SyncWorld) =>
  Object.fromEntries(
    read(w, (db) => db.prepare('SELECT path, status FROM "_referat_fil" ORDER BY path').all()).map((r) => {
      const { path: p, status } = r as { path: string; status: string };
      return [p, status];
    }),
  );

const generation = (w: SyncWorld) => read(w, (db) => readMirrorStatus(db)?.generation ?? -1);

describe('npm run sync keeps the transcripts from the FTP area', () => {
  it('copies every file, then lists only; a re-release replaces its sitting, a new file is added, a bad file is reported while the others import', async () => {
    const w = await syncWorld();
    const area = await transcriptArea();
    for (const m of [1, 2, 3]) area.write('20231', m);
    area.write('20241', 1, { era: 'preliminary' });
    area.write('20181', 7, { era: 'legacy' });

    // The first copy: every file downloaded once and imported.
    const first = transcripts(await cycle(w, area));
    expect(first).toMatchObject({ folders: 3, files: 5, downloads: 5, imported: 5, rejected: 0 });
    expect(area.server.commands.get('RETR')).toBe(5);
    expect(first.counts.sittings).toBe(5);
    expect(first.counts.speeches).toBeGreaterThan(5 * 3);
    expect(Object.values(fileStatus(w))).toEqual(Array(5).fill('imported'));
    const before = openingOf(w, '20231', 2);
    expect(before?.tekst).toBe('Mødet er åbnet.');

    // An idle cycle lists the root and each folder, and downloads nothing.
    const generationBefore = generation(w);
    const idle = transcripts(await cycle(w, area));
    expect(idle).toMatchObject({ listings: 1 + 3, downloads: 0, imported: 0, bytes: 0 });
    expect(area.server.commands.get('RETR') ?? 0).toBe(0);
    expect(area.server.commands.get('LIST')).toBe(4);
    expect(generation(w)).toBe(generationBefore);

    // A preliminary file re-released (other text, other time), a new sitting, a file truncated at the source.
    area.write('20231', 2, {
      opening: 'Mødet er åbnet. Velkommen tilbage.',
      modified: new Date('2025-07-01T09:00:00Z'),
    });
    area.write('20231', 4);
    const bad = area.write('20231', 5, { truncateAt: 900 });
    const progress = recordingProgress();
    const changed = transcripts(await cycle(w, area, progress));
    expect(changed).toMatchObject({ downloads: 3, imported: 2, rejected: 1 });
    expect(progress.lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^referat ${bad} rejected: truncated at line \\d+.*; the other files go on$`),
      ),
    );
    const after = openingOf(w, '20231', 2);
    expect(after?.tekst).toBe('Mødet er åbnet. Velkommen tilbage.');
    expect(after?.id).toBe(before?.id);
    expect(fileStatus(w)[`20231/${bad}`]).toBe('rejected');
    expect(changed.counts).toMatchObject({ sittings: 6, filesImported: 6, filesRejected: 1 });
    expect(generation(w)).toBeGreaterThan(generationBefore);

    // The rejected file is not fetched again until it changes; then it is imported.
    expect(transcripts(await cycle(w, area))).toMatchObject({ downloads: 0 });
    area.write('20231', 5, { modified: new Date('2025-07-02T09:00:00Z') });
    expect(transcripts(await cycle(w, area))).toMatchObject({ downloads: 1, imported: 1, rejected: 0 });
    expect(fileStatus(w)[`20231/${fileName('20231', 5)}`]).toBe('imported');

    // A file listed with a new time but the same bytes: downloaded, found unchanged, its record moved on.
    const same = path.join(area.dir, '20231', fileName('20231', 1));
    utimesSync(same, new Date('2025-08-01T09:00:00Z'), new Date('2025-08-01T09:00:00Z'));
    expect(transcripts(await cycle(w, area))).toMatchObject({ downloads: 1, unchanged: 1, imported: 0 });
    expect(transcripts(await cycle(w, area))).toMatchObject({ downloads: 0 });

    const status = read(w, (db) => readReferatSyncStatus(db));
    expect(status).toMatchObject({ upstream: area.upstream.url, errorsTotal: 0, cyclesTotal: 7 });
  }, 120_000);

  it('keeps no transcripts with ODA_REFERAT_UPSTREAM=off, and never connects', async () => {
    const w = await syncWorld();
    const area = await transcriptArea();
    area.write('20231', 1);
    const summary = await syncOnce(w.options({ referat: null }), { progress: recordingProgress() });
    expect(summary.transcripts).toBeNull();
    expect(area.server.connections()).toBe(0);
    expect(read(w, (db) => db.prepare('SELECT count(*) FROM "_referat_fil"').pluck().get())).toBe(0);
  }, 60_000);

  it('reports an unreachable FTP area in one clear line, records it, and still applies the ODA part', async () => {
    const w = await syncWorld();
    const progress = recordingProgress();
    const upstream = parseReferatUpstream(`ftp://127.0.0.1:${UNUSED_FTP_PORT}/ODAXML/Referat/samling/`);
    const summary = await syncOnce(w.options({ referat: upstream }), {
      progress,
      referatRetries: FAST_RETRIES,
    });
    expect(summary.transcripts).toEqual({
      ok: false,
      error: expect.stringMatching(
        /^transcripts: listing the root at ftp:\/\/127\.0\.0\.1:3299\/ODAXML\/Referat\/samling\/ failed: .*ECONNREFUSED.* \(after 3 tries\)$/,
      ),
    });
    expect(progress.lines).toContainEqual(
      expect.stringMatching(
        /ECONNREFUSED.*; the ODA part of this cycle was applied; the transcripts are tried again next cycle$/,
      ),
    );
    expect(nonZero(w.differences())).toEqual({});
    expect(read(w, (db) => readMirrorStatus(db)?.ready)).toBe(true);
    expect(read(w, (db) => readReferatSyncStatus(db))).toMatchObject({
      errorsTotal: 1,
      lastSuccessAt: null,
      lastError: expect.stringContaining('ECONNREFUSED'),
    });
  }, 60_000);

  it('shares the ODA sync’s lock: a second sync of the same mirror is refused before it reaches either service', async () => {
    const w = await syncWorld();
    const area = await transcriptArea();
    area.write('20231', 1);
    const lock = acquireSyncLock(w.mirror);
    try {
      await expect(cycle(w, area)).rejects.toBeInstanceOf(SyncLockedError);
    } finally {
      lock.release();
    }
    expect(area.server.connections()).toBe(0);
    expect(w.upstream.requests).toHaveLength(0);
  }, 60_000);
});

const TSX = path.resolve('node_modules', 'tsx', 'dist', 'cli.mjs');

function killGroup(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

describe('a transcript sync killed with SIGKILL', () => {
  it('resumes by fetching only the files it had not recorded', async () => {
    const w = await syncWorld();
    // A slow FTP area (each command answered after 15 ms), so the kill lands among the files.
    const area = await transcriptArea(15);
    const files = 40;
    for (let m = 1; m <= files; m++) area.write('20231', m);
    const child = spawn(process.execPath, [TSX, 'scripts/sync.ts', '--once', '--db', w.mirror], {
      env: {
        ...process.env,
        ODA_UPSTREAM: w.upstream.root,
        ODA_REFERAT_UPSTREAM: area.upstream.url,
        ODA_SNAPSHOT_DIR: 'off',
      },
      stdio: 'ignore',
      detached: true,
    });
    children.push(child);
    const recorded = () => {
      try {
        return read(w, (db) => db.prepare('SELECT count(*) FROM "_referat_fil"').pluck().get() as number);
      } catch {
        return 0; // the mirror or its tables are not there yet
      }
    };
    for (let i = 0; recorded() < 8; i++) {
      if (i > 2400) throw new Error('the child recorded no transcript files in time');
      await new Promise((r) => setTimeout(r, 25));
    }
    const exited = new Promise((resolve) => child.once('exit', resolve));
    killGroup(child);
    await exited;
    // The process tsx ran the script in is gone once its lock is.
    for (let i = 0; ; i++) {
      try {
        acquireSyncLock(w.mirror).release();
        break;
      } catch (error) {
        if (i > 200) throw error;
        await new Promise((r) => setTimeout(r, 25));
      }
    }
    const done = recorded();
    expect(done).toBeLessThan(files);

    const resumed = transcripts(await cycle(w, area));
    expect(resumed.downloads).toBe(files - done);
    expect(resumed.imported).toBe(files - done);
    expect(resumed.counts).toMatchObject({ sittings: files, filesImported: files });
  }, 180_000);
});
