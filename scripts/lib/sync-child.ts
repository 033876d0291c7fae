import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { childEnv, nodeModulesBin } from './run';

/** `scripts/sync.ts` exit codes that mean "do not start me again": bad usage, or the file is not mine to write. */
export const SYNC_EXIT_USAGE = 2;
export const SYNC_EXIT_REFUSED = 3;

/** After a sync process fails, the next one starts this much later. */
const RESTART_AFTER_MS = 30_000;

export interface SyncChild {
  stop(): void;
}

/**
 * Runs `npm run sync` (its loop, every `ODA_SYNC_INTERVAL` seconds or 300) beside the web server, its output
 * prefixed `[sync]`, and starts it again when it fails — but not when it refuses (another sync already keeps the
 * file, or the file is not a mirror): then this instance only reads.
 */
export function startSyncChild(log: (line: string) => void = console.log): SyncChild {
  let child: ChildProcess | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const interval = process.env.ODA_SYNC_INTERVAL?.trim();
  const launch = () => {
    const args = [
      nodeModulesBin('tsx', 'dist', 'cli.mjs'),
      'scripts/sync.ts',
      ...(interval ? ['--interval', interval] : []),
    ];
    const proc = spawn(process.execPath, args, { env: childEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    for (const stream of [proc.stdout, proc.stderr])
      if (stream) createInterface({ input: stream }).on('line', (line) => log(`[sync] ${line}`));
    proc.on('exit', (code, signal) => {
      child = null;
      if (stopped) return;
      if (code === SYNC_EXIT_USAGE || code === SYNC_EXIT_REFUSED) {
        log('[sync] not restarted: this instance only reads the mirror');
        return;
      }
      log(
        `[sync] stopped (${signal ?? `exit code ${code}`}); starting again in ${RESTART_AFTER_MS / 1000} s`,
      );
      timer = setTimeout(launch, RESTART_AFTER_MS);
    });
  };
  launch();
  const stop = () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    child?.kill('SIGTERM');
  };
  process.once('exit', stop);
  return { stop };
}
