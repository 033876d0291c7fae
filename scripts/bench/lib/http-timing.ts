import { type Agent, request } from 'node:http';

/** One timed GET: status, time to last byte and to first byte (ms), and body size. */
export interface Timing {
  readonly status: number;
  readonly totalMs: number;
  readonly firstByteMs: number;
  readonly bytes: number;
}

/** GETs a URL over the given (keep-alive) agent and times it from the client's side. */
export function timedGet(agent: Agent, url: string): Promise<Timing> {
  const start = process.hrtime.bigint();
  const since = () => Number(process.hrtime.bigint() - start) / 1e6;
  return new Promise((resolve, reject) => {
    request(url, { agent }, (res) => {
      let firstByteMs = -1;
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        if (firstByteMs < 0) firstByteMs = since();
        bytes += chunk.length;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          totalMs: since(),
          firstByteMs: Math.max(firstByteMs, 0),
          bytes,
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** Retries `probe` every 200 ms until it resolves (about a minute at most). */
export async function waitUntilUp(probe: () => Promise<unknown>, what: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      await probe();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${what} did not come up`);
}

/** The q-quantile (0..1) of the samples, nearest-rank. */
export const quantile = (xs: readonly number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
};
