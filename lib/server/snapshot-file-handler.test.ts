import { createHash } from 'node:crypto';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedDir, sampleGeneration } from '@/lib/snapshot/published-dir.fixture';
import { createSnapshotFileHandler, isSnapshotFileRequest } from './snapshot-file-handler';

const published = publishedDir([sampleGeneration(5)]);
const file = published.manifest.snapshots[0]?.files[0];
if (!file) throw new Error('the fixture publishes a store file');
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer(createSnapshotFileHandler({ kind: 'local', dir: published.dir }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  published.remove();
});

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const url = () => `${base}/data/filer/${file.name}`;

describe('the production server’s snapshot files', () => {
  it('answer GET and HEAD with the size in Content-Length, which Next’s route would drop', async () => {
    const whole = await fetch(url());
    expect(whole.headers.get('content-length')).toBe(String(file.bytes));
    expect(sha256(Buffer.from(await whole.arrayBuffer()))).toBe(file.sha256);
    const head = await fetch(url(), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(file.bytes));
    const part = await fetch(url(), { headers: { range: 'bytes=-10' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-length')).toBe('10');
    expect(part.headers.get('content-range')).toBe(
      `bytes ${file.bytes - 10}-${file.bytes - 1}/${file.bytes}`,
    );
  });

  it('resume a download cut off mid-way: what came and the rest are the file', async () => {
    // The client hangs up after its first chunk; then asks for the rest, as `curl -C -` does.
    const first = await new Promise<Buffer>((resolve, reject) => {
      const request = get(url(), (res) => {
        res.once('data', (chunk: Buffer) => {
          request.destroy();
          resolve(chunk);
        });
      });
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    });
    expect(first.length).toBeLessThan(file.bytes);
    const rest = await fetch(url(), {
      headers: { range: `bytes=${first.length}-`, 'if-range': `"${file.sha256}"` },
    });
    expect(rest.status).toBe(206);
    expect(sha256(Buffer.concat([first, Buffer.from(await rest.arrayBuffer())]))).toBe(file.sha256);
  });

  it('answer 404 for a name no manifest lists, however it is spelled', async () => {
    for (const name of ['manifest.json', '..%2Fmanifest.json', '%E0%A4', 'g000005%2Ftingdata.sqlite.gz%00'])
      expect((await fetch(`${base}/data/filer/${name}`)).status, name).toBe(404);
  });

  it('are GET and HEAD below /data/filer/ only', () => {
    expect(isSnapshotFileRequest('GET', '/data/filer/g1/x.gz')).toBe(true);
    expect(isSnapshotFileRequest('HEAD', '/data/filer/g1/x.gz')).toBe(true);
    expect(isSnapshotFileRequest('POST', '/data/filer/g1/x.gz')).toBe(false);
    expect(isSnapshotFileRequest('GET', '/data')).toBe(false);
    expect(isSnapshotFileRequest('GET', '/data/filerx')).toBe(false);
  });
});
