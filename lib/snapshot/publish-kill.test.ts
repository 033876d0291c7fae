import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MANIFEST_FILE, parseManifest } from './manifest';
import { removeTempDirs, syntheticStore, tempDir } from './publish.fixture';
import { publishSnapshot } from './publish-snapshot';
import { TEMP_PREFIX } from './snapshot-dir';

const TSX = path.resolve('node_modules', 'tsx', 'dist', 'cli.mjs');
const children: ChildProcess[] = [];

/** `kill -9` of the publisher and the process tsx runs it in (its own process group). */
function killGroup(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

afterEach(() => {
  for (const c of children.splice(0)) killGroup(c);
  removeTempDirs();
});

/** The CSV files a publisher has finished so far in its temporary directory (0 while there is none). */
function csvFilesInProgress(dir: string): number {
  if (!existsSync(dir)) return 0;
  const temp = readdirSync(dir).find((n) => n.startsWith(TEMP_PREFIX) && !n.includes(MANIFEST_FILE));
  const csv = temp ? path.join(dir, temp, 'csv') : null;
  return csv && existsSync(csv) ? readdirSync(csv).length : 0;
}

describe('a publisher killed with SIGKILL', () => {
  it('leaves the previous manifest and its files as they were, and the next publication cleans up', async () => {
    const work = tempDir();
    const dir = path.join(work, 'snapshots');
    await publishSnapshot(syntheticStore(path.join(work, 'a.sqlite'), '1'), dir, { keep: 3 });
    const before = readFileSync(path.join(dir, MANIFEST_FILE), 'utf8');

    const next = syntheticStore(path.join(work, 'b.sqlite'), '2');
    const child = spawn(process.execPath, [TSX, 'scripts/snapshot.ts', '--db', next, '--dir', dir], {
      stdio: 'ignore',
      detached: true,
    });
    children.push(child);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // Killed mid-way: its copy made and compressed, some of its CSV files written.
    for (let i = 0; csvFilesInProgress(dir) < 3; i++) {
      if (i > 6000) throw new Error('the publisher wrote no CSV files in time');
      await new Promise((r) => setTimeout(r, 10));
    }
    killGroup(child);
    await exited;

    expect(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')).toBe(before);
    const manifest = parseManifest(before);
    for (const file of manifest.snapshots[0]?.files ?? [])
      expect(existsSync(path.join(dir, file.name))).toBe(true);
    expect(readdirSync(dir).some((n) => n.startsWith(TEMP_PREFIX))).toBe(true);

    const published = await publishSnapshot(next, dir, { keep: 3 });
    expect(published?.removed.some((n) => n.startsWith(TEMP_PREFIX))).toBe(true);
    expect(readdirSync(dir).filter((n) => n.startsWith(TEMP_PREFIX))).toEqual([]);
    expect(parseManifest(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')).snapshots).toHaveLength(2);
  });
});
