/**
 * `npm run --silent nginx:site -- --upstream 127.0.0.1:3001 --upstream 127.0.0.1:3002
 * --alerts-upstream 127.0.0.1:3010 [--listen 80]
 * [--server-name tingdata.example.dk] [--cache-dir /var/cache/nginx/tingdata] [--snapshot-dir /var/lib/tingdata/snapshots]
 * [--access-log /var/log/nginx/tingdata.access.log]`: prints the nginx site (deploy/nginx/tingdata.conf, with
 * snapshots.conf when --snapshot-dir is given) filled in by lib/deploy/nginx-config.ts — the file to put in
 * /etc/nginx/conf.d/ (docs/deploy.md). The topology test renders the same template the same way.
 */
import { parseArgs } from 'node:util';
import { renderNginxSite } from '@/lib/deploy/nginx-config';

const USAGE =
  'Usage: npm run --silent nginx:site -- --upstream HOST:PORT [--upstream …] --alerts-upstream HOST:PORT [--listen 80] [--server-name NAME] [--cache-dir DIR] [--snapshot-dir DIR] [--access-log FILE]';

try {
  const { values } = parseArgs({
    options: {
      upstream: { type: 'string', multiple: true },
      'alerts-upstream': { type: 'string' },
      listen: { type: 'string', default: '80' },
      'server-name': { type: 'string' },
      'cache-dir': { type: 'string', default: '/var/cache/nginx/tingdata' },
      'snapshot-dir': { type: 'string' },
      'access-log': { type: 'string' },
    },
    strict: true,
  });
  process.stdout.write(
    renderNginxSite({
      listen: values.listen ?? '80',
      serverName: values['server-name'],
      upstreams: values.upstream ?? [],
      alertsUpstream: values['alerts-upstream'] ?? '',
      cacheDir: values['cache-dir'] ?? '/var/cache/nginx/tingdata',
      snapshotDir: values['snapshot-dir'],
      accessLog: values['access-log'],
    }),
  );
} catch (error) {
  console.error(`nginx:site: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}
