/**
 * Runs in the pages' query pool's threads only (lib/data/store-read.ts names it by path; the serving thread imports
 * its types alone).
 */
import { createRequire } from 'node:module';
import { portableError } from '@/lib/query-pool/portable-error';
import { PAST_DEADLINE_MESSAGE, type PoolTaskMessage } from '@/lib/query-pool/query-pool';
import { sourceFile } from '@/lib/query-pool/source-file';
import { getStore } from '@/lib/store/open-store';
import { type StoreReadSource, storeReadSource } from './store-read-source';

/** One read: of which store file, which read (its module and export), with what arguments (after the store). */
export interface StoreReadInput extends StoreReadSource {
  readonly db: string;
  readonly args: readonly unknown[];
}

type AnyRead = (db: ReturnType<typeof getStore>, ...args: readonly unknown[]) => unknown;

/** Loads the read's module from the sources, as the thread loaded this one (the worker entry makes `.ts` loadable). */
const loadModule = createRequire(sourceFile('package.json'));

/** The read named by `source`, when its module marks it as a store read (store-read-source.ts); else an error. */
function findRead(source: StoreReadSource): AnyRead {
  const read = (loadModule(sourceFile(source.module)) as Record<string, unknown>)[source.name];
  const mark = typeof read === 'function' ? storeReadSource(read) : undefined;
  if (mark?.module !== source.module || mark.name !== source.name)
    throw new Error(`${source.module} gives no store read named ${source.name}.`);
  return read as AnyRead;
}

/**
 * The task: the read on this thread's connection to the file (reopened after a sync cycle, see getStore); nothing
 * once its deadline has passed. An error reaches the serving thread with its kind and message (portable-error.ts),
 * for the server's log.
 */
export function storeReadTask({ input, deadline }: PoolTaskMessage<StoreReadInput>): unknown {
  // Its caller has been answered already (the pool's deadline): no work for nobody.
  if (Date.now() > deadline) throw new Error(PAST_DEADLINE_MESSAGE);
  const read = findRead(input);
  try {
    return read(getStore(input.db), ...input.args);
  } catch (error) {
    throw portableError(error);
  }
}
