import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SnapshotSource } from '@/lib/config/snapshot-source';
import { MANIFEST_FILE } from './manifest';
import {
  findLocalFile,
  forgetPublished,
  publishedFileHref,
  readPublished,
  remoteManifestReader,
} from './published';
import { publishedDir, sampleGeneration } from './published-dir.fixture';

const published = publishedDir([sampleGeneration(4), sampleGeneration(3)]);
const local: SnapshotSource = { kind: 'local', dir: published.dir };
const manifestText = readFileSync(path.join(published.dir, MANIFEST_FILE), 'utf8');

afterAll(() => published.remove());
beforeEach(() => forgetPublished());

describe('a local snapshot directory', () => {
  it('offers what its manifest lists, linked to the site’s own file route', async () => {
    const read = await readPublished(local);
    expect(read).toEqual({ kind: 'published', manifest: published.manifest });
    expect(publishedFileHref(local, 'g000004/csv/Sag.csv.gz')).toBe('/data/filer/g000004/csv/Sag.csv.gz');
  });

  it('has nothing published before its first manifest', async () => {
    expect(await readPublished({ kind: 'local', dir: path.join(published.dir, 'none') })).toEqual({
      kind: 'none',
    });
  });

  it('follows a manifest replaced in place, and says why one cannot be read', async () => {
    const file = path.join(published.dir, MANIFEST_FILE);
    writeFileSync(`${file}.new`, '{"format":2,"snapshots":[]}');
    renameSync(`${file}.new`, file);
    const read = await readPublished(local);
    expect(read).toMatchObject({ kind: 'unreadable', reason: expect.stringMatching(/manifest\.format/) });
    writeFileSync(`${file}.new`, manifestText);
    renameSync(`${file}.new`, file);
    expect((await readPublished(local)).kind).toBe('published');
  });

  it('finds a file on disk only by a name a generation lists', async () => {
    const name = 'g000003/csv/Afstemning.csv.gz';
    expect(await findLocalFile(local, name)).toMatchObject({
      file: { name, table: 'Afstemning' },
      path: path.join(published.dir, name),
    });
    expect(await findLocalFile(local, MANIFEST_FILE)).toBeNull();
    expect(await findLocalFile(local, `./${name}`)).toBeNull();
  });
});

describe('a remote manifest (ODA_SNAPSHOT_URL)', () => {
  let server: Server;
  let base = '';
  let answer: { status: number; body: string } = { status: 200, body: manifestText };
  let requests = 0;

  beforeAll(async () => {
    server = createServer((_req, res) => {
      requests++;
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    answer = { status: 200, body: manifestText };
    requests = 0;
  });

  const remote = (): SnapshotSource => ({ kind: 'remote', manifestUrl: `${base}/snap/manifest.json` });

  it('is read once for many pages, its files linked beside it', async () => {
    const reads = await Promise.all([readPublished(remote()), readPublished(remote())]);
    expect(reads[0]).toEqual({ kind: 'published', manifest: published.manifest });
    expect(reads[1]).toEqual(reads[0]);
    expect(await readPublished(remote())).toEqual(reads[0]);
    expect(requests).toBe(1);
    expect(publishedFileHref(remote(), 'g000004/csv/Sag.csv.gz')).toBe(`${base}/snap/g000004/csv/Sag.csv.gz`);
  });

  it('has nothing published while the manifest is 404', async () => {
    answer = { status: 404, body: '' };
    expect(await readPublished(remote())).toEqual({ kind: 'none' });
  });

  it('says why when the first fetch fails', async () => {
    answer = { status: 503, body: '' };
    expect(await readPublished(remote())).toEqual({
      kind: 'unreadable',
      reason: `${base}/snap/manifest.json answered 503`,
    });
  });

  it('keeps the last manifest read when a later fetch fails, fetching again once it has expired', async () => {
    let now = 5000; // lru-cache takes a start of 0 for no expiry
    const read = remoteManifestReader(1000, { now: () => now });
    const url = `${base}/snap/manifest.json`;
    expect((await read(url)).kind).toBe('published');
    answer = { status: 200, body: 'not json' };
    now = 5999;
    expect((await read(url)).kind).toBe('published');
    expect(requests).toBe(1);
    now = 6001;
    expect(await read(url)).toEqual({ kind: 'published', manifest: published.manifest });
    expect(requests).toBe(2);
  });
});
