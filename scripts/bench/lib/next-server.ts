import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * `next start -p <port>` on the existing production build (NEXT_DIST_DIR, default `.next`) against the store
 * `db`, for the page benchmarks: they measure Next's own render, so not the page-cached production server. Exits
 * with a hint when there is no build.
 */
export function startNextServer(db: string, port: string | number): ChildProcess {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
    console.error(
      `No production build in ${distDir}. Build one first: NEXT_DIST_DIR=${distDir} npm run build`,
    );
    process.exit(2);
  }
  return spawn(
    process.execPath,
    [path.resolve('node_modules/next/dist/bin/next'), 'start', '-p', String(port)],
    {
      stdio: 'ignore',
      env: { ...process.env, ODA_DB: db, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    },
  );
}
