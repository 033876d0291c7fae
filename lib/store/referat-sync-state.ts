import type { Store } from './open-store';
import { prepared } from './prepared';
import type { ReferatCounts } from './referat-counts';

/** Where the transcript sync stands (`_referat_sync`, lib/store/mirror-schema.ts). */
export interface ReferatSyncStatus {
  readonly upstream: string | null;
  readonly lastSuccessAt: string | null;
  readonly lastAttemptAt: string | null;
  readonly lastError: string | null;
  readonly lastErrorAt: string | null;
  readonly errorsTotal: number;
  readonly cyclesTotal: number;
  /** As counted at the end of the last applied transcript cycle (lib/store/referat-counts.ts); null before one. */
  readonly counts: ReferatCounts | null;
}

interface Row {
  upstream: string | null;
  last_success_at: string | null;
  last_attempt_at: string | null;
  last_error: string | null;
  last_error_at: string | null;
  errors_total: number;
  cycles_total: number;
  counts: string | null;
}

const ensure = prepared<[], unknown>('INSERT OR IGNORE INTO "_referat_sync" (id) VALUES (1)');
const attempt = prepared<[string, string], unknown>(
  'UPDATE "_referat_sync" SET upstream = ?, last_attempt_at = ? WHERE id = 1',
);
const success = prepared<[string, string, string], unknown>(
  `UPDATE "_referat_sync" SET last_success_at = ?, cycles_total = cycles_total + 1, last_cycle = ?, counts = ?
   WHERE id = 1`,
);
const failure = prepared<[string, string], unknown>(
  'UPDATE "_referat_sync" SET last_error = ?, last_error_at = ?, errors_total = errors_total + 1 WHERE id = 1',
);
const select = prepared<[], Row>('SELECT * FROM "_referat_sync" WHERE id = 1');
const hasTable = prepared<[], number>(`SELECT count(*) FROM sqlite_master WHERE name = '_referat_sync'`);

/** A transcript cycle starts, from the FTP area at `upstream`. */
export function recordReferatAttempt(db: Store, upstream: string, at: string): void {
  ensure(db).run();
  attempt(db).run(upstream, at);
}

/** A transcript cycle ended with every listed file read or recorded: its summary and the counts after it. */
export function recordReferatSuccess(db: Store, at: string, summary: object, counts: ReferatCounts): void {
  ensure(db).run();
  success(db).run(at, JSON.stringify(summary), JSON.stringify(counts));
}

export function recordReferatError(db: Store, message: string, at: string): void {
  ensure(db).run();
  failure(db).run(message, at);
}

/** The transcript sync's state, or null when the store has none (not a mirror) or no cycle was tried yet. */
export function readReferatSyncStatus(db: Store): ReferatSyncStatus | null {
  if (!hasTable(db).pluck(true).get()) return null;
  const r = select(db).get();
  if (!r) return null;
  return {
    upstream: r.upstream,
    lastSuccessAt: r.last_success_at,
    lastAttemptAt: r.last_attempt_at,
    lastError: r.last_error,
    lastErrorAt: r.last_error_at,
    errorsTotal: r.errors_total,
    cyclesTotal: r.cycles_total,
    counts: r.counts === null ? null : (JSON.parse(r.counts) as ReferatCounts),
  };
}
