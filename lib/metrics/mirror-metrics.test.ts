import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import type { MirrorStatus } from '@/lib/store/mirror-status';
import type { ReferatSyncStatus } from '@/lib/store/referat-sync-state';
import { registerMirrorMetrics, registerTranscriptMetrics } from './mirror-metrics';

const status: MirrorStatus = {
  upstream: 'http://127.0.0.1:4100/api/',
  intervalSeconds: 300,
  ready: true,
  generation: 7,
  lastSuccessAt: '2026-11-25T12:00:00.000Z',
  lastAttemptAt: '2026-11-25T12:00:00.000Z',
  lastError: 'The service answered 500',
  lastErrorAt: '2026-11-25T11:00:00.000Z',
  errorsTotal: 3,
  cyclesTotal: 40,
  copy: { done: 10, total: 10 },
  rows: new Map([
    ['Afstemning', 1309],
    ['Stemme', 233595],
  ]),
};

describe('mirror metrics', () => {
  it('reads the mirror at each scrape: readiness, last success and lag, rows per set, errors', async () => {
    const registry = new Registry();
    let current: MirrorStatus | null = status;
    registerMirrorMetrics(
      registry,
      () => current,
      () => Date.parse('2026-11-25T12:01:30.000Z'),
    );
    registerMirrorMetrics(registry, () => current);
    const text = await registry.metrics();
    expect(text).toContain('tingdata_sync_ready 1');
    expect(text).toContain('tingdata_sync_last_success_timestamp_seconds 1795608000');
    expect(text).toContain('tingdata_sync_lag_seconds 90');
    expect(text).toContain('tingdata_sync_rows{set="Stemme"} 233595');
    expect(text).toContain('tingdata_sync_errors_total 3');
    expect(text).toContain('tingdata_sync_generation 7');

    current = { ...status, ready: false, lastSuccessAt: null, copy: { done: 25, total: 100 } };
    const building = await registry.metrics();
    expect(building).toContain('tingdata_sync_ready 0');
    expect(building).toContain('tingdata_sync_copy_progress_ratio 0.25');
    expect(building).toContain('tingdata_sync_lag_seconds Nan');

    current = null;
    expect(await registry.metrics()).toContain('tingdata_sync_ready 0');
  });
});

const transcripts: ReferatSyncStatus = {
  upstream: 'ftp://127.0.0.1:3290/',
  lastSuccessAt: '2026-11-25T12:00:00.000Z',
  lastAttemptAt: '2026-11-25T12:05:00.000Z',
  lastError: 'transcripts: listing the root at ftp://127.0.0.1:3290/ failed: ECONNREFUSED',
  lastErrorAt: '2026-11-25T12:05:01.000Z',
  errorsTotal: 2,
  cyclesTotal: 12,
  counts: {
    filesImported: 1843,
    filesRejected: 7,
    sittings: 1843,
    unlinkedSittings: 2,
    items: 21000,
    unlinkedItems: 12,
    unlinkedCases: 41,
    speeches: 809279,
    unlinkedSpeeches: 863,
    unlinkedSpeakers: 57,
    events: 2600,
  },
};

describe('transcript metrics', () => {
  it('read the counts and times the last transcript cycle recorded', async () => {
    const registry = new Registry();
    let current: ReferatSyncStatus | null = transcripts;
    registerTranscriptMetrics(registry, () => current);
    registerTranscriptMetrics(registry, () => current);
    const text = await registry.metrics();
    expect(text).toContain('tingdata_referat_files{status="imported"} 1843');
    expect(text).toContain('tingdata_referat_files{status="rejected"} 7');
    expect(text).toContain('tingdata_referat_rows{kind="sittings"} 1843');
    expect(text).toContain('tingdata_referat_rows{kind="speeches"} 809279');
    expect(text).toContain('tingdata_referat_unlinked{kind="speeches"} 863');
    expect(text).toContain('tingdata_referat_unlinked{kind="speakers"} 57');
    expect(text).toContain('tingdata_referat_unlinked{kind="cases"} 41');
    expect(text).toContain('tingdata_referat_unlinked{kind="sittings"} 2');
    expect(text).toContain('tingdata_referat_sync_last_success_timestamp_seconds 1795608000');
    expect(text).toContain('tingdata_referat_sync_last_error_timestamp_seconds 1795608301');
    expect(text).toContain('tingdata_referat_sync_errors_total 2');

    current = null;
    const none = await registry.metrics();
    expect(none).toContain('tingdata_referat_rows{kind="speeches"} 0');
    expect(none).toContain('tingdata_referat_sync_last_success_timestamp_seconds Nan');
  });
});
