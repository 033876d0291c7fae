// `npm start`: without ODA_UPSTREAM, the demo store if missing; with it, the mirror kept by `npm run sync` running
// beside the server (unless ODA_SYNC=off: another process keeps the file). Then a production build if stale, and
// the production server (Next behind the page cache, lib/server/site-server.ts) on $PORT (default 3000). Once it
// serves, the demo store is published into ODA_SNAPSHOT_DIR in the background (scripts/snapshot.ts) unless it is
// there already; the mirror's snapshots are the sync's to publish (docs/snapshots.md).
import { resolveStorePath } from '@/lib/config/store-path';
import { upstreamConfigured } from '@/lib/config/upstream';
import { ensureBuild } from './lib/ensure-build';
import { ensureDataset } from './lib/ensure-dataset';
import { childEnv, nodeModulesBin, run } from './lib/run';
import { serveSite } from './lib/serve-site';
import { startSyncChild } from './lib/sync-child';

async function main(): Promise<void> {
  const port = Number(process.env.PORT?.trim() || '3000');
  if (upstreamConfigured()) {
    process.env.ODA_DB = resolveStorePath();
    if (process.env.ODA_SYNC?.trim().toLowerCase() !== 'off') startSyncChild();
  } else {
    const { file } = await ensureDataset();
    process.env.ODA_DB = file;
  }
  await ensureBuild();
  await serveSite(port);
  if (!upstreamConfigured())
    // A process of its own, so the server answers at full speed meanwhile; its failure is logged, never fatal.
    run(process.execPath, [nodeModulesBin('tsx', 'dist', 'cli.mjs'), 'scripts/snapshot.ts'], {
      env: childEnv(),
    }).catch(() => {});
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
