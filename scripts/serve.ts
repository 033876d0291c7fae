/**
 * The production server on an existing build (NEXT_DIST_DIR, default `.next`): Next behind the page cache
 * (lib/server/site-server.ts). `tsx scripts/serve.ts [--port 3000] [--hostname 127.0.0.1]` (defaults: $PORT or
 * 3000, every interface). `npm start` builds the store and the app first, then serves the same way.
 */
import { parseArgs } from 'node:util';
import { serveSite } from './lib/serve-site';

const { values } = parseArgs({
  options: { port: { type: 'string' }, hostname: { type: 'string' } },
  strict: true,
});

serveSite(Number(values.port ?? process.env.PORT ?? 3000), values.hostname).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
