import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { readMirrorStatus } from '@/lib/store/mirror-status';
import { acquireSyncLock } from './lock';
import { syncOnce } from './run';
import {
  changeSource,
  closeSyncWorlds,
  nonZero,
  recordingProgress,
  type SyncWorld,
  serviceStamp,
  syncWorld,
} from './sync.fixture';

const TSX = path.resolve('node_modules', 'tsx', 'dist', 'cli.mjs');
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const c of children.splice(0)) killGroup(c);
  await closeSyncWorlds();
});

/** `npm run sync -- --once` as its own process. */
function startSync(w: SyncWorld): ChildProcess {
  const child = spawn(process.execPath, [TSX, 'scripts/sync.ts', '--once', '--db', w.mirror], {
    env: {
      ...process.env,
      ODA_UPSTREAM: w.upstream.root,
      ODA_REFERAT_UPSTREAM: 'off',
      ODA_SNAPSHOT_DIR: 'off',
    },
    stdio: 'ignore',
    // Its own process group: tsx runs the script in a child process, and SIGKILL must reach that one too.
    detached: true,
  });
  children.push(child);
  return child;
}

/** Reads the mirror (as a page would) until `ready` says so. */
async function waitFor<T>(w: SyncWorld, read: (db: Database.Database) => T | null, what: string): Promise<T> {
  for (let i = 0; i < 600; i++) {
    try {
      const db = new Database(w.mirror, { readonly: true });
      try {
        const value = read(db);
        if (value !== null) return value;
      } finally {
        db.close();
      }
    } catch {
      // not made yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function killGroup(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** `kill -9` of the sync and the process tsx runs it in; returns once the killed sync's lock is gone. */
async function kill(child: ChildProcess, mirror: string): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  killGroup(child);
  await exited;
  for (let i = 0; ; i++) {
    try {
      acquireSyncLock(mirror).release();
      return;
    } catch (error) {
      if (i > 200) throw error;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

describe('a sync killed with SIGKILL', () => {
  it('resumes its first copy without fetching again what it had, and ends with an exact copy', async () => {
    const w = await syncWorld({ latencyMs: 4 });
    const child = startSync(w);
    await waitFor(
      w,
      (db) => {
        const s = readMirrorStatus(db);
        return s && s.copy.total > 0 && s.copy.done > s.copy.total * 0.3 ? true : null;
      },
      'a third of the copy',
    );
    await kill(child, w.mirror);
    const before = await waitFor(w, (db) => readMirrorStatus(db), 'the status');
    expect(before.ready).toBe(false);
    const partitions = await waitFor(
      w,
      (db) => db.prepare('SELECT count(*) FROM "_sync_partition"').pluck().get() as number,
      'partitions',
    );

    w.upstream.reset();
    await syncOnce(w.options(), { progress: recordingProgress() });
    expect(nonZero(w.differences())).toEqual({});
    const remainingPages = Math.ceil((before.copy.total - before.copy.done) / 100);
    // What was left, one short last page per partition, and a cycle's probes — not the whole copy again.
    expect(w.upstream.requests.length).toBeLessThan(remainingPages + partitions + 120);
    expect(w.upstream.requests.length).toBeLessThan(Math.ceil(before.copy.total / 100));
  }, 180_000);

  it('resumes a cycle killed while staging changes; the readers never saw half of it', async () => {
    const w = await syncWorld({ latencyMs: 4 });
    await syncOnce(w.options(), { progress: recordingProgress() });
    const stamp = serviceStamp();
    changeSource(w.source, (db) => {
      db.prepare(
        `UPDATE "Stemme" SET typeid = CASE typeid WHEN 1 THEN 2 ELSE 1 END, opdateringsdato = ? WHERE id IN (SELECT id FROM "Stemme" ORDER BY id LIMIT 8000)`,
      ).run(stamp);
    });
    const child = startSync(w);
    await waitFor(
      w,
      (db) =>
        (db.prepare('SELECT count(*) FROM "_sync_stage"').pluck().get() as number) > 2000 ? true : null,
      'a staged part of the cycle',
    );
    await kill(child, w.mirror);
    // The tables still hold the previous cycle: nothing staged is visible.
    const visible = await waitFor(
      w,
      (db) =>
        db.prepare('SELECT count(*) FROM "Stemme" WHERE opdateringsdato = ?').pluck().get(stamp) as number,
      'the tables',
    );
    expect(visible).toBe(0);
    w.upstream.reset();
    const summary = await syncOnce(w.options(), { progress: recordingProgress() });
    expect(nonZero(w.differences())).toEqual({});
    expect(summary.written).toMatchObject({ Stemme: 8000 });
    // The pages staged before the kill were not fetched again.
    expect(w.upstream.requests.filter((r) => r.startsWith('GET /api/Stemme')).length).toBeLessThan(70);
  }, 180_000);
});
