// `npm start`: in store mode the demo store if missing; a production build if stale; then the production server
// (Next behind the page cache, lib/server/site-server.ts) on $PORT (default 3000). In live mode (ODA_UPSTREAM set)
// no store is built: the pages read the live service.
import { ensureBuild } from './lib/ensure-build';
import { ensureDataset } from './lib/ensure-dataset';
import { serveSite } from './lib/serve-site';

async function main(): Promise<void> {
  const port = Number(process.env.PORT?.trim() || '3000');
  if (!process.env.ODA_UPSTREAM?.trim()) {
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
