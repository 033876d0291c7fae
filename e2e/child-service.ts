import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { APP_SERVER_ENV } from './servers';

const TSX = path.resolve('node_modules', 'tsx', 'dist', 'cli.mjs');

/** A child process serving HTTP on 127.0.0.1. */
export interface Service {
  readonly url: string;
  /** What the process has written to stderr so far (its last MiB). */
  stderr(): string;
  stop(): Promise<void>;
}

const KEPT_STDERR = 1 << 20;

/**
 * Runs `tsx <args>` with `env` in its own process group and waits until `url + probe` answers below 500. `stop`
 * ends the whole group (tsx runs the script in a child process, and `npm start` runs the sync in another).
 */
export function startChild(
  name: string,
  args: string[],
  env: Readonly<Record<string, string>>,
  url: string,
  probe: string,
): Promise<Service> {
  return startNode(name, [TSX, ...args], env, url, probe);
}

/**
 * The environment a child starts from: this process's, without what belongs to the app's own server
 * ({@link APP_SERVER_ENV}); snapshots off unless the spec asks for them.
 */
function childBaseEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of APP_SERVER_ENV) delete env[name];
  env.ODA_SNAPSHOT_DIR = 'off';
  return env;
}

/** Runs `node <args>` (a script and its arguments) as {@link startChild} runs tsx. */
export function startNode(
  name: string,
  args: string[],
  env: Readonly<Record<string, string>>,
  url: string,
  probe: string,
): Promise<Service> {
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { ...childBaseEnv(), NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-KEPT_STDERR);
  });
  const stderr = () => output;
  const errors = () => output.slice(-4000);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      signalGroup('SIGTERM');
      await exited;
    }
    signalGroup('SIGKILL');
  };
  process.once('exit', () => signalGroup('SIGKILL'));
  return (async () => {
    for (let i = 0; i < 300; i++) {
      if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}: ${errors()}`);
      try {
        if ((await fetch(`${url}${probe}`)).status < 500) return { url, stderr, stop };
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    await stop();
    throw new Error(`${name} did not come up on ${url}: ${errors()}`);
  })();
}
