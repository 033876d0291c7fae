import { type Published, type PublishOptions, publishSnapshot } from './publish-snapshot';

/**
 * Publishes the store in `storeFile` into `dir` unless the manifest there already lists it (same kind, schema,
 * source, generation and — for synthetic data — the same dataset): what `npm start` does for the demo store and the
 * browser tests' setup does for theirs, so `/data` always has files to offer. Returns the publication, or null when
 * there was nothing to do.
 */
export async function ensurePublished(
  storeFile: string,
  dir: string,
  options: Omit<PublishOptions, 'unlessPublished'>,
): Promise<Published | null> {
  return publishSnapshot(storeFile, dir, { ...options, unlessPublished: true });
}
