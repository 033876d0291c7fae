import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The nginx configuration committed in deploy/nginx/, filled in for one deployment: the site (tingdata.conf: the
 * cache, the upstream instances, the server) and, to run nginx on its own, the whole nginx.conf around it
 * (standalone.conf). The subscription addresses go to the one alerts writer, every other address to the instances.
 * Each template names its values as `{{name}}`; each is replaced by a value given here, and a template naming a value
 * not given — or given a value it never names — is an error, so template and code cannot drift apart.
 */

/** The repository's directory of nginx templates. */
export const NGINX_TEMPLATE_DIR = path.join('deploy', 'nginx');

export interface NginxSite {
  /** `listen`'s argument: `127.0.0.1:8080`, `80`, `[::]:80`. */
  readonly listen: string;
  /** `server_name`; `_` answers any host. */
  readonly serverName?: string;
  /** The instances, `host:port` each (a site server, lib/server/site-server.ts, with TRUST_PROXY=1). */
  readonly upstreams: readonly string[];
  /**
   * The one alerts writer, `host:port` (deploy/systemd/tingdata-alerts.service, `ALERTS=writer`): the subscription
   * addresses (`/varsler/…`, `/en/varsler/…`) go there, uncached.
   */
  readonly alertsUpstream: string;
  /** Where nginx keeps cached answers (a directory nginx may write). */
  readonly cacheDir: string;
  /** The cache's size on disk, MiB (default 1024). */
  readonly cacheMaxMb?: number;
  /** The shared memory for its keys, MiB (default 16: some 128,000 keys). */
  readonly cacheKeysMb?: number;
  /** The access log's path, or `off` (default). */
  readonly accessLog?: string;
  /**
   * The sync writer's snapshot directory (`ODA_SNAPSHOT_DIR`) when it is on this host: served at `/data/filer/`
   * (deploy/nginx/snapshots.conf). Without it, the site's own route serves them.
   */
  readonly snapshotDir?: string;
}

export interface NginxMain {
  /** The directory of nginx's pid file, error log and temporary files. */
  readonly dir: string;
  /** The rendered site file to include (renderNginxSite). */
  readonly site: string;
  /** The user the workers run as when nginx starts as root. */
  readonly user: string;
  readonly workerProcesses?: number;
}

/** A value put into a template: one line of text without `;`, `{`, `}` or quotes, so it cannot add a directive. */
function checked(name: string, value: string): string {
  if (value === '' || /[\n\r;{}"'#]/.test(value))
    throw new Error(`nginx template value ${name} is not a plain word or path: ${JSON.stringify(value)}`);
  return value;
}

/**
 * `template` with each `{{name}}` replaced by `values[name]`.
 * @throws Error naming a placeholder without a value, or a value without a placeholder.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  const used = new Set<string>();
  const filled = template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx template names {{${name}}}, which has no value`);
    used.add(name);
    return value;
  });
  const unused = Object.keys(values).filter((name) => !used.has(name));
  if (unused.length > 0) throw new Error(`nginx template never names ${unused.join(', ')}`);
  return filled;
}

const readTemplate = (root: string, file: string): string =>
  readFileSync(path.join(root, NGINX_TEMPLATE_DIR, file), 'utf8');

/** deploy/nginx/tingdata.conf for `site`; `root`: the repository (default the working directory). */
export function renderNginxSite(site: NginxSite, root = process.cwd()): string {
  if (site.upstreams.length === 0) throw new Error('nginx site needs at least one upstream instance');
  if (!site.alertsUpstream?.trim())
    throw new Error('nginx site needs the alerts writer (alertsUpstream) for the subscription addresses');
  return fillTemplate(readTemplate(root, 'tingdata.conf'), {
    listen: checked('listen', site.listen),
    server_name: checked('server_name', site.serverName ?? '_'),
    upstream_servers: site.upstreams
      .map((upstream) => `    server ${checked('upstream', upstream)} max_fails=1 fail_timeout=2s;`)
      .join('\n'),
    alerts_upstream: checked('alerts_upstream', site.alertsUpstream),
    cache_dir: checked('cache_dir', site.cacheDir),
    cache_max_mb: String(site.cacheMaxMb ?? 1024),
    cache_keys_mb: String(site.cacheKeysMb ?? 16),
    access_log: checked('access_log', site.accessLog ?? 'off'),
    snapshot_locations: site.snapshotDir
      ? fillTemplate(readTemplate(root, 'snapshots.conf'), {
          snapshot_dir: checked('snapshot_dir', site.snapshotDir),
        })
      : '    # No snapshot directory on this host: the instances serve /data/filer/ themselves.',
  });
}

/** deploy/nginx/standalone.conf for `main`. */
export function renderNginxMain(main: NginxMain, root = process.cwd()): string {
  return fillTemplate(readTemplate(root, 'standalone.conf'), {
    dir: checked('dir', main.dir),
    site: checked('site', main.site),
    user: checked('user', main.user),
    worker_processes: String(main.workerProcesses ?? 1),
  });
}
