import type { Store } from './open-store';
import { prepared } from './prepared';

/** What the store recorded of a transcript file when it last read it (`_referat_fil`). */
export interface ReferatFileRecord {
  readonly path: string;
  readonly size: number;
  readonly modified: string | null;
  readonly sha256: string;
  readonly status: 'imported' | 'rejected';
}

const selectAll = prepared<[], ReferatFileRecord>(
  'SELECT path, size, modified, sha256, status FROM "_referat_fil"',
);
const refresh = prepared<[number, string | null, string, string, string], unknown>(
  'UPDATE "_referat_fil" SET size = ?, modified = ?, seen_at = ? WHERE path = ? AND sha256 = ?',
);

/** Every recorded file, by its path under the transcript root. */
export function readReferatFileRecords(db: Store): Map<string, ReferatFileRecord> {
  return new Map(
    selectAll(db)
      .all()
      .map((r) => [r.path, r]),
  );
}

/**
 * A file listed with another size or time whose bytes turned out the same: only its record moves on (the sitting it
 * holds is left as it is). Returns whether a record with that content was there.
 */
export function refreshReferatFile(
  db: Store,
  file: Pick<ReferatFileRecord, 'path' | 'size' | 'modified' | 'sha256'>,
  seenAt: string,
): boolean {
  return refresh(db).run(file.size, file.modified, seenAt, file.path, file.sha256).changes > 0;
}
