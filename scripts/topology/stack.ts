/**
 * The deployment of docs/deploy.md on 127.0.0.1 ports, for the topology test: Redis, a stand-in for the ODA service
 * over a small synthetic store, the one sync writer, the one alerts writer beside it (over the writer's mirror,
 * mailing a real SMTP server on 127.0.0.1) and two readers started from deploy/systemd/'s units (their environment
 * files from deploy/env/, server paths placed in a temporary directory), and nginx with the site from deploy/nginx/.
 * Every process logs to a file in that directory; {@link Topology.report} prints their tails.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSmtpServer, type TestSmtpServer } from '@/lib/alerts/smtp-server.fixture';
import { freePort, startRedis, type TestRedis } from '@/lib/cache/redis.fixture';
import { startNginx, type TestNginx } from '@/lib/deploy/nginx.fixture';
import { MANIFEST_FILE } from '@/lib/snapshot/manifest';
import { logTail, type ProcessGroup, startProcessGroup } from './process-group';
import { type Layout, npmRunCommand, unitCommand } from './unit-command';
import { fetchText, waitFor } from './wait';

export interface TopologyOptions {
  /** nginx listens here; the readers, the stand-in and Redis on the next ports. */
  readonly basePort: number;
  /** The writer's `ODA_SYNC_INTERVAL`, `ODA_SNAPSHOT_INTERVAL`, and the readers' `ODA_SNAPSHOT_POLL` (seconds). */
  readonly syncInterval: number;
  readonly snapshotInterval: number;
  readonly snapshotPoll: number;
  /** The stand-in's latency per answer (ms), as the real service's ~100 ms. */
  readonly upstreamLatencyMs: number;
  /** The alerts writer's `ALERTS_POLL_S`: seconds between its looks for a changed mirror. */
  readonly alertsPoll: number;
}

export interface Reader {
  readonly port: number;
  readonly url: string;
  readonly group: ProcessGroup;
}

/** The alerts writer: the unit's instance (on a port of the OS's choosing) and the SMTP server it mails. */
export interface AlertsWriter {
  readonly port: number;
  readonly url: string;
  readonly group: ProcessGroup;
  readonly smtp: TestSmtpServer;
}

export interface Topology {
  readonly dir: string;
  /** The store the stand-in serves: write to it to change "the service". */
  readonly source: string;
  /** The writer's mirror and snapshot directory. */
  readonly mirror: string;
  readonly snapshotDir: string;
  readonly nginxUrl: string;
  readonly readers: readonly Reader[];
  readonly writer: ProcessGroup;
  readonly alerts: AlertsWriter;
  readonly redis: TestRedis;
  /** What the test changed in the units' environments, per unit. */
  readonly overrides: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The tails of every log, for a failure's report. */
  report(): Promise<string>;
  stop(): Promise<void>;
}

const REPO = process.cwd();
const unitFile = (name: string) => path.join(REPO, 'deploy', 'systemd', name);

/** The synthetic store the stand-in serves: the smallest scale, so the writer's first copy takes seconds. */
async function generateSource(file: string, logDir: string): Promise<void> {
  const group = startProcessGroup(
    'dataset',
    npmRunCommand(['dataset', '--', '--scale', 'tiny', '--seed', '1', '--out', file], REPO),
    path.join(logDir, 'dataset.log'),
  );
  await group.exited();
  if (group.exitCode !== 0) throw new Error(`npm run dataset failed:\n${logTail(group)}`);
}

/** Answers below 500 at `url`: the process listens. */
const answers = async (url: string) => (await fetchText(url, 5_000)).status < 500;

export async function startTopology(options: TopologyOptions): Promise<Topology> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tingdata-topology-'));
  const layout: Layout = {
    app: REPO,
    config: path.join(REPO, 'deploy', 'env'),
    state: path.join(dir, 'state'),
  };
  const logDir = path.join(dir, 'logs');
  mkdirSync(logDir, { recursive: true });
  mkdirSync(layout.state, { recursive: true });
  const port = (n: number) => options.basePort + n;
  const nginxUrl = `http://127.0.0.1:${port(0)}`;
  const readerPorts = [port(1), port(2)];
  const upstreamPort = port(3);
  const groups: ProcessGroup[] = [];
  let redis: TestRedis | null = null;
  let nginx: TestNginx | null = null;
  let smtp: TestSmtpServer | null = null;

  const report = async () =>
    [
      ...groups.map((g) => `=== ${g.name} (${g.logFile})\n${logTail(g)}`),
      `=== nginx error.log\n${(await nginx?.errorLog())?.split('\n').slice(-30).join('\n') ?? '(not started)'}`,
    ].join('\n');
  const stop = async () => {
    for (const g of [...groups].reverse()) await g.stop(5_000);
    await nginx?.stop();
    await smtp?.close();
    await redis?.stop();
    if (!process.env.TOPOLOGY_KEEP) rmSync(dir, { recursive: true, force: true });
  };

  try {
    const source = path.join(dir, 'source.sqlite');
    await generateSource(source, logDir);
    redis = await startRedis(port(4));

    const upstream = startProcessGroup(
      'ODA stand-in',
      npmRunCommand(
        [
          'oda:serve',
          '--',
          '--port',
          String(upstreamPort),
          '--db',
          source,
          '--latency',
          String(options.upstreamLatencyMs),
        ],
        REPO,
      ),
      path.join(logDir, 'oda-standin.log'),
    );
    groups.push(upstream);
    await waitFor('the ODA stand-in answers', () => answers(`http://127.0.0.1:${upstreamPort}/api/`), 60_000);

    const writerOverrides = {
      ODA_UPSTREAM: `http://127.0.0.1:${upstreamPort}/api`,
      ODA_SYNC_INTERVAL: String(options.syncInterval),
      ODA_SNAPSHOT_INTERVAL: String(options.snapshotInterval),
      // The stand-in serves ODA's OData only, not the transcripts' FTP area.
      ODA_REFERAT_UPSTREAM: 'off',
    };
    const writerCommand = unitCommand(unitFile('tingdata-writer.service'), null, layout, writerOverrides);
    const mirror = writerCommand.env.ODA_DB ?? '';
    const snapshotDir = writerCommand.env.ODA_SNAPSHOT_DIR ?? '';
    const writer = startProcessGroup('writer', writerCommand, path.join(logDir, 'writer.log'));
    groups.push(writer);
    await waitFor(
      'the writer publishes its first snapshot',
      () => {
        if (writer.pid === null) throw new Error(`the writer exited:\n${logTail(writer)}`);
        return existsSync(path.join(snapshotDir, MANIFEST_FILE));
      },
      180_000,
    );

    // The alerts writer beside the sync writer, over its mirror; its port and the SMTP server's are the OS's choice.
    smtp = await startSmtpServer();
    const alertsPort = await freePort();
    const alertsOverrides = {
      SMTP_URL: smtp.url,
      PORT: String(alertsPort),
      SITE_URL: nginxUrl,
      ALERTS_POLL_S: String(options.alertsPoll),
    };
    const alertsGroup = startProcessGroup(
      'alerts writer',
      unitCommand(unitFile('tingdata-alerts.service'), null, layout, alertsOverrides),
      path.join(logDir, 'alerts-writer.log'),
    );
    groups.push(alertsGroup);
    const alerts: AlertsWriter = {
      port: alertsPort,
      url: `http://127.0.0.1:${alertsPort}`,
      group: alertsGroup,
      smtp,
    };

    nginx = await startNginx({
      port: port(0),
      upstreams: readerPorts.map((p) => `127.0.0.1:${p}`),
      alertsUpstream: `127.0.0.1:${alertsPort}`,
      site: { snapshotDir },
    });
    await waitFor(
      'nginx serves the manifest',
      async () => (await fetchText(`${nginxUrl}/data/filer/${MANIFEST_FILE}`)).status === 200,
      30_000,
    );

    const readerOverrides = {
      ODA_SNAPSHOT_URL: `${nginxUrl}/data/filer/${MANIFEST_FILE}`,
      ODA_SNAPSHOT_POLL: String(options.snapshotPoll),
      SITE_URL: nginxUrl,
      REDIS_URL: redis.url,
    };
    const readers: Reader[] = readerPorts.map((p) => {
      const group = startProcessGroup(
        `reader ${p}`,
        unitCommand(unitFile('tingdata-reader@.service'), String(p), layout, readerOverrides),
        path.join(logDir, `reader-${p}.log`),
      );
      groups.push(group);
      return { port: p, url: `http://127.0.0.1:${p}`, group };
    });
    await Promise.all([...readers, alerts].map((r) => waitForReader(r)));

    return {
      dir,
      source,
      mirror,
      snapshotDir,
      nginxUrl,
      readers,
      writer,
      alerts,
      redis,
      overrides: {
        'tingdata-writer.service': writerOverrides,
        'tingdata-alerts.service': alertsOverrides,
        'tingdata-reader@.service': readerOverrides,
      },
      report,
      stop,
    };
  } catch (error) {
    console.error(await report());
    await stop();
    throw error;
  }
}

/** Waits until a reader (or the alerts writer) answers its front page with 200: it has a store and serves it. */
export async function waitForReader(
  reader: Pick<Reader, 'port' | 'url' | 'group'>,
  timeoutMs = 180_000,
): Promise<number> {
  const { seconds } = await waitFor(
    `${reader.group.name} serves its front page`,
    async () => {
      if (reader.group.pid === null) throw new Error(`it exited:\n${logTail(reader.group)}`);
      return (await fetchText(`${reader.url}/`)).status === 200;
    },
    timeoutMs,
    200,
  );
  return seconds;
}
