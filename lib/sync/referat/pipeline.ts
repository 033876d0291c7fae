import type { ImportSummary, ParsedSitting, ReferatFileInfo } from '@/lib/referat/types';
import type { Store } from '@/lib/store/open-store';

/**
 * What the transcript sync does with a downloaded file: the parser (lib/referat/parse-referat.ts) and the importer
 * (lib/referat/import-sitting.ts, lib/referat/relink-sittings.ts), bound in lib/sync/referat/referat-pipeline.ts.
 */
export interface ReferatPipeline {
  /** The whole file → its sitting. @throws a rejection (see {@link rejection}) for a file that is not a good one. */
  parse(xml: Buffer, file: string): ParsedSitting;
  /** Replaces the sitting and records the file as imported, in one transaction. @throws when it cannot store it. */
  importSitting(db: Store, sitting: ParsedSitting, file: ReferatFileInfo): ImportSummary;
  /** Records a file that was not imported, with the reason (a good sitting of an earlier release is kept). */
  recordRejected(db: Store, file: ReferatFileInfo, reason: string): void;
  /**
   * Why the file was refused, when `error` (thrown by `parse` or `importSitting`) says the file is bad; null for any
   * other failure (a full disk, a bug), which is not the file's fault and stops the cycle instead.
   */
  rejection(error: unknown): string | null;
  /** Links rows whose ODA records arrived after their file was imported; returns how many rows it linked. */
  relink(db: Store): number;
}
