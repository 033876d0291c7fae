/**
 * `npm run test:topology`: the deployment of docs/deploy.md on 127.0.0.1 — nginx (Debian's) in front, two readers,
 * the sync writer over a stand-in ODA, Redis — with faults injected under load (scripts/topology/scenario.ts).
 * Prints the figures; exits 1 with every process's log tail when an assertion fails. Needs nginx and redis-server
 * (it fails without them: .ci/run installs both) and a production build (made here when stale).
 * Ports: TOPOLOGY_PORT (default 3260) and the four after it; the alerts writer and the SMTP server on free ports. TOPOLOGY_KEEP=1 keeps the temporary directory.
 */
import { hasRedisServer } from '@/lib/cache/redis.fixture';
import { hasNginx } from '@/lib/deploy/nginx.fixture';
import { ensureBuild } from './lib/ensure-build';
import { formatFigures } from './topology/figures';
import { runScenario } from './topology/scenario';
import { startTopology, type TopologyOptions } from './topology/stack';

const options: TopologyOptions = {
  basePort: Number(process.env.TOPOLOGY_PORT?.trim() || '3260'),
  syncInterval: 5,
  snapshotInterval: 5,
  snapshotPoll: 2,
  upstreamLatencyMs: 20,
  alertsPoll: 2,
};

async function main(): Promise<void> {
  const missing = [hasNginx() ? null : 'nginx', hasRedisServer() ? null : 'redis-server'].filter(Boolean);
  if (missing.length)
    throw new Error(
      `the topology test needs ${missing.join(' and ')} (apt-get install -y ${missing.join(' ')})`,
    );
  await ensureBuild();
  const started = performance.now();
  const topology = await startTopology(options);
  console.log(
    `topology up in ${((performance.now() - started) / 1000).toFixed(1)} s: nginx ${topology.nginxUrl} → readers ${topology.readers.map((r) => r.port).join(', ')}, alerts writer ${topology.alerts.port}; writer; SMTP ${topology.alerts.smtp.url}; Redis ${topology.redis.url}; logs in ${topology.dir}`,
  );
  for (const [unit, overrides] of Object.entries(topology.overrides))
    console.log(
      `  ${unit}, changed for the test: ${Object.entries(overrides)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')}`,
    );
  try {
    const figures = await runScenario(topology, options);
    console.log(formatFigures(figures, options, (performance.now() - started) / 1000));
  } catch (error) {
    console.error(await topology.report());
    throw error;
  } finally {
    await topology.stop();
  }
}

main().catch((error: unknown) => {
  console.error(
    `topology test failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
});
