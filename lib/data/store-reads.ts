/**
 * Every read the pages make of the store, by name. Each is a function of a store connection and plain arguments
 * that returns plain data (structured-cloneable: no functions, no class instances). They run in the pages' query
 * pool's threads (store-read-task.ts), called from the serving thread as `readStore(name, ...args)`
 * (store-read.ts), which imports this module's type only — so no SQL runs on the thread that serves requests.
 */
import { loadVote } from './vote-load';

export const storeReads = {
  vote: loadVote,
} as const;

export type StoreReads = typeof storeReads;
export type StoreReadName = keyof StoreReads;
