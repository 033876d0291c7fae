/**
 * `npm run bench:alerts`: the alerts' mail path against a real SMTP server on 127.0.0.1 (lib/alerts/smtp-server.fixture.ts):
 * (a) mails per second the sender sustains, (b) the delay from a vote written into the store to the alert mail
 * (a production server on a copy of data/test.sqlite; needs a build), (c) the writer's memory over 10,000 confirmed
 * follows through several poll cycles. Ports from BENCH_PORT (default 3220): +1 the site, +2..+4 the SMTP servers.
 * `BENCH_ALERTS=a,b,c` picks parts; `BENCH_ALERTS_MAILS`, `BENCH_ALERTS_RUNS`, `BENCH_ALERTS_CYCLES` size them.
 */
import { benchMemory } from './lib/alerts-memory';
import { benchThroughput } from './lib/alerts-throughput';
import { benchVoteDelay } from './lib/alerts-vote-delay';

const base = Number(process.env.BENCH_PORT ?? 3220);
const parts = new Set((process.env.BENCH_ALERTS ?? 'a,b,c').split(','));
const int = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

async function main(): Promise<void> {
  if (parts.has('a')) await benchThroughput(int('BENCH_ALERTS_MAILS', 2000), base + 2);
  if (parts.has('b')) await benchVoteDelay(int('BENCH_ALERTS_RUNS', 5), base + 1, base + 3);
  if (parts.has('c')) await benchMemory(10_000, 500, int('BENCH_ALERTS_CYCLES', 6), base + 4);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
