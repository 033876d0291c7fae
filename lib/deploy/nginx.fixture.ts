/**
 * A throwaway nginx for tests and the topology script: Debian's `nginx` binary (CI installs it, .ci/run) running
 * the committed configuration (deploy/nginx/, rendered by nginx-config.ts) in the foreground, with its pid, logs,
 * temporary files and cache under its own temporary directory, listening on a 127.0.0.1 port. It never reads the
 * system's /etc/nginx.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@/lib/cache/redis.fixture';
import { type NginxSite, renderNginxMain, renderNginxSite } from './nginx-config';

/** `NGINX` when set, else Debian's binary (in /usr/sbin, which a non-root PATH may lack), else `nginx` on PATH. */
export const nginxBinary = (): string =>
  process.env.NGINX?.trim() || (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

export const hasNginx = (): boolean => spawnSync(nginxBinary(), ['-v']).status === 0;

export interface NginxOptions {
  /** The instances behind it, `host:port` each. */
  readonly upstreams: readonly string[];
  /** The alerts writer (the subscription addresses); default the first instance, as one instance is its own. */
  readonly alertsUpstream?: string;
  /** Where it listens on 127.0.0.1; default a free port. */
  readonly port?: number;
  /** The rest of the site (server name, cache size), as renderNginxSite takes it. */
  readonly site?: Omit<NginxSite, 'listen' | 'upstreams' | 'alertsUpstream' | 'cacheDir'>;
  /** The repository, where deploy/nginx/ is (default the working directory). */
  readonly root?: string;
}

export interface TestNginx {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly port: number;
  /** Its directory: nginx.conf, tingdata.conf, error.log, cache/. */
  readonly dir: string;
  /** Its error log so far. */
  errorLog(): Promise<string>;
  /** Stops it (SIGQUIT: finishes the answers in flight) and deletes its directory. */
  stop(): Promise<void>;
}

/** Whether `port` answers an HTTP request (any status). */
const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/', method: 'HEAD', timeout: 1000 }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
    req.end();
  });

/** Starts nginx in front of `upstreams` and waits (up to 10 s) until it answers. */
export async function startNginx(options: NginxOptions): Promise<TestNginx> {
  const port = options.port ?? (await freePort());
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tingdata-nginx-'));
  const sitePath = path.join(dir, 'tingdata.conf');
  const confPath = path.join(dir, 'nginx.conf');
  await writeFile(
    sitePath,
    renderNginxSite(
      {
        ...options.site,
        listen: `127.0.0.1:${port}`,
        upstreams: options.upstreams,
        alertsUpstream: options.alertsUpstream ?? options.upstreams[0] ?? '',
        cacheDir: path.join(dir, 'cache'),
      },
      options.root,
    ),
  );
  await writeFile(
    confPath,
    renderNginxMain({ dir, site: sitePath, user: os.userInfo().username }, options.root),
  );
  const errorLog = () => readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '');
  const child: ChildProcess = spawn(
    nginxBinary(),
    ['-p', dir, '-c', confPath, '-e', path.join(dir, 'error.log')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100 && !(await answers(port)); i++) {
    if (child.exitCode !== null) {
      const log = `${stderr}${await errorLog()}`;
      await stop();
      throw new Error(`nginx exited with ${child.exitCode}: ${log.trim()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!(await answers(port))) {
    await stop();
    throw new Error(`nginx did not answer on 127.0.0.1:${port}`);
  }
  return { url: `http://127.0.0.1:${port}`, port, dir, errorLog, stop };
}
