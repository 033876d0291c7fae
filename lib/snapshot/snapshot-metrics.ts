import { Counter, Gauge, type Registry } from 'prom-client';
import { REFUSAL_REASONS, type RefusalReason } from './snapshot-refused';

/** A reader instance's snapshot metrics (lib/snapshot/snapshot-reader.ts), in the process's registry. */
export interface SnapshotMetrics {
  /** Snapshots refused, by reason (lib/snapshot/snapshot-refused.ts). */
  readonly refused: Counter<'reason'>;
  /** Manifest fetches that failed (unreachable, an HTTP error, not a manifest). */
  readonly manifestErrors: Counter;
  /** Switches to a newer snapshot after the first. */
  readonly switches: Counter;
  /** The generation served. */
  readonly generation: Gauge;
}

/** The snapshot metrics in `registry`, registered on first use (the registry is the process's: lib/metrics/metrics.ts). */
export function snapshotMetrics(registry: Registry): SnapshotMetrics {
  const existing = registry.getSingleMetric('tingdata_snapshot_refused_total');
  if (existing)
    return {
      refused: existing as Counter<'reason'>,
      manifestErrors: registry.getSingleMetric('tingdata_snapshot_manifest_errors_total') as Counter,
      switches: registry.getSingleMetric('tingdata_snapshot_switches_total') as Counter,
      generation: registry.getSingleMetric('tingdata_snapshot_generation') as Gauge,
    };
  const registers = [registry];
  const refused = new Counter({
    name: 'tingdata_snapshot_refused_total',
    help: 'Snapshots this reader refused (kept serving the one it had), by reason: download, size, checksum, format, schema, store.',
    labelNames: ['reason'] as const,
    registers,
  });
  for (const reason of REFUSAL_REASONS) refused.inc({ reason: reason satisfies RefusalReason }, 0);
  return {
    refused,
    manifestErrors: new Counter({
      name: 'tingdata_snapshot_manifest_errors_total',
      help: 'Fetches of the snapshot manifest that failed (unreachable, HTTP error, not a manifest); the store served was kept.',
      registers,
    }),
    switches: new Counter({
      name: 'tingdata_snapshot_switches_total',
      help: 'Switches of this reader to a newer snapshot after the first.',
      registers,
    }),
    generation: new Gauge({
      name: 'tingdata_snapshot_generation',
      help: 'The generation of the snapshot this reader serves.',
      registers,
    }),
  };
}
