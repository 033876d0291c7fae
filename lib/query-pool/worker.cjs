'use strict';
/**
 * The query pool's worker entry (piscina's `filename`). Plain CommonJS, so that it loads the same way wherever the
 * pool runs: under tsx scripts, `next start` (whose bundles never include it: the pool passes its path at run time)
 * and vitest. It makes TypeScript loadable in this thread — already so when the process runs under tsx, whose
 * `--require`/`--import` hooks workers inherit through execArgv; otherwise through tsx's CommonJS API — so the task
 * modules each task names (`lib/service/read-task.ts`) load from the sources on first use.
 */
if (typeof require.extensions['.ts'] !== 'function') require('tsx/cjs/api').register();

/**
 * The pool's `niceness` (query-pool.ts), set on this thread alone: on Linux a nice value belongs to a thread, named
 * by its id, which `/proc/thread-self` links to (`<pid>/task/<tid>`). Elsewhere the thread keeps its priority.
 */
const { niceness } = require('node:worker_threads').workerData ?? {};
if (niceness > 0) {
  try {
    const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
    require('node:os').setPriority(tid, niceness);
  } catch {
    // Not Linux, or not allowed: the thread runs at the process's priority.
  }
}

/** Piscina loads the entry when a thread starts: a task without a module of its own just reports readiness. */
module.exports = () => true;
