import type { Store } from '@/lib/store/store';

/**
 * A store read: a function of a store connection and plain arguments that returns plain data (structured-cloneable:
 * no functions, no class instances). Pages never call one themselves: they pass it to `readStore`
 * (lib/data/store-read.ts), which runs it in the pages' query pool, so no SQL runs on the thread that serves requests.
 */
export type StoreRead<A extends readonly unknown[], R> = (db: Store, ...args: A) => R;

/** Where a pool thread finds a store read: its module (from the project directory) and its export's name. */
export interface StoreReadSource {
  readonly module: string;
  readonly name: string;
}

const SOURCE = Symbol.for('tingdata.storeReadSource');

type Marked = { [SOURCE]?: StoreReadSource };

/**
 * Marks a module's store reads with where a pool thread finds them: `storeReads('lib/data/votes/vote-load.ts',
 * { loadVote })` at the end of the module, each key the name it is exported by. A read's page imports the function
 * itself and calls `readStore(loadVote, id)`; lib/data/store-reads.test.ts checks that every mark names its own
 * module and export.
 */
export function storeReads(
  module: string,
  reads: Readonly<Record<string, StoreRead<never[], unknown>>>,
): void {
  for (const [name, read] of Object.entries(reads))
    Object.defineProperty(read, SOURCE, { value: { module, name } satisfies StoreReadSource });
}

/** Where a store read is found; undefined for a function not marked by {@link storeReads}. */
export function storeReadSource(read: object): StoreReadSource | undefined {
  return (read as Marked)[SOURCE];
}
