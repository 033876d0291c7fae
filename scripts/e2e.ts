// `npm run test:e2e`: a deterministic test store (ODA_DB, else data/test.sqlite = demo scale, seed 1), published as
// a snapshot into data/test-snapshots (ODA_SNAPSHOT_DIR for the servers, so /data offers real files), a fresh
// production build, then `playwright test` (extra arguments are passed on, e.g. `-- --project=mobile`). The servers
// run with e-mail alerts on (a real SMTP server on 127.0.0.1 for the run, SMTP_URL; a fresh ALERTS_DB), so every
// page's spec and axe see the follow form beside the feed links.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSmtpServer } from '@/lib/alerts/smtp-server.fixture';
import { ensurePublished } from '@/lib/snapshot/ensure-published';
import { latestSnapshot, MANIFEST_FILE, parseManifest, type SnapshotManifest } from '@/lib/snapshot/manifest';
import { ensureBuild } from './lib/ensure-build';
import { ensureDataset } from './lib/ensure-dataset';
import { childEnv, nodeModulesBin, run } from './lib/run';

const E2E_STORE = path.join('data', 'test.sqlite');
/** The test store's snapshots, published once per store (the manifest says when it is there already). */
const E2E_SNAPSHOTS = path.resolve('data', 'test-snapshots');

/**
 * The test store's snapshot directory holds the test store's snapshots only: one whose newest snapshot is not
 * synthetic (a mirror's, published there by a run before the specs' own servers were kept out of it:
 * e2e/servers.ts `APP_SERVER_ENV`) is cleared, so `/data` offers the test store again.
 */
function clearForeignSnapshots(dir: string): void {
  let manifest: SnapshotManifest;
  try {
    manifest = parseManifest(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8'));
  } catch {
    return;
  }
  if (latestSnapshot(manifest)?.store === 'synthetic') return;
  console.log(`[e2e] ${dir} held another store's snapshots: cleared`);
  rmSync(dir, { recursive: true, force: true });
}

async function main(): Promise<void> {
  const { file } = await ensureDataset({
    file: process.env.ODA_DB?.trim() || E2E_STORE,
    scale: 'demo',
    seed: 1,
  });
  clearForeignSnapshots(E2E_SNAPSHOTS);
  const published = await ensurePublished(file, E2E_SNAPSHOTS, { keep: 1, log: console.log });
  if (published) console.log(`[e2e] the test store published into ${E2E_SNAPSHOTS}`);
  await ensureBuild();
  const smtp = await startSmtpServer();
  const alertsDir = mkdtempSync(path.join(tmpdir(), 'e2e-alerts-'));
  try {
    await run(
      process.execPath,
      [nodeModulesBin('@playwright', 'test', 'cli.js'), 'test', ...process.argv.slice(2)],
      {
        env: childEnv({
          ODA_DB: file,
          ODA_SNAPSHOT_DIR: E2E_SNAPSHOTS,
          SMTP_URL: smtp.url,
          ALERTS_DB: path.join(alertsDir, 'alerts.sqlite'),
        }),
      },
    );
  } finally {
    await smtp.close();
    rmSync(alertsDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
