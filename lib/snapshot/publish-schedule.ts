import { latestSnapshot, type SnapshotManifest } from './manifest';
import { isSnapshotOf, type StoreIdentity } from './store-identity';

/**
 * Whether the writer publishes a snapshot of its store now (docs/snapshots.md#when-a-snapshot-is-published): never for a mirror whose first
 * copy is not complete, nor when the manifest already lists this store's generation; at the sync's start whenever
 * it does not; after an applied cycle only when `intervalSeconds` have passed since the newest published snapshot
 * (the manifest's time, so a restarted writer keeps the pace).
 */
export function snapshotDue(
  manifest: SnapshotManifest,
  store: StoreIdentity,
  now: Date,
  intervalSeconds: number,
  atStart: boolean,
): boolean {
  if (!store.ready) return false;
  if (manifest.snapshots.some((entry) => isSnapshotOf(entry, store))) return false;
  if (atStart) return true;
  const last = latestSnapshot(manifest);
  if (!last) return true;
  return now.getTime() - Date.parse(last.createdAt) >= intervalSeconds * 1000;
}
