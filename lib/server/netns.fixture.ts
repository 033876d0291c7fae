/**
 * A network namespace for tests that need a client that is not loopback (the server exempts loopback from rate
 * limits and honours `Cache-Control: no-cache` only from it): a veth pair, `10.231.<n>.1` on this side and
 * `10.231.<n>.2` inside, and a way to run node in there. Needs root and `ip` (iproute2); when either is missing it
 * throws, so the tests fail rather than skip — CI runs as root.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';

export interface TestNamespace {
  /** The address this side of the pair listens on. */
  readonly hostAddress: string;
  /** The address requests from inside come from. */
  readonly clientAddress: string;
  /**
   * Runs `script` with node inside the namespace and returns what it printed on stdout (JSON, parsed). Asynchronous:
   * the server under test runs in this process.
   */
  run<T>(script: string, timeoutMs?: number): Promise<T>;
  remove(): void;
}

const ip = (...args: string[]) => execFileSync('ip', args, { stdio: ['ignore', 'ignore', 'pipe'] });

export function createNamespace(): TestNamespace {
  if (spawnSync('ip', ['-V']).status !== 0)
    throw new Error(
      'The rate-limit tests need `ip` (iproute2: apt-get install -y iproute2) to make a network namespace',
    );
  if (process.getuid?.() !== 0)
    throw new Error('The rate-limit tests make a network namespace, which needs root');
  // Per process, so test runs side by side do not collide.
  const n = (process.pid % 200) + 20;
  const name = `tdrl${process.pid}`;
  const outside = `tdrl${process.pid}a`.slice(0, 15);
  const inside = `tdrl${process.pid}b`.slice(0, 15);
  const hostAddress = `10.231.${n}.1`;
  const clientAddress = `10.231.${n}.2`;
  const remove = () => {
    spawnSync('ip', ['netns', 'del', name]);
    spawnSync('ip', ['link', 'del', outside]);
  };
  remove();
  try {
    ip('netns', 'add', name);
    ip('link', 'add', outside, 'type', 'veth', 'peer', 'name', inside);
    ip('link', 'set', inside, 'netns', name);
    ip('addr', 'add', `${hostAddress}/30`, 'dev', outside);
    ip('link', 'set', outside, 'up');
    ip('netns', 'exec', name, 'ip', 'addr', 'add', `${clientAddress}/30`, 'dev', inside);
    ip('netns', 'exec', name, 'ip', 'link', 'set', inside, 'up');
    ip('netns', 'exec', name, 'ip', 'link', 'set', 'lo', 'up');
  } catch (error) {
    remove();
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`Could not make the test network namespace: ${stderr || String(error)}`);
  }
  return {
    hostAddress,
    clientAddress,
    run: <T>(script: string, timeoutMs = 30_000): Promise<T> =>
      new Promise<T>((resolve, reject) => {
        execFile(
          'ip',
          ['netns', 'exec', name, process.execPath, '-e', script],
          { encoding: 'utf8', timeout: timeoutMs },
          (error, stdout, stderr) => {
            if (error) reject(new Error(`node in the namespace failed: ${stderr || error.message}`));
            else resolve(JSON.parse(stdout) as T);
          },
        );
      }),
    remove,
  };
}
