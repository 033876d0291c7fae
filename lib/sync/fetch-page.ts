import { UpstreamError } from '@/lib/upstream/errors';
import type { SyncContext } from './context';

/** One answer's rows (`value`) and `odata.count` when it was asked for. */
export interface UpstreamPage {
  readonly count: number | null;
  readonly rows: readonly Readonly<Record<string, unknown>>[];
}

/** Another task of the run failed first; this one stops before its next request. */
export class HaltedError extends Error {
  override readonly name = 'HaltedError';
}

/**
 * Runs tasks in parallel and waits for every one to stop; the first failure halts the rest (at their next request)
 * and is thrown once all have settled, so nothing goes on writing after the caller sees the error.
 */
export async function settleAll(ctx: SyncContext, tasks: readonly (() => Promise<void>)[]): Promise<void> {
  await Promise.allSettled(
    tasks.map(async (task) => {
      try {
        await task();
      } catch (error) {
        if (ctx.stats.failure === undefined) ctx.stats.failure = error;
      }
    }),
  );
  if (ctx.stats.failure !== undefined) throw ctx.stats.failure;
}

/** The service does not serve this entity set (it answers 404; the real Sambehandlinger is reported to). */
export class SetUnavailableError extends Error {
  override readonly name = 'SetUnavailableError';
}

/**
 * Sends one request and reads its JSON page. The client retries network errors, 5xx and 429/503 (honouring
 * `Retry-After`); any other answer but 200 is an error here — the sync never guesses at rows.
 */
export async function fetchPage(ctx: SyncContext, request: string): Promise<UpstreamPage> {
  if (ctx.stats.failure !== undefined) throw new HaltedError();
  ctx.stats.requests++;
  const res = await ctx.client.fetchOdata(request);
  if (res.status === 404) throw new SetUnavailableError(`The service answers 404 to ${request}`);
  if (res.status !== 200)
    throw new UpstreamError(
      `The service answered ${res.status} to ${request}: ${res.body.slice(0, 200)}`,
      'http',
      res.status,
      1,
    );
  let json: { 'odata.count'?: unknown; value?: unknown };
  try {
    json = JSON.parse(res.body) as typeof json;
  } catch {
    throw new UpstreamError(`The service sent a body that is not JSON for ${request}`, 'http', res.status, 1);
  }
  if (!Array.isArray(json.value))
    throw new UpstreamError(`The service sent no value array for ${request}`, 'http', res.status, 1);
  const count = json['odata.count'] === undefined ? null : Number(json['odata.count']);
  return { count: Number.isFinite(count) ? count : null, rows: json.value as Record<string, unknown>[] };
}
