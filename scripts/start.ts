// `npm start`: demo store if missing, production build if stale, then `next start -p $PORT` (default 3000).
import { spawn } from 'node:child_process';
import { ensureBuild } from './lib/ensure-build';
import { ensureDataset } from './lib/ensure-dataset';
import { childEnv, NEXT_BIN } from './lib/run';

const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

async function main(): Promise<void> {
  const port = process.env.PORT?.trim() || '3000';
  const { file } = await ensureDataset();
  await ensureBuild();

  console.log(`[tingdata] Serving ${file} on http://localhost:${port}`);
  const server = spawn(process.execPath, [NEXT_BIN, 'start', '-p', port], {
    stdio: 'inherit',
    env: childEnv({ ODA_DB: file }),
  });
  for (const signal of FORWARDED_SIGNALS) {
    process.on(signal, () => {
      if (server.exitCode === null) server.kill(signal);
    });
  }
  server.on('error', (error) => {
    console.error(error.message);
    process.exit(1);
  });
  server.on('exit', (code, signal) => {
    process.exit(code ?? (signal ? 128 + signalNumber(signal) : 1));
  });
}

function signalNumber(signal: NodeJS.Signals): number {
  return { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 }[signal as string] ?? 0;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
