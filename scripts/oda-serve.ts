/**
 * A standalone ODA-compatible OData server over a store file, without Next: a stand-in for the live service.
 * Usage: npm run oda:serve -- [--port 4100] [--db FILE] [--latency MS] [--jitter MS] [--fail-rate P]
 */
import { parseArgs } from 'node:util';
import { resolveStorePath } from '@/lib/config/store-path';
import { startOdaServer } from '@/lib/service/standalone-server';

function fail(message: string): never {
  console.error(`oda:serve: ${message}`);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4100' },
    host: { type: 'string', default: '127.0.0.1' },
    db: { type: 'string' },
    latency: { type: 'string', default: '0' },
    jitter: { type: 'string', default: '0' },
    'fail-rate': { type: 'string', default: '0' },
  },
  strict: true,
});
const num = (name: string, v: string | undefined, max: number) => {
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0 || n > max)
    fail(`--${name} must be a number from 0 to ${max}, got "${v}"`);
  return n;
};
const port = num('port', values.port, 65535);
async function main(): Promise<void> {
  const server = await startOdaServer({
    port,
    host: values.host ?? '127.0.0.1',
    db: values.db ?? resolveStorePath(),
    latencyMs: num('latency', values.latency, 60_000),
    jitterMs: num('jitter', values.jitter, 60_000),
    failRate: num('fail-rate', values['fail-rate'], 1),
  });
  console.log(`ODA stand-in serving ${server.db} at ${server.url}`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
