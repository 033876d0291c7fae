/**
 * The topology test's scenario (docs/deploy.md, "What happens on each fault"): with everything up and warm, a load
 * run through nginx while (a) one reader is killed with SIGKILL and started again from the snapshot, (b) the writer
 * is killed with SIGKILL in the middle of a cycle and started again, (c) a new vote appears upstream. Asserts no
 * failed request for cached pages, at most {@link UNCACHED_FAILURES_ALLOWED} uncached ones failed by the fault while
 * the reader is down and none otherwise (an instance's 503 for a read past its deadline is reported, not failed), the new vote on both readers' pages and through nginx within one sync interval plus
 * one snapshot interval plus the readers' poll interval (plus {@link SNAPSHOT_WORK_ALLOWANCE_S} for making,
 * fetching and opening the snapshot), and nothing lost: the mirror and the newest snapshot hold exactly the
 * stand-in's rows. Before (c), a reader follows by e-mail through nginx the politician who votes in (c)'s vote, and
 * confirms; (c) must bring the alert mail within the sync's and the alerts writer's poll intervals plus
 * {@link SNAPSHOT_WORK_ALLOWANCE_S} (scripts/topology/alerts-phase.ts). (c) runs before (b): a reader switches snapshots at most once a minute (it deletes the file it
 * replaced first, lib/snapshot/snapshot-reader.ts), and (b) publishes a generation of its own.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { Redis } from 'ioredis';
import { countStaged } from '@/lib/store/mirror-stage';
import { readRunningCycle } from '@/lib/store/mirror-state';
import { openStore } from '@/lib/store/open-store';
import { addVoteUpstream, restampUpstream } from '@/lib/sync/upstream-changes.fixture';
import { alertMailOf, type ConfirmedFollow, followAndConfirm } from './alerts-phase';
import { differences, generationOf, publishedGeneration, rowTotal, unpackNewestSnapshot } from './copies';
import { type LoadRun, type RequestKind, startLoad, type Tally } from './load';
import { lastLogLine, logTail } from './process-group';
import { checkSnapshotServing } from './snapshot-serving';
import { type Topology, type TopologyOptions, waitForReader } from './stack';
import { fetchText, waitFor } from './wait';

/**
 * Uncached requests allowed to fail for the fault while a reader is down (no answer, 502, 504): those whose answer
 * had begun when it died, which nginx cannot send elsewhere, and a margin.
 */
export const UNCACHED_FAILURES_ALLOWED = 20;
/** Seconds allowed beyond the intervals for the writer to make the snapshot and a reader to fetch and open it. */
export const SNAPSHOT_WORK_ALLOWANCE_S = 30;
/** Ballot rows re-stamped upstream before the writer is killed, so its next cycle pages long enough to be caught. */
const RESTAMPED_BALLOTS = 3000;

export interface Figures {
  readonly phases: readonly { name: string; seconds: number; kinds: Record<string, Tally> }[];
  readonly readerBackSeconds: number;
  /** The restarted reader's own line about the snapshot it serves. */
  readonly readerServes: string | null;
  readonly writerKilledWithStaged: number;
  readonly writerCaughtUpSeconds: number;
  readonly vote: {
    readonly id: number;
    readonly seconds: Readonly<Record<string, number>>;
    readonly bothReadersSeconds: number;
    readonly boundSeconds: number;
  };
  /** The follow through nginx, and the alert mail of (c)'s vote: seconds from the vote upstream, and its bound. */
  readonly alerts: ConfirmedFollow & { readonly alertMailSeconds: number; readonly boundSeconds: number };
  readonly rows: { readonly total: number; readonly generation: number | null };
  /** Connections to the shared Redis from the readers, when all was up. */
  readonly redisClients: number;
  /** The first snapshot's store file as served (gzip), bytes. */
  readonly snapshotBytes: number;
}

/** The same few pages (nginx keeps them) and requests nginx cannot have kept: a new search and a new /api read each time. */
async function requestKinds(t: Topology): Promise<{ cached: string[]; kinds: RequestKind[] }> {
  const list = await fetchText(`${t.nginxUrl}/afstemninger`);
  assert.equal(list.status, 200, 'the vote list answers through nginx');
  const vote = /href="(\/afstemning\/\d+)"/.exec(list.text)?.[1];
  assert.ok(vote, 'the vote list links a vote');
  const cached = ['/', '/afstemninger', vote];
  let n = 0;
  const kinds: RequestKind[] = [
    ...cached.map((p) => ({ name: 'cached page', next: () => p })),
    { name: 'uncached search', next: () => `/soeg?q=forslag+${++n}` },
    { name: 'uncached /api', next: () => `/api/Stemme?$top=5&$skip=${++n}` },
  ];
  return { cached, kinds };
}

/**
 * Asks for a page through nginx until nginx answers it from its cache: a reader answers a page it has rendered
 * before as a copy a shared cache may keep (lib/server/page-cache.ts), so it takes a request or two per reader.
 */
async function warm(url: string): Promise<void> {
  await waitFor(
    `nginx keeps ${url} in its cache`,
    async () => {
      const res = await fetch(url);
      await res.arrayBuffer();
      return res.headers.get('x-cache-status') === 'HIT';
    },
    60_000,
    200,
  );
}

/** How many connections Redis has from others than this one: the readers' rate limiters share it. */
async function redisClients(url: string): Promise<number> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const list = String(await redis.call('CLIENT', 'LIST'));
    return list.split('\n').filter((line) => line.trim() !== '').length - 1;
  } finally {
    redis.disconnect();
  }
}

/** Runs `fault` as phase `name` of the load run (its seconds logged); returns what `fault` returns. */
async function phase<T>(load: LoadRun, log: PhaseLog, name: string, fault: () => Promise<T>): Promise<T> {
  load.setPhase(name);
  const started = performance.now();
  const result = await fault();
  log.push({ name, seconds: (performance.now() - started) / 1000 });
  return result;
}
type PhaseLog = { name: string; seconds: number }[];

/** Waits until the writer is in the middle of a cycle with rows staged, then kills it; returns what was staged. */
async function killWriterMidCycle(t: Topology): Promise<number> {
  const db = openStore(t.mirror);
  try {
    const { value } = await waitFor(
      'the writer is in a cycle with rows staged',
      () => {
        if (!readRunningCycle(db)) return null;
        const staged = countStaged(db);
        return staged > 0 ? staged : null;
      },
      120_000,
      20,
    );
    await t.writer.kill();
    return value;
  } finally {
    db.close();
  }
}

export async function runScenario(t: Topology, options: TopologyOptions): Promise<Figures> {
  const snapshotBytes = await checkSnapshotServing(t.nginxUrl, t.snapshotDir);
  const sharedRedis = await redisClients(t.redis.url);
  assert.ok(
    sharedRedis >= t.readers.length,
    `each reader is connected to Redis (${sharedRedis} connections)`,
  );
  const { cached, kinds } = await requestKinds(t);
  for (const p of cached) await warm(`${t.nginxUrl}${p}`);

  const load = startLoad({ baseUrl: t.nginxUrl, kinds, clients: 4, pauseMs: 50, timeoutMs: 15_000 });
  const phases: PhaseLog = [];
  const reader = t.readers[0];
  assert.ok(reader);
  try {
    await phase(load, phases, 'steady', () => new Promise((r) => setTimeout(r, 5_000)));

    // (a) A reader dies; systemd (here: the test) starts it again, and it serves from the snapshot.
    const readerBackSeconds = await phase(load, phases, '(a) reader killed', async () => {
      await reader.group.kill();
      reader.group.restart();
      return waitForReader(reader);
    });
    // What the restarted reader says it serves (lib/snapshot/snapshot-reader.ts logs it once it is ready).
    const readerServes = lastLogLine(reader.group, /\[snapshot\] serving generation/);

    // A reader follows the politician who votes next, through nginx, and confirms by the mail's link.
    const follow = await phase(load, phases, 'alerts: follow', () => followAndConfirm(t));

    // (c) A vote appears upstream: on both readers' pages, and through nginx, within the bound; the follow's alert
    // mail within the sync's and the alerts writer's intervals (it reads the writer's mirror, not a snapshot).
    let alertMailSeconds = 0;
    const alertBoundSeconds = options.syncInterval + options.alertsPoll + SNAPSHOT_WORK_ALLOWANCE_S;
    const vote = await phase(load, phases, '(c) new vote', async (): Promise<Figures['vote']> => {
      const added = addVoteUpstream(t.source);
      const upstreamAt = performance.now();
      const alertMail = alertMailOf(t, follow, added.id, alertBoundSeconds * 1000).then(() => {
        alertMailSeconds = (performance.now() - upstreamAt) / 1000;
      });
      const boundSeconds =
        options.syncInterval + options.snapshotInterval + options.snapshotPoll + SNAPSHOT_WORK_ALLOWANCE_S;
      const servesVote = (base: string) =>
        waitFor(
          `${base} serves the new vote`,
          async () => (await fetchText(`${base}/afstemning/${added.id}`)).status === 200,
          boundSeconds * 1000,
          200,
        ).then((r) => r.seconds);
      // Asked at once from the moment the vote is upstream: each reader directly, and nginx as a visitor would.
      const [[viaNginx, ...direct]] = await Promise.all([
        Promise.all([t.nginxUrl, ...t.readers.map((r) => r.url)].map(servesVote)),
        alertMail,
      ]);
      const page = await fetchText(`${t.nginxUrl}/afstemning/${added.id}`);
      assert.match(
        page.text,
        new RegExp(`\\b${added.forCount}\\b`),
        'the vote page shows its count of for votes',
      );
      return {
        id: added.id,
        seconds: Object.fromEntries([
          ...t.readers.map((r, i) => [`reader ${r.port}`, direct[i] ?? 0]),
          ['nginx', viaNginx ?? 0],
        ]),
        bothReadersSeconds: Math.max(...direct),
        boundSeconds,
      };
    });

    // (b) The writer dies in the middle of a cycle that has rows staged, and is started again.
    const writer = await phase(load, phases, '(b) writer killed', async () => {
      restampUpstream(t.source, 'Stemme', RESTAMPED_BALLOTS);
      const staged = await killWriterMidCycle(t);
      t.writer.restart();
      const { seconds } = await waitFor(
        'the restarted writer holds exactly the stand-in’s rows',
        () => Object.keys(differences(t.source, t.mirror)).length === 0,
        (4 * options.syncInterval + 60) * 1000,
        500,
      );
      return { staged, seconds };
    });

    await phase(load, phases, 'after', () => new Promise((r) => setTimeout(r, 3_000)));
    await load.stop();

    // Nothing lost: the mirror and the newest snapshot equal the stand-in, set by set.
    assert.deepEqual(differences(t.source, t.mirror), {}, 'the mirror holds exactly the stand-in’s rows');
    const generation = generationOf(t.mirror);
    await waitFor(
      'the writer publishes the mirror’s generation',
      () => publishedGeneration(t.snapshotDir) === generation,
      (options.snapshotInterval + options.syncInterval + SNAPSHOT_WORK_ALLOWANCE_S) * 1000,
      500,
    );
    const unpacked = path.join(t.dir, 'newest-snapshot.sqlite');
    await unpackNewestSnapshot(t.snapshotDir, unpacked);
    assert.deepEqual(
      differences(t.source, unpacked),
      {},
      'the newest snapshot holds exactly the stand-in’s rows',
    );

    const figures: Figures = {
      phases: phases.map((p) => ({
        ...p,
        kinds: Object.fromEntries(load.tallies.get(p.name) ?? new Map()),
      })),
      readerBackSeconds,
      readerServes,
      writerKilledWithStaged: writer.staged,
      writerCaughtUpSeconds: writer.seconds,
      vote,
      alerts: { ...follow, alertMailSeconds, boundSeconds: alertBoundSeconds },
      rows: { total: rowTotal(t.source), generation },
      redisClients: sharedRedis,
      snapshotBytes,
    };
    assertLoad(figures);
    return figures;
  } catch (error) {
    await load.stop();
    if (t.writer.pid === null) console.error(logTail(t.writer));
    throw error;
  }
}

/**
 * No cached page failed in any phase. Uncached requests failed for the fault — no answer, a 502 or 504 from nginx —
 * only while the reader was down, and at most {@link UNCACHED_FAILURES_ALLOWED} times. A 503 is an instance's own
 * answer to a read past its deadline (lib/config/query-pool.ts) on a busy machine, not a fault of the topology: those
 * are reported, not failed.
 */
function assertLoad(figures: Figures): void {
  for (const p of figures.phases) {
    const pageFailures = p.kinds['cached page']?.failed ?? 0;
    assert.equal(
      pageFailures,
      0,
      `no cached page fails (${p.name}): ${JSON.stringify(p.kinds['cached page'])}`,
    );
    const faults = Object.entries(p.kinds)
      .filter(([kind]) => kind.startsWith('uncached'))
      .flatMap(([, t]) => Object.entries(t.byReason))
      .filter(([reason]) => reason !== '503')
      .reduce((n, [, count]) => n + count, 0);
    const allowed = p.name === '(a) reader killed' ? UNCACHED_FAILURES_ALLOWED : 0;
    assert.ok(
      faults <= allowed,
      `${faults} uncached requests failed other than by a 503 (${p.name}); at most ${allowed} allowed`,
    );
  }
}
