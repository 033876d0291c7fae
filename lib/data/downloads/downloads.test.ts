import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { forgetPublished } from '@/lib/snapshot/published';
import { publishedDir, sampleGeneration } from '@/lib/snapshot/published-dir.fixture';
import { getDownloads } from './downloads';

const published = publishedDir([sampleGeneration(7), { ...sampleGeneration(6), store: 'synthetic' }]);
afterAll(() => published.remove());
beforeEach(() => forgetPublished());

describe('the downloads', () => {
  it('offer the newest generation first, its store and its tables, each with where to get it', async () => {
    const downloads = await getDownloads({ kind: 'local', dir: published.dir });
    if (downloads.kind !== 'published') throw new Error(`expected published, got ${downloads.kind}`);
    const [entry] = published.manifest.snapshots;
    const [storeFile, ...csvFiles] = entry?.files ?? [];
    expect(downloads.newest).toMatchObject({
      generation: 7,
      synthetic: false,
      createdAt: entry?.createdAt,
      dataAsOf: entry?.dataAsOf,
      source: 'https://oda.ft.dk/api/',
      store: {
        fileName: 'tingdata.sqlite.gz',
        href: '/data/filer/g000007/tingdata.sqlite.gz',
        kind: 'sqlite',
        bytes: storeFile?.bytes,
        sha256: storeFile?.sha256,
        rows: null,
      },
    });
    expect(downloads.newest.tables.map((t) => [t.table, t.fileName, t.rows, t.href])).toEqual(
      csvFiles.map((f) => [f.table, path.posix.basename(f.name), f.rows, `/data/filer/${f.name}`]),
    );
    expect(downloads.previous.map((g) => [g.generation, g.synthetic])).toEqual([[6, true]]);
  });

  it('cannot be shown, rather than failing, when a reader instance’s manifest does not answer', async () => {
    const remote = { kind: 'remote', manifestUrl: 'http://127.0.0.1:9/snap/manifest.json' } as const;
    expect(await getDownloads(remote)).toEqual({ kind: 'unavailable' });
  });

  it('say so when nothing is published', async () => {
    expect(await getDownloads({ kind: 'local', dir: path.join(published.dir, 'none') })).toEqual({
      kind: 'none',
    });
  });
});
