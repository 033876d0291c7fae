import type { Tally } from './load';
import { type Figures, SNAPSHOT_WORK_ALLOWANCE_S } from './scenario';
import type { TopologyOptions } from './stack';

const s = (seconds: number) => `${seconds.toFixed(1)} s`;
const reasons = (t: Tally) =>
  Object.entries(t.byReason)
    .map(([reason, n]) => `${reason}×${n}`)
    .join(' ') || '-';

/** The topology test's figures as printed: the load per phase and kind, then each fault's timings. */
export function formatFigures(figures: Figures, options: TopologyOptions, wallSeconds: number): string {
  const lines: string[] = [];
  lines.push(
    `intervals: sync ${options.syncInterval} s, snapshot ${options.snapshotInterval} s, readers' manifest poll ${options.snapshotPoll} s; stand-in latency ${options.upstreamLatencyMs} ms`,
  );
  lines.push('');
  lines.push(
    `${'phase'.padEnd(20)}${'seconds'.padStart(8)}  ${'kind'.padEnd(16)}${'requests'.padStart(9)}${'failed'.padStart(8)}${'cached'.padStart(8)}  ${'slowest'.padStart(8)}  failures by kind`,
  );
  for (const p of figures.phases) {
    let first = true;
    for (const [kind, t] of Object.entries(p.kinds)) {
      lines.push(
        `${(first ? p.name : '').padEnd(20)}${(first ? s(p.seconds) : '').padStart(8)}  ${kind.padEnd(16)}${String(t.requests).padStart(9)}${String(t.failed).padStart(8)}${String(t.fromCache).padStart(8)}  ${`${Math.round(t.slowestMs)} ms`.padStart(8)}  ${reasons(t)}`,
      );
      first = false;
    }
  }
  lines.push('');
  lines.push(
    `(a) the killed reader served again ${s(figures.readerBackSeconds)} after its SIGKILL (restarted at once)`,
  );
  lines.push(
    `    it logged: ${figures.readerServes?.replace(/^\[snapshot\] /, '') ?? '(nothing about a snapshot)'}`,
  );
  lines.push(
    `(b) the writer was killed with ${figures.writerKilledWithStaged} rows staged in its cycle; restarted at once, it held exactly the stand-in's rows ${s(figures.writerCaughtUpSeconds)} later`,
  );
  const v = figures.vote;
  lines.push(
    `(c) vote ${v.id} appeared upstream; served by ${Object.entries(v.seconds)
      .map(([where, sec]) => `${where} after ${s(sec)}`)
      .join(
        ', ',
      )}; both readers after ${s(v.bothReadersSeconds)} (bound ${v.boundSeconds} s = sync ${options.syncInterval} + snapshot ${options.snapshotInterval} + poll ${options.snapshotPoll} + ${SNAPSHOT_WORK_ALLOWANCE_S} for making, fetching and opening the snapshot)`,
  );
  const a = figures.alerts;
  lines.push(
    `alerts: ${a.address} followed ${a.feedPath} through nginx; the confirmation mail after ${s(a.confirmMailSeconds)}, confirmed through nginx (${a.confirmStatus}); the alert mail of vote ${v.id} ${s(a.alertMailSeconds)} after it appeared upstream (bound ${a.boundSeconds} s = sync ${options.syncInterval} + alerts poll ${options.alertsPoll} + ${SNAPSHOT_WORK_ALLOWANCE_S})`,
  );
  lines.push(
    `nothing lost: the mirror and the newest snapshot (generation ${figures.rows.generation}) hold exactly the stand-in's ${figures.rows.total} rows`,
  );
  lines.push(
    `nginx serves the snapshots: the manifest revalidated (304), the store file (${(figures.snapshotBytes / 1_048_576).toFixed(1)} MiB gzip) by Range (206), dot files 404`,
  );
  lines.push(`Redis shared: ${figures.redisClients} connections from the readers`);
  lines.push(`wall time ${s(wallSeconds)}`);
  return lines.join('\n');
}
