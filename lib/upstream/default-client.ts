import { readUpstreamConfig } from '@/lib/config/upstream';
import { createUpstreamClient, type UpstreamClient, type UpstreamResponse } from './client';
import type { UpstreamTarget } from './request';

const GLOBAL_KEY = Symbol.for('tingdata.upstreamClient');
type WithClient = typeof globalThis & { [GLOBAL_KEY]?: UpstreamClient | null };

/**
 * The process's one upstream client, configured from the environment (`ODA_UPSTREAM`, …), or null in store mode.
 * One per process (kept on `globalThis`), so `/api` and the pages share the concurrency limit and coalescing.
 */
export function getUpstreamClient(): UpstreamClient | null {
  const holder = globalThis as WithClient;
  if (holder[GLOBAL_KEY] === undefined) {
    const config = readUpstreamConfig();
    holder[GLOBAL_KEY] = config ? createUpstreamClient(config) : null;
  }
  return holder[GLOBAL_KEY];
}

/** `fetchOdata` of the configured client; throws when `ODA_UPSTREAM` is not set. */
export function fetchOdata(request: string | UpstreamTarget): Promise<UpstreamResponse> {
  const client = getUpstreamClient();
  if (!client) return Promise.reject(new Error('Live mode is off: ODA_UPSTREAM is not set'));
  return client.fetchOdata(request);
}
