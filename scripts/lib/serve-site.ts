import { startSiteServer } from '@/lib/server/site-server';

/**
 * Runs the production server (Next behind the page cache) until SIGINT/SIGTERM, then closes it. The source is
 * configured by the environment (ODA_DB, or ODA_UPSTREAM and REDIS_URL), read when Next loads.
 */
export async function serveSite(port: number, hostname?: string): Promise<void> {
  process.env.NEXT_TELEMETRY_DISABLED ??= '1';
  // Pages fall back on it for their own origin (lib/site-url.ts).
  process.env.PORT ??= String(port);
  const server = await startSiteServer({ port, hostname });
  const cache = server.pageCache
    ? `page cache ${server.pageCache.maxBytes / 1_048_576} MiB`
    : 'page cache off';
  const upstream = process.env.ODA_UPSTREAM?.trim();
  const store = process.env.ODA_DB ?? '(default)';
  const source = upstream ? `pages from the mirror ${store}, /api from ${upstream}` : `store ${store}`;
  console.log(`[tingdata] Ready on ${server.url} (${source}; ${cache})`);
  const stop = () => {
    void server.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
