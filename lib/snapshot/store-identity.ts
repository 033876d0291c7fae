import { readStoreMeta } from '@/lib/store/meta';
import { readMirrorStatus } from '@/lib/store/mirror-status';
import { openStore } from '@/lib/store/open-store';
import type { Store } from '@/lib/store/store';
import type { SnapshotEntry } from './manifest';

/** What a snapshot of a store says about it: the manifest entry's fields other than its time and files. */
export type StoreIdentity = Pick<SnapshotEntry, 'generation' | 'store' | 'schema' | 'dataAsOf' | 'source'> & {
  readonly dataset: string | null;
  /** A mirror whose first complete cycle has not been applied is not published (half a copy); synthetic: true. */
  readonly ready: boolean;
};

/** The store cannot be published: neither a mirror nor synthetic data, or without a recorded schema. */
export class UnpublishableStoreError extends Error {
  override readonly name = 'UnpublishableStoreError';
}

/** Reads what identifies the store in `db` for the manifest. */
export function storeIdentity(db: Store): StoreIdentity {
  const meta = readStoreMeta(db);
  if (!meta.fingerprint) throw new UnpublishableStoreError('the store records no schema fingerprint');
  const status = readMirrorStatus(db);
  if (status)
    return {
      generation: status.generation,
      store: 'mirror',
      schema: meta.fingerprint,
      dataAsOf: status.lastSuccessAt,
      source: status.upstream,
      dataset: null,
      ready: status.ready,
    };
  if (!meta.synthetic)
    throw new UnpublishableStoreError('the store is neither a mirror (npm run sync) nor synthetic data');
  return {
    generation: 0,
    store: 'synthetic',
    schema: meta.fingerprint,
    dataAsOf: null,
    source: 'synthetic',
    dataset: `scale=${meta.scale ?? '?'} seed=${meta.seed ?? '?'} asOf=${meta.asOf ?? '?'} generator=${meta.generatorVersion ?? '?'}`,
    ready: true,
  };
}

/** {@link storeIdentity} of the store in a file, opened read-only for the while. */
export function readStoreIdentity(file: string): StoreIdentity {
  const db = openStore(file);
  try {
    return storeIdentity(db);
  } finally {
    db.close();
  }
}

/** True when `entry` is a snapshot of the store so identified (same kind, schema, source, generation, dataset). */
export function isSnapshotOf(entry: SnapshotEntry, id: StoreIdentity): boolean {
  return (
    entry.store === id.store &&
    entry.schema === id.schema &&
    entry.source === id.source &&
    entry.generation === id.generation &&
    (entry.dataset ?? null) === id.dataset
  );
}
