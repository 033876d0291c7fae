import { type Agent, type OutgoingHttpHeaders, request } from 'node:http';

/** One timed GET: status, time to last byte and to first byte (ms), and body size. */
export interface Timing {
  readonly status: number;
  readonly totalMs: number;
  readonly firstByteMs: number;
  readonly bytes: number;
}

/** A timed GET that kept its body: the bytes on the wire (encoded) and their Content-Encoding. */
export interface TimingWithBody extends Timing {
  readonly body: Buffer;
  readonly encoding: string | undefined;
}

/**
 * GETs a URL over the given (keep-alive) agent and times it from the client's side; with `keepBody` the body is
 * kept (else only counted).
 */
export function timedGet(
  agent: Agent,
  url: string,
  options?: { headers?: OutgoingHttpHeaders },
): Promise<Timing>;
export function timedGet(
  agent: Agent,
  url: string,
  options: { headers?: OutgoingHttpHeaders; keepBody: true },
): Promise<TimingWithBody>;
export function timedGet(
  agent: Agent,
  url: string,
  options: { headers?: OutgoingHttpHeaders; keepBody?: boolean } = {},
): Promise<Timing | TimingWithBody> {
  const start = process.hrtime.bigint();
  const since = () => Number(process.hrtime.bigint() - start) / 1e6;
  return new Promise((resolve, reject) => {
    request(url, { agent, headers: options.headers }, (res) => {
      let firstByteMs = -1;
      let bytes = 0;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        if (firstByteMs < 0) firstByteMs = since();
        bytes += chunk.length;
        if (options.keepBody) chunks.push(chunk);
      });
      res.on('end', () => {
        const timing: Timing = {
          status: res.statusCode ?? 0,
          totalMs: since(),
          firstByteMs: Math.max(firstByteMs, 0),
          bytes,
        };
        resolve(
          options.keepBody
            ? { ...timing, body: Buffer.concat(chunks), encoding: res.headers['content-encoding'] }
            : timing,
        );
      });
    })
      .on('error', reject)
      .end();
  });
}

/** Retries `probe` every 200 ms until it resolves (`tries` times, about a minute by default). */
export async function waitUntilUp(probe: () => Promise<unknown>, what: string, tries = 300): Promise<void> {
  for (let i = 0; i < tries; i++) {
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
