import type { ApiLanesConfig } from '@/lib/config/query-pool';
import { QueryPool } from '@/lib/query-pool/query-pool';
import {
  CHEAP_READ_TASK,
  type ExecutedRead,
  type NotCheap,
  READ_TASK,
  type ReadRunner,
  type ReadTaskInput,
} from './run-read';

/**
 * Read tasks a cheap-lane thread takes at a time: each is a few ms at most (read-lane.ts's `CHEAP_VISITS`), and a
 * thread is given new ones only when the serving thread's event loop turns (every 20–25 ms under load): with four
 * a turn, as the page threads take, the lane fell behind `npm run bench:load`'s uncached reads.
 */
const CHEAP_TASKS_PER_THREAD = 8;

/**
 * The expensive lane's threads run at this nice value (Linux): when the cores are busy they get about a tenth of
 * the time of the serving thread, the cheap lane and the pages' threads, so slow reads use the CPU that is left
 * rather than taking it from everyone else's answers.
 */
export const EXPENSIVE_NICENESS = 10;

/** The client has as many expensive reads running or waiting as it may (`ODA_QUERY_EXPENSIVE_PER_CLIENT`): 429. */
export class ExpensiveReadsCapError extends Error {
  override readonly name = 'ExpensiveReadsCapError';
  constructor(
    readonly running: number,
    readonly retryAfterSeconds: number,
  ) {
    super(
      `You have ${running} expensive ${running === 1 ? 'query' : 'queries'} running, as many as one client may. Wait for ${running === 1 ? 'it' : 'them'}, or ask a narrower query (a key, or a $filter that finds few records through an index, such as afstemningid eq 123), which is never held back.`,
    );
  }
}

/** `/api`'s two lanes: their pools, and what each client has in the expensive one. */
export interface ReadLanes {
  readonly reads: ReadRunner;
  close(): Promise<void>;
}

const isNotCheap = (result: ExecutedRead | NotCheap): result is NotCheap => 'lane' in result;

/**
 * Reads in two lanes of query threads, so that cheap reads never wait for expensive ones:
 * - every read goes first to the cheap lane (`cheap`, `ODA_QUERY_CHEAP_THREADS`, several reads per thread at a
 *   time), whose thread plans it (lib/service/read-lane.ts: SQLite's plan of each statement, against the store's
 *   shape) and runs it at once if it is cheap — a key lookup, an index search on a selective key, a first page;
 * - otherwise the read goes to the expensive lane (`expensive`, `ODA_QUERY_THREADS`, one read per thread, stopped
 *   at its deadline, at a lower CPU priority: `EXPENSIVE_NICENESS`), where each client (`client`, its address;
 *   null for loopback) may have at most `expensivePerClient` reads running or waiting — one more is refused with
 *   `ExpensiveReadsCapError` (429) before it waits — and the lane's queue bounds them all (`QueryPoolBusyError`,
 *   503).
 * One client's slow reads thus hold at most its own share of the expensive lane, and nothing of the cheap one.
 */
export function laneReads(
  pools: { readonly cheap: QueryPool; readonly expensive: QueryPool },
  file: () => string,
  config: Pick<ApiLanesConfig, 'expensivePerClient'>,
): ReadRunner {
  const { cheap, expensive } = pools;
  const running = new Map<string, number>();
  const retryAfterSeconds = Math.max(1, Math.ceil(expensive.options.timeoutMs / 1000));
  return async (read, now, client) => {
    const input = (timeoutMs: number): ReadTaskInput => ({ db: file(), read, now, timeoutMs });
    const first = await cheap.run<ReadTaskInput, ExecutedRead | NotCheap>({
      ...CHEAP_READ_TASK,
      input: input(cheap.options.timeoutMs),
    });
    if (!isNotCheap(first)) return first;
    const held = client ? (running.get(client) ?? 0) : 0;
    if (client && held >= config.expensivePerClient)
      throw new ExpensiveReadsCapError(held, retryAfterSeconds);
    if (client) running.set(client, held + 1);
    try {
      return await expensive.run<ReadTaskInput, ExecutedRead>({
        ...READ_TASK,
        input: input(expensive.options.timeoutMs),
      });
    } finally {
      if (client) {
        const left = (running.get(client) ?? 1) - 1;
        if (left > 0) running.set(client, left);
        else running.delete(client);
      }
    }
  };
}

/** The two lanes' pools from the configuration, over the store file `file()`. */
export function createReadLanes(
  expensive: ConstructorParameters<typeof QueryPool>[0],
  lanes: ApiLanesConfig,
  file: () => string,
): ReadLanes {
  const pools = {
    cheap: new QueryPool({
      ...expensive,
      threads: lanes.cheapThreads,
      boundedTasksPerThread: CHEAP_TASKS_PER_THREAD,
    }),
    expensive: new QueryPool({ ...expensive, niceness: EXPENSIVE_NICENESS }),
  };
  return {
    reads: laneReads(pools, file, lanes),
    close: async () => {
      await Promise.all([pools.cheap.close(), pools.expensive.close()]);
    },
  };
}
