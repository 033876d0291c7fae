import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSnapshotReaderConfig } from './snapshot-reader';
import { snapshotReaderConfigured } from './snapshot-url';

describe('readSnapshotReaderConfig', () => {
  it('is null without ODA_SNAPSHOT_URL', () => {
    expect(readSnapshotReaderConfig({})).toBeNull();
    expect(snapshotReaderConfigured({ ODA_SNAPSHOT_URL: ' ' })).toBe(false);
  });

  it('reads the manifest URL, the cache directory, the poll interval and the wait at start', () => {
    expect(
      readSnapshotReaderConfig({ ODA_SNAPSHOT_URL: 'http://127.0.0.1:8080/snapshots/manifest.json' }),
    ).toEqual({
      manifestUrl: new URL('http://127.0.0.1:8080/snapshots/manifest.json'),
      cacheDir: path.resolve('data/snapshot-cache'),
      pollMs: 60_000,
      startWaitMs: 600_000,
    });
    expect(
      readSnapshotReaderConfig({
        ODA_SNAPSHOT_URL: 'https://cdn.example.dk/m.json',
        ODA_SNAPSHOT_CACHE: '/var/cache/tingdata',
        ODA_SNAPSHOT_POLL: '5',
        ODA_SNAPSHOT_WAIT: '0',
      }),
    ).toMatchObject({ cacheDir: '/var/cache/tingdata', pollMs: 5000, startWaitMs: 0 });
  });

  it('names the variable that is wrong', () => {
    expect(() => readSnapshotReaderConfig({ ODA_SNAPSHOT_URL: 'data/snapshots/manifest.json' })).toThrow(
      /ODA_SNAPSHOT_URL/,
    );
    expect(() => readSnapshotReaderConfig({ ODA_SNAPSHOT_URL: 'ftp://x/manifest.json' })).toThrow(
      /ODA_SNAPSHOT_URL/,
    );
    expect(() =>
      readSnapshotReaderConfig({ ODA_SNAPSHOT_URL: 'http://x/m.json', ODA_SNAPSHOT_POLL: '0' }),
    ).toThrow(/ODA_SNAPSHOT_POLL/);
  });
});
