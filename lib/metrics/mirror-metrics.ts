import { Counter, Gauge, type Registry } from 'prom-client';
import type { MirrorStatus } from '@/lib/store/mirror-status';
import type { ReferatSyncStatus } from '@/lib/store/referat-sync-state';

const seconds = (iso: string | null): number | null => {
  const t = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(t) ? null : t / 1000;
};

/**
 * The mirror's state as metrics, read from the mirror file at each scrape (the sync runs in its own process, or
 * another instance's): whether it is ready, when the last cycle was applied and how long ago, rows per set, and
 * the sync's errors. Registered once per registry, by instances serving a mirror (`ODA_UPSTREAM`); before the first
 * cycle (or while the file does not exist yet) `tingdata_sync_ready` is 0 and the times are NaN (prom-client prints `Nan`, which Prometheus reads as NaN).
 */
export function registerMirrorMetrics(
  registry: Registry,
  read: () => MirrorStatus | null,
  now: () => number = Date.now,
): void {
  if (registry.getSingleMetric('tingdata_sync_ready')) return;
  const registers = [registry];
  let status: MirrorStatus | null = null;
  // Read once per scrape: the first gauge collected reads, the others use it.
  new Gauge({
    name: 'tingdata_sync_ready',
    help: 'Whether the mirror has completed its first sync cycle (pages are served): 1 or 0.',
    registers,
    collect() {
      status = read();
      this.set(status?.ready ? 1 : 0);
    },
  });
  new Gauge({
    name: 'tingdata_sync_last_success_timestamp_seconds',
    help: 'When the last sync cycle was applied to the mirror (Unix time).',
    registers,
    collect() {
      this.set(seconds(status?.lastSuccessAt ?? null) ?? Number.NaN);
    },
  });
  new Gauge({
    name: 'tingdata_sync_lag_seconds',
    help: 'Seconds since the last sync cycle was applied to the mirror.',
    registers,
    collect() {
      const at = seconds(status?.lastSuccessAt ?? null);
      this.set(at === null ? Number.NaN : Math.max(0, now() / 1000 - at));
    },
  });
  new Gauge({
    name: 'tingdata_sync_generation',
    help: 'Applied sync cycles that changed rows (pages rendered from older generations are not served).',
    registers,
    collect() {
      this.set(status?.generation ?? 0);
    },
  });
  new Gauge({
    name: 'tingdata_sync_rows',
    help: 'Rows per entity set in the mirror after the last applied cycle.',
    labelNames: ['set'] as const,
    registers,
    collect() {
      this.reset();
      for (const [set, rows] of status?.rows ?? []) this.set({ set }, rows);
    },
  });
  new Gauge({
    name: 'tingdata_sync_copy_progress_ratio',
    help: 'Share of rows in of the first copy (1 when it is done).',
    registers,
    collect() {
      const { done, total } = status?.copy ?? { done: 0, total: 0 };
      this.set(status?.ready ? 1 : total > 0 ? done / total : 0);
    },
  });
  new Counter({
    name: 'tingdata_sync_errors_total',
    help: 'Failed sync cycles recorded in the mirror since it was made.',
    registers,
    collect() {
      this.reset();
      this.inc(status?.errorsTotal ?? 0);
    },
  });
}

/** The unlinked rows by kind, from the counts (lib/store/referat-counts.ts): kept with what the file printed. */
const UNLINKED = {
  sittings: 'unlinkedSittings',
  items: 'unlinkedItems',
  cases: 'unlinkedCases',
  speeches: 'unlinkedSpeeches',
  speakers: 'unlinkedSpeakers',
} as const;

/** The debates' totals by table. */
const TOTALS = { sittings: 'sittings', items: 'items', speeches: 'speeches', events: 'events' } as const;

/**
 * The transcript sync's state as metrics (lib/sync/referat/), read from the mirror at each scrape: files imported and
 * rejected, sittings, items, speeches and events, what stayed unlinked, and its last success and error. The counts
 * are those the last transcript cycle recorded (one row, no count over the speeches per scrape); 0 and NaN before it.
 */
export function registerTranscriptMetrics(registry: Registry, read: () => ReferatSyncStatus | null): void {
  if (registry.getSingleMetric('tingdata_referat_files')) return;
  const registers = [registry];
  let status: ReferatSyncStatus | null = null;
  new Gauge({
    name: 'tingdata_referat_files',
    help: 'Transcript files recorded, imported or rejected (a rejected file is tried again when it changes).',
    labelNames: ['status'] as const,
    registers,
    collect() {
      status = read();
      this.set({ status: 'imported' }, status?.counts?.filesImported ?? 0);
      this.set({ status: 'rejected' }, status?.counts?.filesRejected ?? 0);
    },
  });
  new Gauge({
    name: 'tingdata_referat_rows',
    help: 'The debates in the mirror: sittings, agenda items, speeches and events.',
    labelNames: ['kind'] as const,
    registers,
    collect() {
      for (const [kind, key] of Object.entries(TOTALS)) this.set({ kind }, status?.counts?.[key] ?? 0);
    },
  });
  new Gauge({
    name: 'tingdata_referat_unlinked',
    help: 'Debate rows not linked to ODA (kept with the printed name or number): sittings without their Møde, items without their Dagsordenspunkt, items without their Sag, speeches without their person, and the distinct printed names of those speakers.',
    labelNames: ['kind'] as const,
    registers,
    collect() {
      for (const [kind, key] of Object.entries(UNLINKED)) this.set({ kind }, status?.counts?.[key] ?? 0);
    },
  });
  new Gauge({
    name: 'tingdata_referat_sync_last_success_timestamp_seconds',
    help: 'When the last transcript cycle was applied (Unix time).',
    registers,
    collect() {
      this.set(seconds(status?.lastSuccessAt ?? null) ?? Number.NaN);
    },
  });
  new Gauge({
    name: 'tingdata_referat_sync_last_error_timestamp_seconds',
    help: 'When a transcript cycle last failed (Unix time; NaN when none has).',
    registers,
    collect() {
      this.set(seconds(status?.lastErrorAt ?? null) ?? Number.NaN);
    },
  });
  new Counter({
    name: 'tingdata_referat_sync_errors_total',
    help: 'Failed transcript cycles recorded in the mirror.',
    registers,
    collect() {
      this.reset();
      this.inc(status?.errorsTotal ?? 0);
    },
  });
}
