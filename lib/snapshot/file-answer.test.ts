import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { SnapshotSource } from '@/lib/config/snapshot-source';
import { answerPublishedFile, PUBLISHED_FILE_CACHE_CONTROL } from './file-answer';
import { forgetPublished } from './published';
import { publishedDir, sampleGeneration } from './published-dir.fixture';

const published = publishedDir([sampleGeneration(2), sampleGeneration(1)]);
const source: SnapshotSource = { kind: 'local', dir: published.dir };
const [newest, older] = published.manifest.snapshots;
const storeFile = newest?.files[0];
const olderFile = older?.files[1];
if (!storeFile || !olderFile) throw new Error('the fixture publishes files');
const bytes = published.served.get(storeFile.name) ?? Buffer.alloc(0);

afterAll(() => published.remove());
beforeEach(() => forgetPublished());

/** Asks for a published file as a client would. */
function ask(name: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Response> {
  return answerPublishedFile(new Request(`http://x/data/filer/${name}`, { method, headers }), name, source);
}

const body = async (response: Response) => Buffer.from(await response.arrayBuffer());

/** Bytes by their checksum: comparing 200 KB element by element is slow, and a mismatch unreadable. */
const sha256 = (data: Buffer | undefined) =>
  createHash('sha256')
    .update(data ?? Buffer.alloc(0))
    .digest('hex');

describe('a published file', () => {
  it('is the whole file with its checksum as ETag, a name, ranges offered and kept for a year', async () => {
    const response = await ask(storeFile.name);
    expect(response.status).toBe(200);
    expect(sha256(await body(response))).toBe(storeFile.sha256);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'accept-ranges': 'bytes',
      etag: `"${storeFile.sha256}"`,
      'cache-control': PUBLISHED_FILE_CACHE_CONTROL,
      'content-type': 'application/gzip',
      'content-disposition': 'attachment; filename="tingdata.sqlite.gz"',
      'content-length': String(storeFile.bytes),
    });
  });

  it('is served for an older generation the manifest still lists', async () => {
    const response = await ask(olderFile.name);
    expect(response.status).toBe(200);
    expect(sha256(await body(response))).toBe(olderFile.sha256);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=1000-', 1000, storeFile.bytes - 1],
    ['bytes=-500', storeFile.bytes - 500, storeFile.bytes - 1],
    [`bytes=10-${storeFile.bytes + 5000}`, 10, storeFile.bytes - 1],
  ])('answers Range %s with 206 and those bytes', async (range, start, end) => {
    const response = await ask(storeFile.name, { range });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/${storeFile.bytes}`);
    expect(response.headers.get('content-length')).toBe(String(end - start + 1));
    expect(sha256(await body(response))).toBe(sha256(bytes.subarray(start, end + 1)));
  });

  it('answers a range past the end with 416 and the size', async () => {
    const response = await ask(storeFile.name, { range: `bytes=${storeFile.bytes}-` });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${storeFile.bytes}`);
    expect(await body(response)).toHaveLength(0);
  });

  it('resumes a broken download: the first part and the rest are the file', async () => {
    // The connection breaks after the first chunk: the client stops reading and keeps what it has.
    const reader = (await ask(storeFile.name)).body?.getReader();
    const chunk = await reader?.read();
    await reader?.cancel();
    const first = Buffer.from(chunk?.value ?? []);
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThan(storeFile.bytes);
    const rest = await ask(storeFile.name, {
      range: `bytes=${first.length}-`,
      'if-range': `"${storeFile.sha256}"`,
    });
    expect(rest.status).toBe(206);
    const whole = Buffer.concat([first, await body(rest)]);
    expect(sha256(whole)).toBe(storeFile.sha256);
  });

  it('sends the whole file when If-Range names another version', async () => {
    const response = await ask(storeFile.name, { range: 'bytes=0-9', 'if-range': '"0000"' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBeNull();
    expect(sha256(await body(response))).toBe(storeFile.sha256);
  });

  it('honours If-Range by the file’s date', async () => {
    const modified = (await ask(storeFile.name, {}, 'HEAD')).headers.get('last-modified') ?? '';
    const response = await ask(storeFile.name, { range: 'bytes=0-9', 'if-range': modified });
    expect(response.status).toBe(206);
  });

  it('answers HEAD with the headers and no body', async () => {
    const whole = await ask(storeFile.name, {}, 'HEAD');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe(String(storeFile.bytes));
    expect(await body(whole)).toHaveLength(0);
    const part = await ask(storeFile.name, { range: 'bytes=0-9' }, 'HEAD');
    expect(part.status).toBe(206);
    expect(part.headers.get('content-length')).toBe('10');
  });

  it('answers 304 to a client that has it', async () => {
    const response = await ask(storeFile.name, { 'if-none-match': `"${storeFile.sha256}"` });
    expect(response.status).toBe(304);
    expect(await body(response)).toHaveLength(0);
  });
});

describe('a name the manifest does not list', () => {
  it.each([
    'manifest.json',
    'g000002',
    'g000002/csv',
    '../etc/passwd',
    'g000002/../g000002/tingdata.sqlite.gz',
    'g000009/tingdata.sqlite.gz',
  ])('%s is 404', async (name) => {
    const response = await ask(name);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('is 404 on a reader instance, whose files are elsewhere', async () => {
    const remote: SnapshotSource = { kind: 'remote', manifestUrl: 'http://127.0.0.1:9/manifest.json' };
    const response = await answerPublishedFile(new Request('http://x/'), storeFile.name, remote);
    expect(response.status).toBe(404);
  });

  it('is 404 when no manifest has been published', async () => {
    const empty: SnapshotSource = { kind: 'local', dir: path.join(published.dir, 'nothing-here') };
    expect((await answerPublishedFile(new Request('http://x/'), storeFile.name, empty)).status).toBe(404);
  });
});

describe('a listed file whose bytes on disk are not the manifest’s', () => {
  it('is 404, never served with the wrong size', async () => {
    const file = newest?.files[1];
    if (!file) throw new Error('the fixture publishes CSV files');
    writeFileSync(path.join(published.dir, file.name), Buffer.from('cut'));
    expect((await ask(file.name)).status).toBe(404);
  });
});
