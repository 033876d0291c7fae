// `npm run test:e2e`: a deterministic test store (ODA_DB, else data/test.sqlite = demo scale, seed 1), a fresh
// production build, then `playwright test` (extra arguments are passed on, e.g. `-- --project=mobile`).
import path from 'node:path';
import { ensureBuild } from './lib/ensure-build';
import { ensureDataset } from './lib/ensure-dataset';
import { childEnv, nodeModulesBin, run } from './lib/run';

const E2E_STORE = path.join('data', 'test.sqlite');

async function main(): Promise<void> {
  const { file } = await ensureDataset({
    file: process.env.ODA_DB?.trim() || E2E_STORE,
    scale: 'demo',
    seed: 1,
  });
  await ensureBuild();
  await run(
    process.execPath,
    [nodeModulesBin('@playwright', 'test', 'cli.js'), 'test', ...process.argv.slice(2)],
    {
      env: childEnv({ ODA_DB: file }),
    },
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
