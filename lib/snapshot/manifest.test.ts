import { describe, expect, it } from 'vitest';
import {
  formatManifest,
  latestSnapshot,
  MANIFEST_FORMAT,
  ManifestError,
  parseManifest,
  type SnapshotManifest,
  sqliteFileOf,
} from './manifest';

const sha = 'a'.repeat(64);

const manifest: SnapshotManifest = {
  format: MANIFEST_FORMAT,
  snapshots: [
    {
      generation: 42,
      store: 'mirror',
      schema: '0123456789abcdef',
      createdAt: '2026-11-29T04:00:00.000Z',
      dataAsOf: '2026-11-29T03:58:00.000Z',
      source: 'https://oda.ft.dk/api',
      dataset: null,
      files: [
        {
          name: 'g000042/tingdata.sqlite.gz',
          kind: 'sqlite',
          table: null,
          bytes: 10,
          sha256: sha,
          encoding: 'gzip',
          rawBytes: 40,
          rows: null,
        },
        {
          name: 'g000042/csv/Sag.csv.gz',
          kind: 'csv',
          table: 'Sag',
          bytes: 5,
          sha256: sha,
          encoding: 'gzip',
          rawBytes: 9,
          rows: 2,
        },
      ],
    },
  ],
};

describe('the snapshot manifest', () => {
  it('reads what it writes', () => {
    const back = parseManifest(formatManifest(manifest));
    expect(back).toEqual(manifest);
    expect(latestSnapshot(back)?.generation).toBe(42);
    expect(sqliteFileOf(manifest.snapshots[0]!).name).toBe('g000042/tingdata.sqlite.gz');
  });

  it('reads an entry without the dataset field as a mirror has it (null)', () => {
    const { dataset: _omitted, ...entry } = manifest.snapshots[0]!;
    const back = parseManifest(JSON.stringify({ format: 1, snapshots: [entry] }));
    expect(back.snapshots[0]?.dataset).toBeNull();
  });

  it('has no newest snapshot before the first is published', () => {
    expect(latestSnapshot(parseManifest('{"format":1,"snapshots":[]}'))).toBeNull();
  });

  const broken: [string, (m: Record<string, unknown>) => unknown][] = [
    ['not JSON', () => undefined],
    ['another format', (m) => ({ ...m, format: 2 })],
    ['a path that climbs out', (m) => withFile(m, { name: '../etc/passwd' })],
    ['an absolute URL', (m) => withFile(m, { name: 'https://elsewhere.example/x.gz' })],
    ['a leading slash', (m) => withFile(m, { name: '/x.gz' })],
    ['a short checksum', (m) => withFile(m, { sha256: 'abc' })],
    ['a negative size', (m) => withFile(m, { bytes: -1 })],
    ['a csv without its table', (m) => withFile(m, { kind: 'csv', table: null }, 1)],
    ['two store files', (m) => withFile(m, { kind: 'sqlite', table: null }, 1)],
    ['a bad time', (m) => withEntry(m, { createdAt: 'yesterday' })],
    ['a dataset that is not text', (m) => withEntry(m, { dataset: 7 })],
  ];

  it.each(broken)('refuses %s, naming the field', (_what, change) => {
    const changed = change(JSON.parse(formatManifest(manifest)));
    const text = changed === undefined ? '{"format":1,' : JSON.stringify(changed);
    expect(() => parseManifest(text)).toThrow(ManifestError);
  });
});

function withEntry(m: Record<string, unknown>, patch: Record<string, unknown>): unknown {
  const [entry] = m.snapshots as Record<string, unknown>[];
  return { ...m, snapshots: [{ ...entry, ...patch }] };
}

function withFile(m: Record<string, unknown>, patch: Record<string, unknown>, index = 0): unknown {
  const [entry] = m.snapshots as Record<string, unknown>[];
  const files = [...((entry?.files ?? []) as Record<string, unknown>[])];
  files[index] = { ...files[index], ...patch };
  return withEntry(m, { files });
}
