import { describe, expect, it } from 'vitest';
import { createMetrics, getMetrics, renderMetrics, statusClass } from './metrics';

describe('metrics', () => {
  it('keeps one registry per process on globalThis', async () => {
    expect(getMetrics()).toBe(getMetrics());
    const { body, contentType } = await renderMetrics();
    expect(contentType).toContain('text/plain');
    expect(body).toContain('# TYPE oda_upstream_requests_total counter');
    expect(body).toContain('process_cpu_user_seconds_total');
  });

  it('lets tests make independent sets with the same names', async () => {
    const a = createMetrics();
    const b = createMetrics();
    a.upstreamRequests.inc({ set: 'Sag', status_class: '2xx' });
    a.cacheLookups.inc({ tier: 'redis', result: 'miss' });
    const text = await a.registry.metrics();
    expect(text).toContain('oda_upstream_requests_total{set="Sag",status_class="2xx"} 1');
    expect(text).toContain('oda_cache_lookups_total{tier="redis",result="miss"} 1');
    expect(await b.registry.metrics()).not.toContain('set="Sag"');
  });

  it('names every metric the issue asks for', async () => {
    const text = await createMetrics().registry.metrics();
    for (const name of [
      'oda_upstream_requests_total',
      'oda_upstream_request_duration_seconds',
      'oda_upstream_errors_total',
      'oda_upstream_coalesced_total',
      'oda_upstream_in_flight',
      'oda_cache_lookups_total',
      'oda_cache_errors_total',
      'tingdata_server_errors_total',
    ])
      expect(text).toContain(`# TYPE ${name} `);
  });

  it('classes statuses', () => {
    expect([statusClass(200), statusClass(404), statusClass(503), statusClass(null)]).toEqual([
      '2xx',
      '4xx',
      '5xx',
      'error',
    ]);
  });
});
