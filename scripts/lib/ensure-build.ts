import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { childEnv, NEXT_BIN, run } from './run';

/** What a production build depends on: source folders (walked) and root config files. */
const SOURCE_DIRS = ['app', 'components', 'lib'];
const SOURCE_FILES = [
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];
const IGNORED = /\.test\.tsx?$/;

/** The newest modification time (ms) of the files the build depends on; 0 when there are none. */
export function newestSourceMtime(root: string = process.cwd()): number {
  let newest = 0;
  const visit = (file: string) => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of readdirSync(file)) visit(path.join(file, entry));
    } else if (!IGNORED.test(file)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const entry of [...SOURCE_DIRS, ...SOURCE_FILES]) visit(path.join(root, entry));
  return newest;
}

/** Why a build is needed, or null when `<distDir>/BUILD_ID` (NEXT_DIST_DIR, default `.next`) is newer than every source file. */
export function staleBuildReason(root: string = process.cwd()): string | null {
  const buildId = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return 'no production build yet';
  return statSync(buildId).mtimeMs < newestSourceMtime(root) ? 'sources changed since the last build' : null;
}

/** Runs `next build` when the production build is missing or older than the sources. */
export async function ensureBuild(root: string = process.cwd()): Promise<void> {
  const reason = staleBuildReason(root);
  if (!reason) return;
  console.log(`[tingdata] Building the app (${reason}).`);
  await run(process.execPath, [NEXT_BIN, 'build'], { cwd: root, env: childEnv() });
}
