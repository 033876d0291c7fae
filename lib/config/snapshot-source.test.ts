import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSnapshotSource } from './snapshot-source';

describe('the snapshot source', () => {
  it('is the directory the writer publishes into by default, from the working directory', () => {
    expect(readSnapshotSource({})).toEqual({ kind: 'local', dir: path.resolve('data', 'snapshots') });
    expect(readSnapshotSource({ ODA_SNAPSHOT_DIR: ' /srv/snap ' })).toEqual({
      kind: 'local',
      dir: '/srv/snap',
    });
  });

  it('is none when publishing is off', () => {
    expect(readSnapshotSource({ ODA_SNAPSHOT_DIR: 'off' })).toEqual({ kind: 'none' });
  });

  it('is the manifest at ODA_SNAPSHOT_URL when set, whatever the directory', () => {
    expect(
      readSnapshotSource({
        ODA_SNAPSHOT_URL: 'http://127.0.0.1:3300/snap/manifest.json',
        ODA_SNAPSHOT_DIR: 'off',
      }),
    ).toEqual({ kind: 'remote', manifestUrl: 'http://127.0.0.1:3300/snap/manifest.json' });
  });

  it.each(['manifest.json', 'ftp://example.org/manifest.json'])('refuses %s as ODA_SNAPSHOT_URL', (url) => {
    expect(() => readSnapshotSource({ ODA_SNAPSHOT_URL: url })).toThrow(/ODA_SNAPSHOT_URL must be/);
  });
});
