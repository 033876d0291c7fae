import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import type { MirrorStatus } from '@/lib/store/mirror-status';
import { registerMirrorMetrics } from './mirror-metrics';

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
