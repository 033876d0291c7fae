// `npm start`: without ODA_UPSTREAM, the demo store if missing; with it, the mirror kept by `npm run sync` running
// beside the server (unless ODA_SYNC=off: another process keeps the file). Then a production build if stale, and
// the production server (Next behind the page cache, lib/server/site-server.ts) on $PORT (default 3000).
import { resolveStorePath } from '@/lib/config/store-path';
import { upstreamConfigured } from '@/lib/config/upstream';
import { ensureBuild } from './lib/ensure-build';
import { ensureDataset } from './lib/ensure-dataset';
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
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
