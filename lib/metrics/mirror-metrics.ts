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

/**
 * The transcript sync's state as metrics (lib/sync/referat/), read from the mirror at each scrape: files imported and
 * rejected, sittings and speeches, what stayed unlinked, and its last success and error. The counts are those the
 * last transcript cycle recorded (one row, no count over the speeches per scrape); 0 and NaN before the first one.
 */
export function registerTranscriptMetrics(registry: Registry, read: () => ReferatSyncStatus | null): void {
  if (registry.getSingleMetric('tingdata_referat_files')) return;
  const registers = [registry];
  let status: ReferatSyncStatus | null = null;
  new Gauge({
    name: 'tingdata_referat_files',
    help: 'Transcript files recorded by the last transcript cycle, imported or rejected (retried when they change).',
    labelNames: ['status'] as const,
    registers,
    collect() {
      status = read();
      this.set({ status: 'imported' }, status?.counts.filesImported ?? 0);
      this.set({ status: 'rejected' }, status?.counts.filesRejected ?? 0);
    },
  });
  const count = (name: string, help: string, value: (s: ReferatSyncStatus) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(status ? value(status) : 0);
      },
    });
  count(
    'tingdata_referat_sittings',
    'Plenary sittings with a transcript in the mirror.',
    (s) => s.counts.sittings,
  );
  count('tingdata_referat_speeches', 'Speeches in the mirror.', (s) => s.counts.speeches);
  count(
    'tingdata_referat_unlinked_speakers',
    'Speeches whose speaker is not linked to a person (kept with the printed name).',
    (s) => s.counts.unlinkedSpeakers,
  );
  count(
    'tingdata_referat_unlinked_cases',
    'Agenda items naming a case that was not found in the samling.',
    (s) => s.counts.unlinkedCases,
  );
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
    help: 'Failed transcript cycles recorded in the mirror since it has had transcripts.',
    registers,
    collect() {
      this.reset();
      this.inc(status?.errorsTotal ?? 0);
    },
  });
}
