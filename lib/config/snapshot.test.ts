import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSnapshotConfig } from './snapshot';

describe('readSnapshotConfig', () => {
  it('publishes into data/snapshots every hour, keeping 3, when nothing is set', () => {
    expect(readSnapshotConfig({})).toEqual({
      dir: path.resolve(process.cwd(), 'data', 'snapshots'),
      intervalSeconds: 3600,
      keep: 3,
    });
  });

  it('reads a directory, an interval and a count', () => {
    expect(
      readSnapshotConfig({
        ODA_SNAPSHOT_DIR: '/srv/snap',
        ODA_SNAPSHOT_INTERVAL: '0',
        ODA_SNAPSHOT_KEEP: '5',
      }),
    ).toEqual({ dir: '/srv/snap', intervalSeconds: 0, keep: 5 });
  });

  it.each(['off', 'OFF', ' off '])('publishes nothing when the directory is %j', (value) => {
    expect(readSnapshotConfig({ ODA_SNAPSHOT_DIR: value }).dir).toBeNull();
  });

  it.each([
    [{ ODA_SNAPSHOT_KEEP: '0' }, /ODA_SNAPSHOT_KEEP must be an integer from 1 to 100/],
    [{ ODA_SNAPSHOT_INTERVAL: 'hourly' }, /ODA_SNAPSHOT_INTERVAL must be an integer/],
    [{ ODA_SNAPSHOT_INTERVAL: '-1' }, /ODA_SNAPSHOT_INTERVAL must be an integer/],
  ])('refuses %j with the variable named', (env, message) => {
    expect(() => readSnapshotConfig(env)).toThrow(message);
  });
});
