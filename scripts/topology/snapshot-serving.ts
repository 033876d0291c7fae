import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { latestSnapshot, MANIFEST_FILE, parseManifest, sqliteFileOf } from '@/lib/snapshot/manifest';

/**
 * nginx serves the writer's snapshot directory as docs/deploy.md says: the manifest revalidated (`no-cache`, a 304
 * for its `ETag`), a store file by `Range` (206, so a broken download resumes), and the publisher's dot files not
 * at all. Returns the store file's size, for the figures.
 */
export async function checkSnapshotServing(nginxUrl: string, snapshotDir: string): Promise<number> {
  const base = `${nginxUrl}/data/filer/`;
  const manifest = await fetch(`${base}${MANIFEST_FILE}`);
  assert.equal(manifest.status, 200, 'nginx serves the manifest');
  assert.equal(manifest.headers.get('cache-control'), 'no-cache', 'the manifest is revalidated at each use');
  const etag = manifest.headers.get('etag');
  assert.ok(etag, 'the manifest has an ETag');
  const entry = latestSnapshot(parseManifest(await manifest.text()));
  assert.ok(entry, 'the manifest lists a snapshot');
  const again = await fetch(`${base}${MANIFEST_FILE}`, { headers: { 'if-none-match': etag } });
  await again.arrayBuffer();
  assert.equal(again.status, 304, 'an unchanged manifest costs a 304');

  const file = sqliteFileOf(entry);
  const part = await fetch(`${base}${file.name}`, { headers: { range: 'bytes=100-199' } });
  const bytes = await part.arrayBuffer();
  assert.equal(part.status, 206, 'a store file answers a Range request');
  assert.equal(part.headers.get('content-range'), `bytes 100-199/${file.bytes}`);
  assert.equal(bytes.byteLength, 100);
  assert.equal(part.headers.get('content-encoding'), null, 'served as it is, never unpacked by a browser');

  // Like the publisher's lock and unfinished files (.publish-lock, .tmp-*).
  const dotFile = path.join(snapshotDir, '.topology-probe');
  writeFileSync(dotFile, 'not for the public');
  try {
    const hidden = await fetch(`${base}.topology-probe`);
    await hidden.arrayBuffer();
    assert.equal(hidden.status, 404, 'a dot file in the directory is not served');
  } finally {
    rmSync(dotFile, { force: true });
  }
  return file.bytes;
}
