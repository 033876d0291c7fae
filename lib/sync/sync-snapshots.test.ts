import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MANIFEST_FILE, parseManifest } from '@/lib/snapshot/manifest';
import { syncLoop, syncOnce } from './run';
import { changeSource, closeSyncWorlds, recordingProgress, serviceStamp, syncWorld } from './sync.fixture';

afterEach(closeSyncWorlds);

const manifestIn = (dir: string) => parseManifest(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8'));

/** A change upstream that moves the mirror's generation at the next cycle. */
const renameACase = (source: string) =>
  changeSource(source, (db) => {
    db.prepare(
      `UPDATE "Sag" SET titel = titel || ' (ændret)', opdateringsdato = ? WHERE id = (SELECT min(id) FROM "Sag")`,
    ).run(serviceStamp());
  });

describe('the sync writer publishing snapshots', () => {
  it('publishes its mirror after an applied cycle, and each new generation once the interval has passed', async () => {
    const w = await syncWorld();
    const snapshots = { dir: path.join(w.dir, 'snapshots'), intervalSeconds: 0, keep: 3 };
    const progress = recordingProgress();
    await syncOnce(w.options(), { progress, snapshots });
    expect(manifestIn(snapshots.dir).snapshots.map((e) => [e.generation, e.store, e.source])).toEqual([
      [1, 'mirror', w.upstream.root],
    ]);
    expect(progress.lines.filter((l) => l.startsWith('snapshot '))).toEqual([
      expect.stringMatching(/^snapshot g000001 published: .* MiB .* in .* s \(copy .*\), .* s CPU$/),
    ]);

    renameACase(w.source);
    await syncOnce(w.options(), { progress, snapshots });
    expect(manifestIn(snapshots.dir).snapshots.map((e) => e.generation)).toEqual([2, 1]);

    // Within the interval, a moved generation waits for a later cycle.
    renameACase(w.source);
    await syncOnce(w.options(), { progress, snapshots: { ...snapshots, intervalSeconds: 3600 } });
    expect(manifestIn(snapshots.dir).snapshots.map((e) => e.generation)).toEqual([2, 1]);
  });

  it('publishes at its start a generation the manifest lacks, without waiting for the interval', async () => {
    const w = await syncWorld();
    const snapshots = { dir: path.join(w.dir, 'snapshots'), intervalSeconds: 3600, keep: 3 };
    await syncOnce(w.options(), { progress: recordingProgress(), snapshots });
    // A cycle applied by a sync that did not publish (stopped before it could): generation 2, not in the manifest.
    renameACase(w.source);
    await syncOnce(w.options(), { progress: recordingProgress() });
    const progress = recordingProgress();
    const stop = new AbortController();
    await syncLoop(w.options({ once: false }), { progress, snapshots }, () => stop.abort(), stop.signal);
    // Published at the start though generation 1 was published moments ago; the loop's cycle changed nothing.
    expect(manifestIn(snapshots.dir).snapshots.map((e) => e.generation)).toEqual([2, 1]);
    expect(progress.lines.filter((l) => l.startsWith('snapshot '))).toHaveLength(1);
  });

  it('goes on syncing when a snapshot cannot be published, and says why', async () => {
    const w = await syncWorld();
    const notADirectory = path.join(w.dir, 'a-file');
    writeFileSync(notADirectory, '');
    const progress = recordingProgress();
    const summary = await syncOnce(w.options(), {
      progress,
      snapshots: { dir: notADirectory, intervalSeconds: 0, keep: 3 },
    });
    expect(summary.seconds).toBeGreaterThanOrEqual(0);
    expect(progress.lines).toContainEqual(expect.stringMatching(/^snapshot failed: .*a-file/));
  });
});
