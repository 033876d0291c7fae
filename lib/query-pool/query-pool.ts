import type { Worker } from 'node:worker_threads';
import type { Piscina } from 'piscina';
import type { QueryPoolConfig } from '@/lib/config/query-pool';
import { sourceFile } from './source-file';

/** The worker entry every thread starts with (it makes the TypeScript task modules loadable). */
const WORKER_ENTRY = 'lib/query-pool/worker.cjs';

/**
 * Each thread's young generation, MiB. A large answer (10,000 records) makes 10–20 MB of short-lived objects; in
 * V8's default young generation each such answer forces a collection that copies the whole live answer, which
 * took a fifth of its time. With this much room, collections come every few answers and find them dead.
 */
const YOUNG_GENERATION_MB = 192;

/**
 * How long after its deadline a task is aborted from outside. A task checks its deadline itself while it works
 * (SQL through `lib/store/query-deadline.ts`) and stops there; the abort, which terminates the thread, is the
 * backstop for work that does not check.
 */
export const ABORT_GRACE_MS = 250;

/** The query ran past its deadline and was stopped. */
export class QueryTimeoutError extends Error {
  override readonly name = 'QueryTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`The query took longer than ${timeoutMs} ms and was stopped.`);
  }
}

/** The pool takes no more work now: its queue is full, or stopped threads have not finished yet. */
export class QueryPoolBusyError extends Error {
  override readonly name = 'QueryPoolBusyError';
  constructor(readonly reason: 'queue' | 'stopping') {
    super(
      reason === 'queue'
        ? 'Too many queries are waiting; try again shortly.'
        : 'Stopped queries are still finishing; try again shortly.',
    );
  }
}

/** What a task function receives in its thread: its input, and its deadline in ms since the epoch. */
export interface PoolTaskMessage<I> {
  readonly input: I;
  readonly deadline: number;
}

/** One task: a function exported by a module the threads load from the sources. */
export interface PoolTask<I> {
  /** The module, relative to the project directory: `lib/service/read-task.ts`. */
  readonly module: string;
  /** The exported function, called with a `PoolTaskMessage<I>`. */
  readonly name: string;
  readonly input: I;
  /** This task's deadline, ms, when it is not the pool's (`timeoutMs`): building an index ahead, say. */
  readonly timeoutMs?: number;
}

export interface QueryPoolOptions extends QueryPoolConfig {
  /**
   * Threads that were stopped but have not exited yet (a thread inside one SQLite call only stops when the call
   * returns) beyond which new tasks are refused, so stuck work cannot take every core. Default: `threads`.
   */
  readonly maxStopping?: number;
  /**
   * For tasks that are bounded and give up by themselves once their deadline has passed (the pages' reads): each
   * thread takes up to this many tasks at a time (default 1) — it runs them one after another, but needs no round
   * trip through the serving thread's event loop between them, which under load caps a pool at one task per thread
   * per turn of that loop — and a task past its deadline is left to finish: its caller is answered
   * `QueryTimeoutError`, and no thread is terminated (terminating one would fail the tasks waiting in it).
   */
  readonly boundedTasksPerThread?: number;
  /**
   * The threads' CPU priority as a nice value, 0 (default) to 19, on Linux (each thread has its own there; the
   * thread sets it on itself at start, worker.cjs): when the cores are all busy, a thread at 10 gets about a tenth
   * of the time of one at 0. For work that may use what is left over (`/api`'s expensive lane).
   */
  readonly niceness?: number;
}

/** Thrown by a task that starts after its deadline (see `boundedTasksPerThread`). */
export const PAST_DEADLINE_MESSAGE = 'The task started after its deadline.';

type PiscinaClass = typeof Piscina;

/** Loaded at run time, never bundled: piscina starts its threads from its own files (`dist/worker.js`). */
async function loadPiscina(): Promise<PiscinaClass> {
  const loaded = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ 'piscina')) as {
    Piscina: PiscinaClass;
  };
  return loaded.Piscina;
}

/**
 * A small pool of worker threads that runs tasks with a deadline, so that slow work never runs on the thread that
 * serves requests (piscina underneath). A task past its deadline is aborted and its thread replaced; the caller
 * gets `QueryTimeoutError`. Threads start on the first task.
 */
export class QueryPool {
  #pool: Promise<Piscina> | null = null;
  #started: Piscina | null = null;
  /** Every thread seen, until it has exited: those no longer in the pool are stopping. */
  readonly #threads = new Set<Worker>();
  readonly #maxStopping: number;

  constructor(readonly options: QueryPoolOptions) {
    this.#maxStopping = options.maxStopping ?? options.threads;
  }

  /** Runs a task in a thread; rejects with `QueryTimeoutError` past the deadline, `QueryPoolBusyError` when full. */
  async run<I, R>(task: PoolTask<I>): Promise<R> {
    const pool = await this.#start();
    this.#track(pool);
    if (this.stoppingThreads() >= this.#maxStopping) throw new QueryPoolBusyError('stopping');
    if (pool.queueSize >= this.options.maxQueue && pool.idleThreads === 0)
      throw new QueryPoolBusyError('queue');
    const timeoutMs = task.timeoutMs ?? this.options.timeoutMs;
    const message: PoolTaskMessage<I> = { input: task.input, deadline: Date.now() + timeoutMs };
    if (this.options.boundedTasksPerThread) return this.#runBounded(pool, task, message, timeoutMs);
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), timeoutMs + ABORT_GRACE_MS);
    try {
      return (await pool.run(message, {
        filename: sourceFile(task.module),
        name: task.name,
        signal: abort.signal,
      })) as R;
    } catch (error) {
      if (abort.signal.aborted) throw new QueryTimeoutError(timeoutMs);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** A bounded task: answered `QueryTimeoutError` at its deadline (plus the grace), never aborted. */
  async #runBounded<I, R>(
    pool: Piscina,
    task: PoolTask<I>,
    message: PoolTaskMessage<I>,
    timeoutMs: number,
  ): Promise<R> {
    const work = pool.run(message, { filename: sourceFile(task.module), name: task.name }) as Promise<R>;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new QueryTimeoutError(timeoutMs)), timeoutMs + ABORT_GRACE_MS);
    });
    // Once late, the task's own outcome is nobody's.
    work.catch(() => undefined);
    try {
      return await Promise.race([work, late]);
    } catch (error) {
      if (error instanceof Error && error.message === PAST_DEADLINE_MESSAGE)
        throw new QueryTimeoutError(timeoutMs);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Threads stopped after a deadline that are still running (inside a native call). */
  stoppingThreads(): number {
    const live = new Set(this.#started?.threads ?? []);
    let stopping = 0;
    for (const thread of this.#threads) if (!live.has(thread)) stopping++;
    return stopping;
  }

  /** Stops every thread (waiting for stopping ones to exit). */
  async close(): Promise<void> {
    const pool = this.#pool;
    this.#pool = null;
    this.#started = null;
    if (pool) await (await pool).destroy();
  }

  #start(): Promise<Piscina> {
    this.#pool ??= loadPiscina().then((Pool) => {
      const pool = new Pool({
        filename: sourceFile(WORKER_ENTRY),
        minThreads: this.options.threads,
        maxThreads: this.options.threads,
        concurrentTasksPerWorker: this.options.boundedTasksPerThread ?? 1,
        resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
        workerData: { niceness: this.options.niceness ?? 0 },
        // Refusals are decided in `run`, before a task is queued; piscina's own bound stays out of the way.
        maxQueue: Number.MAX_SAFE_INTEGER,
      });
      pool.on('workerCreate', () => this.#track(pool));
      this.#started = pool;
      return pool;
    });
    return this.#pool;
  }

  /** Remembers the pool's threads until they exit. */
  #track(pool: Piscina): void {
    for (const thread of pool.threads) {
      if (this.#threads.has(thread)) continue;
      this.#threads.add(thread);
      thread.once('exit', () => this.#threads.delete(thread));
    }
  }
}
