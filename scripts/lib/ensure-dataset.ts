import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { resolveStorePath } from '@/lib/store/store-path';
import { childEnv, npmCommand, run } from './run';

export interface EnsureDatasetOptions {
  /** The store file; defaults to `ODA_DB` or data/oda.sqlite (lib/store/store-path.ts). */
  readonly file?: string;
  readonly scale?: 'demo' | 'full';
  /** Generator seed; the generator's default when omitted. */
  readonly seed?: number;
}

/**
 * Makes sure a store file exists, generating synthetic data with `npm run dataset` (as a child process) when it
 * does not. An existing file is never touched, whatever it holds. Returns the file and whether it was built.
 */
export async function ensureDataset(
  options: EnsureDatasetOptions = {},
): Promise<{ file: string; built: boolean }> {
  const file = path.resolve(options.file ?? resolveStorePath());
  if (existsSync(file)) return { file, built: false };

  const scale = options.scale ?? 'demo';
  const args = ['--scale', scale, ...(options.seed === undefined ? [] : ['--seed', String(options.seed)])];
  console.log(
    `[tingdata] ${path.relative(process.cwd(), file) || file} is missing; generating ${scale} data.`,
  );
  mkdirSync(path.dirname(file), { recursive: true });
  const npm = npmCommand();
  await run(npm.command, [...npm.prefix, 'run', 'dataset', '--', ...args, '--out', file], {
    env: childEnv(),
  });
  if (!existsSync(file)) throw new Error(`npm run dataset finished but ${file} was not written`);
  return { file, built: true };
}
