import { type SpawnOptions, spawn } from 'node:child_process';
import path from 'node:path';

/** Runs a command with inherited stdio; resolves when it exits with 0, rejects otherwise. */
export function run(command: string, args: readonly string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${[command, ...args].join(' ')} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** How to invoke npm: the npm that runs this script when there is one (`npm_execpath`), else `npm` on PATH. */
export function npmCommand(): { command: string; prefix: string[] } {
  const execPath = process.env.npm_execpath;
  if (execPath?.endsWith('.js') || execPath?.endsWith('.cjs'))
    return { command: process.execPath, prefix: [execPath] };
  return { command: process.platform === 'win32' ? 'npm.cmd' : 'npm', prefix: [] };
}

/** A Node CLI shipped in node_modules (run with this Node, so no shell or .bin shim is needed). */
export function nodeModulesBin(...segments: string[]): string {
  return path.resolve(process.cwd(), 'node_modules', ...segments);
}

export const NEXT_BIN = nodeModulesBin('next', 'dist', 'bin', 'next');

/** Environment for child processes: the caller's, without Next's telemetry (CI has no internet). */
export function childEnv(extra: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv {
  return { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...extra };
}
