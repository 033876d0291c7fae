import { Agent, type IncomingHttpHeaders, request } from 'node:http';

/** One timed GET with its response headers: status, time to last byte and to first byte (ms), body size. */
export interface TimedResponse {
  readonly status: number;
  readonly totalMs: number;
  readonly firstByteMs: number;
  readonly bytes: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** GETs a URL over the given (keep-alive) agent with extra request headers, timed from the client's side. */
export function timedRequest(
  agent: Agent,
  url: string,
  headers: Readonly<Record<string, string>> = {},
): Promise<TimedResponse> {
  const start = process.hrtime.bigint();
  const since = () => Number(process.hrtime.bigint() - start) / 1e6;
  return new Promise((resolve, reject) => {
    request(url, { agent, headers }, (res) => {
      let firstByteMs = -1;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        if (firstByteMs < 0) firstByteMs = since();
        chunks.push(chunk);
      });
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          totalMs: since(),
          firstByteMs: Math.max(firstByteMs, 0),
          bytes: body.length,
          headers: res.headers,
          body: body.toString('utf8'),
        });
      });
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** Completed requests per second of a closed loop: `concurrency` clients each GETting `url` back to back. */
export interface Throughput {
  readonly requests: number;
  readonly perSecond: number;
  /** Answers other than 200 (or failed requests). */
  readonly failures: number;
}

export async function measureThroughput(
  url: string,
  options: { concurrency: number; durationMs: number },
): Promise<Throughput> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const deadline = performance.now() + options.durationMs;
  let requests = 0;
  let failures = 0;
  const client = async () => {
    while (performance.now() < deadline) {
      const ok = await new Promise<boolean>((resolve) => {
        request(url, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode === 200));
          res.on('error', () => resolve(false));
        })
          .on('error', () => resolve(false))
          .end();
      });
      requests++;
      if (!ok) failures++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.concurrency }, client));
  const elapsed = performance.now() - started;
  agent.destroy();
  return { requests, perSecond: (requests / elapsed) * 1000, failures };
}
