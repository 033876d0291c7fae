/**
 * Runs in the pages' query pool's threads only (lib/data/store-read.ts names it by path; the serving thread imports
 * its types alone).
 */
import { portableError } from '@/lib/query-pool/portable-error';
import { PAST_DEADLINE_MESSAGE, type PoolTaskMessage } from '@/lib/query-pool/query-pool';
import { getStore } from '@/lib/store/open-store';
import { type StoreReadName, storeReads } from './store-reads';

/** One read: which, of which store file, with what arguments (after the store). */
export interface StoreReadInput {
  readonly db: string;
  readonly read: string;
  readonly args: readonly unknown[];
}

const isReadName = (name: string): name is StoreReadName => Object.hasOwn(storeReads, name);

/**
 * The task: the named read on this thread's connection to the file (reopened after a sync cycle, see getStore);
 * nothing once its deadline has passed. An error reaches the serving thread with its kind and message
 * (portable-error.ts), for the server's log.
 */
export function storeReadTask({ input, deadline }: PoolTaskMessage<StoreReadInput>): unknown {
  // Its caller has been answered already (the pool's deadline): no work for nobody.
  if (Date.now() > deadline) throw new Error(PAST_DEADLINE_MESSAGE);
  if (!isReadName(input.read)) throw new Error(`There is no store read named ${input.read}.`);
  const read = storeReads[input.read] as (
    db: ReturnType<typeof getStore>,
    ...args: readonly unknown[]
  ) => unknown;
  try {
    return read(getStore(input.db), ...input.args);
  } catch (error) {
    throw portableError(error);
  }
}
