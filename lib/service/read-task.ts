/**
 * Runs in the query pool's threads only (lib/query-pool): the serving thread names it by path (`READ_TASK` and
 * `CHEAP_READ_TASK` in lib/service/run-read.ts) and never imports it.
 */
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { portableError } from '@/lib/query-pool/portable-error';
import type { PoolTaskMessage } from '@/lib/query-pool/query-pool';
import { getStore } from '@/lib/store/open-store';
import { installDeadline } from '@/lib/store/query-deadline';
import { compileRead } from './compile-read';
import { readLane } from './read-lane';
import { NOT_CHEAP, type NotCheap, type ReadTaskInput, runRead } from './run-read';

/**
 * The query pool's task: runs the read on this thread's connection to the store file, and hands the body's bytes
 * over without copying them. An error reaches the serving thread with its kind and message (portable-error.ts).
 */
export function readTask({ input, deadline }: PoolTaskMessage<ReadTaskInput>): unknown {
  let executed: ReturnType<typeof runRead>;
  try {
    executed = runRead(() => getStore(input.db), input, deadline);
  } catch (error) {
    throw portableError(error);
  }
  const body = executed.response.body;
  if (!(body instanceof Uint8Array)) return executed;
  return move({ [transferableSymbol]: [body.buffer], [valueSymbol]: executed } as never);
}

/**
 * The cheap lane's task (lib/service/read-lanes.ts): runs the read as `readTask` does when its plan is cheap
 * (read-lane.ts), else answers `NOT_CHEAP` without reading, for the expensive lane — also when its plan cannot be
 * made here (no store file): the expensive lane answers it as `readTask` does.
 */
export function cheapReadTask(message: PoolTaskMessage<ReadTaskInput>): unknown {
  const { input } = message;
  let lane: ReturnType<typeof readLane>;
  try {
    const db = getStore(input.db);
    installDeadline(db);
    lane = readLane(db, input.read, compileRead(input.read));
  } catch {
    lane = 'expensive';
  }
  return lane === 'cheap' ? readTask(message) : (NOT_CHEAP satisfies NotCheap);
}
