import { describe, expect, it } from 'vitest';
import { MANIFEST_FORMAT, type SnapshotEntry, type SnapshotManifest } from './manifest';
import { snapshotDue } from './publish-schedule';
import type { StoreIdentity } from './store-identity';

const mirror = (generation: number, ready = true): StoreIdentity => ({
  generation,
  store: 'mirror',
  schema: 'abc',
  dataAsOf: '2026-11-29T03:00:00.000Z',
  source: 'https://oda.ft.dk/api/',
  dataset: null,
  ready,
});

const entry = (generation: number, createdAt: string): SnapshotEntry => ({
  generation,
  store: 'mirror',
  schema: 'abc',
  createdAt,
  dataAsOf: null,
  source: 'https://oda.ft.dk/api/',
  dataset: null,
  files: [],
});

const manifest = (...snapshots: SnapshotEntry[]): SnapshotManifest => ({
  format: MANIFEST_FORMAT,
  snapshots,
});
const at = (time: string) => new Date(time);
const HOUR = 3600;

describe('snapshotDue', () => {
  const published = manifest(entry(5, '2026-11-29T03:00:00.000Z'));

  it('publishes the first snapshot once the mirror is ready, not before', () => {
    expect(snapshotDue(manifest(), mirror(1), at('2026-11-29T03:00:00Z'), HOUR, false)).toBe(true);
    expect(snapshotDue(manifest(), mirror(0, false), at('2026-11-29T03:00:00Z'), HOUR, true)).toBe(false);
  });

  it('waits the interval after the newest snapshot when a cycle moved the generation', () => {
    expect(snapshotDue(published, mirror(6), at('2026-11-29T03:59:59Z'), HOUR, false)).toBe(false);
    expect(snapshotDue(published, mirror(6), at('2026-11-29T04:00:00Z'), HOUR, false)).toBe(true);
  });

  it('publishes after every cycle that moved the generation when the interval is 0', () => {
    expect(snapshotDue(published, mirror(6), at('2026-11-29T03:00:01Z'), 0, false)).toBe(true);
  });

  it('never publishes a generation the manifest lists, whatever the time', () => {
    expect(snapshotDue(published, mirror(5), at('2026-11-30T00:00:00Z'), HOUR, false)).toBe(false);
    expect(snapshotDue(published, mirror(5), at('2026-11-30T00:00:00Z'), HOUR, true)).toBe(false);
  });

  it('at the sync start publishes a generation the manifest lacks without waiting the interval', () => {
    expect(snapshotDue(published, mirror(6), at('2026-11-29T03:00:01Z'), HOUR, true)).toBe(true);
  });

  it('takes a snapshot of another store (another service, schema) as not this one', () => {
    const other = manifest({ ...entry(6, '2026-11-29T03:00:00.000Z'), source: 'http://127.0.0.1:9/api/' });
    expect(snapshotDue(other, mirror(6), at('2026-11-29T03:00:01Z'), HOUR, true)).toBe(true);
  });
});
