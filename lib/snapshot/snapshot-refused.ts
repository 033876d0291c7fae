/**
 * Why a reader did not take a snapshot (the `reason` label of `tingdata_snapshot_refused_total`):
 * - `download`: the file could not be fetched whole (HTTP error, connection lost on every attempt);
 * - `size`: more or fewer bytes than the manifest says;
 * - `checksum`: the bytes' sha256 is not the manifest's;
 * - `format`: not gzip, or not an SQLite file once unpacked, or unpacked to another size than the manifest's;
 * - `schema`: its schema fingerprint is not this code's (made by another version);
 * - `store`: the file is not the store the manifest claims (another generation, kind or fingerprint inside).
 */
export type RefusalReason = 'download' | 'size' | 'checksum' | 'format' | 'schema' | 'store';

export const REFUSAL_REASONS: readonly RefusalReason[] = [
  'download',
  'size',
  'checksum',
  'format',
  'schema',
  'store',
];

/** A snapshot the reader will not serve, with the reason and what was wrong (one log line). */
export class SnapshotRefusedError extends Error {
  override readonly name = 'SnapshotRefusedError';
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
  }
}
