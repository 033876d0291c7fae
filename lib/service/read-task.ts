/**
 * Runs in the query pool's threads only (lib/query-pool): the serving thread names it by path (`READ_TASK` in
 * lib/service/run-read.ts) and never imports it.
 */
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { portableError } from '@/lib/query-pool/portable-error';
import type { PoolTaskMessage } from '@/lib/query-pool/query-pool';
import { getStore } from '@/lib/store/open-store';
import { type ReadTaskInput, runRead } from './run-read';

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
