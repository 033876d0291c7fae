import { oncePerStore, prepared } from './prepared';
import type { Store } from './store';

/** What a mirror file says about its copy of the live service (read by pages, `/metrics` and the sync's CLI). */
export interface MirrorStatus {
  readonly upstream: string;
  readonly intervalSeconds: number;
  /** The first complete cycle has been applied: pages may be served. */
  readonly ready: boolean;
  /** Moves on with every applied cycle that changed rows. */
  readonly generation: number;
  /** When the last cycle was applied (ISO 8601, UTC), or null. */
  readonly lastSuccessAt: string | null;
  readonly lastAttemptAt: string | null;
  readonly lastError: string | null;
  readonly lastErrorAt: string | null;
  readonly errorsTotal: number;
  readonly cyclesTotal: number;
  /** The first copy's progress: rows copied of the rows the service counted (both 0 before it starts). */
  readonly copy: { readonly done: number; readonly total: number };
  /** Rows per entity set after the last applied cycle. */
  readonly rows: ReadonlyMap<string, number>;
}

interface StatusRow {
  upstream: string;
  interval_seconds: number;
  ready: number;
  generation: number;
  last_success_at: string | null;
  last_attempt_at: string | null;
  last_error: string | null;
  last_error_at: string | null;
  errors_total: number;
  cycles_total: number;
}

/** The file has the sync's tables (asked once per connection: a file never turns into a mirror while open). */
const isMirror = oncePerStore((db) =>
  Boolean(db.prepare(`SELECT 1 FROM sqlite_master WHERE name = '_sync_status'`).get()),
);
const selectStatus = prepared<[], StatusRow>('SELECT * FROM "_sync_status" WHERE id = 1');
const selectSets = prepared<[], { name: string; rows: number; copy_total: number | null; copied: number }>(
  'SELECT name, rows, copy_total, copied FROM "_sync_set"',
);
const selectGeneration = prepared<[], number>('SELECT generation FROM "_sync_status" WHERE id = 1');

/** The mirror's status, or null when the store is not a mirror (synthetic demo data). */
export function readMirrorStatus(db: Store): MirrorStatus | null {
  if (!isMirror(db)) return null;
  const s = selectStatus(db).get();
  if (!s) return null;
  const sets = selectSets(db).all();
  return {
    upstream: s.upstream,
    intervalSeconds: s.interval_seconds,
    ready: s.ready === 1,
    generation: s.generation,
    lastSuccessAt: s.last_success_at,
    lastAttemptAt: s.last_attempt_at,
    lastError: s.last_error,
    lastErrorAt: s.last_error_at,
    errorsTotal: s.errors_total,
    cyclesTotal: s.cycles_total,
    copy: {
      done: sets.reduce((n, r) => n + Math.min(r.copied, r.copy_total ?? r.copied), 0),
      total: sets.reduce((n, r) => n + (r.copy_total ?? 0), 0),
    },
    rows: new Map(sets.map((r) => [r.name, r.rows])),
  };
}

/** The mirror's generation (cheap: one row), or null for a store that is not a mirror. */
export function readMirrorGeneration(db: Store): number | null {
  if (!isMirror(db)) return null;
  return selectGeneration(db).pluck(true).get() ?? null;
}
