import { createHash } from 'node:crypto';
import { existsSync, renameSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { META_TABLE, readStoreMeta } from './meta';
import type { Store } from './open-store';
import { REFERAT_DDL } from './referat-schema';
import { postLoadDdl, quoteIdent, tableDdl } from './schema';

/** Bump when the sync's own tables change shape. */
const SYNC_SCHEMA_VERSION = '1';

/**
 * The sync's bookkeeping, beside the ODA tables in the mirror file (names start with `_`, so they are never entity
 * sets). Written only by `npm run sync`; pages and `/metrics` read `_sync_status` and `_sync_set`.
 */
export const SYNC_DDL: readonly string[] = [
  `CREATE TABLE "_sync_status" (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    upstream TEXT NOT NULL,
    interval_seconds INTEGER NOT NULL,
    ready INTEGER NOT NULL DEFAULT 0,
    generation INTEGER NOT NULL DEFAULT 0,
    copy_horizon TEXT,
    last_success_at TEXT,
    last_attempt_at TEXT,
    last_error TEXT,
    last_error_at TEXT,
    errors_total INTEGER NOT NULL DEFAULT 0,
    cycles_total INTEGER NOT NULL DEFAULT 0,
    last_cycle TEXT
  )`,
  `CREATE TABLE "_sync_set" (
    name TEXT PRIMARY KEY,
    watermark TEXT,
    upstream_count INTEGER,
    rows INTEGER NOT NULL DEFAULT 0,
    copy_total INTEGER,
    copied INTEGER NOT NULL DEFAULT 0,
    copy_done INTEGER NOT NULL DEFAULT 0,
    phase TEXT,
    cursor_stamp TEXT,
    cursor_id INTEGER
  )`,
  `CREATE TABLE "_sync_partition" (
    name TEXT NOT NULL,
    lo INTEGER NOT NULL,
    hi INTEGER NOT NULL,
    cursor INTEGER NOT NULL,
    expected INTEGER,
    fetched INTEGER NOT NULL DEFAULT 0,
    done INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (name, lo)
  )`,
  `CREATE TABLE "_sync_cycle" (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    started_at TEXT NOT NULL,
    horizon TEXT NOT NULL,
    requests INTEGER NOT NULL DEFAULT 0
  )`,
  `CREATE TABLE "_sync_stage" (
    name TEXT NOT NULL,
    id INTEGER NOT NULL,
    "row" TEXT,
    PRIMARY KEY (name, id)
  )`,
];

/** What a mirror made now would look like: the ODA tables' DDL and the sync's own, hashed. */
export function mirrorFingerprint(): string {
  return createHash('sha256')
    .update([SYNC_SCHEMA_VERSION, ...tableDdl(), ...REFERAT_DDL, ...postLoadDdl(), ...SYNC_DDL].join('\n'))
    .digest('hex')
    .slice(0, 16);
}

/** The file is not one `npm run sync` may write: another kind of store, another service, an older schema. */
export class MirrorRefusedError extends Error {
  override readonly name = 'MirrorRefusedError';
}

/** Opens a connection for the one writer: WAL (readers go on while it writes), commits without fsync per page. */
export function openMirrorWriter(file: string): Store {
  const db = new Database(file, { fileMustExist: true });
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 10000');
  db.pragma('cache_size = -131072');
  return db;
}

/**
 * Creates an empty mirror of `upstream` in `file` (built beside it and renamed into place, so no reader ever opens
 * a half-made schema), or checks that an existing file is a mirror of the same service and schema. Returns the
 * writer's connection.
 * @throws MirrorRefusedError for synthetic stores, other services' mirrors and mirrors of an older schema.
 */
export function createOrOpenMirror(file: string, upstream: string, intervalSeconds: number): Store {
  if (!existsSync(file)) {
    const tmp = `${file}.creating`;
    rmSync(tmp, { force: true });
    const db = new Database(tmp);
    try {
      db.pragma('journal_mode = WAL');
      db.transaction(() => {
        for (const ddl of [...tableDdl(), ...REFERAT_DDL, ...postLoadDdl(), ...SYNC_DDL]) db.exec(ddl);
        db.exec(`CREATE TABLE "${META_TABLE}" (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
        const meta = db.prepare(`INSERT INTO "${META_TABLE}" (key, value) VALUES (?, ?)`);
        meta.run('synthetic', '0');
        meta.run('source', 'mirror');
        meta.run('fingerprint', mirrorFingerprint());
        db.prepare('INSERT INTO "_sync_status" (id, upstream, interval_seconds) VALUES (1, ?, ?)').run(
          upstream,
          intervalSeconds,
        );
      })();
      db.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      db.close();
    }
    renameSync(tmp, file);
  }
  const db = openMirrorWriter(file);
  try {
    checkMirror(db, file, upstream);
    db.prepare('UPDATE "_sync_status" SET interval_seconds = ? WHERE id = 1').run(intervalSeconds);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function checkMirror(db: Store, file: string, upstream: string): void {
  const meta = readStoreMeta(db);
  if (meta.synthetic)
    throw new MirrorRefusedError(
      `${file} holds synthetic demo data; the mirror needs a file of its own (ODA_DB=data/mirror.sqlite or --db FILE)`,
    );
  const isMirror = db.prepare(`SELECT 1 FROM sqlite_master WHERE name = '_sync_status'`).get();
  const status = isMirror
    ? (db.prepare('SELECT upstream FROM "_sync_status" WHERE id = 1').get() as
        | { upstream: string }
        | undefined)
    : undefined;
  if (!status) throw new MirrorRefusedError(`${file} is not a mirror made by npm run sync; use another file`);
  if (status.upstream !== upstream)
    throw new MirrorRefusedError(
      `${file} mirrors ${status.upstream}, not ${upstream}; use another file (--db) for another service`,
    );
  if (meta.fingerprint !== mirrorFingerprint() && !rebuildDerivedObjects(db))
    throw new MirrorRefusedError(
      `${file} was made by an older version with another schema; delete it and run the sync again for a fresh copy`,
    );
}

const tableName = (ddl: string): string | undefined => /^CREATE TABLE "([^"]+)"/.exec(ddl)?.[1];

/**
 * A mirror whose tables — ODA's and the sync's own — are exactly today's but whose derived objects differ (views,
 * indexes, full-text indexes and their triggers: a search index that now covers a question's wording) is brought up
 * to date in place, in one transaction, from the rows it holds: a change of derived objects costs the time of
 * rebuilding them, not a fresh copy of the service. SQLite keeps each table's CREATE statement as it was written,
 * so the tables compare exactly with today's DDL. Returns false (nothing touched) when a table differs.
 */
function rebuildDerivedObjects(db: Store): boolean {
  const stored = new Map(
    (
      db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'table'`).all() as {
        name: string;
        sql: string;
      }[]
    ).map((r) => [r.name, r.sql]),
  );
  if (![...tableDdl(), ...SYNC_DDL].every((ddl) => stored.get(tableName(ddl) ?? '') === ddl)) return false;
  // The debates' tables (lib/store/referat-schema.ts) are added to a mirror made before them; changed ones are not.
  const missing = REFERAT_DDL.filter((ddl) => !stored.has(tableName(ddl) ?? ''));
  if (!REFERAT_DDL.every((ddl) => missing.includes(ddl) || stored.get(tableName(ddl) ?? '') === ddl))
    return false;
  const derived = db
    .prepare(
      `SELECT type, name FROM sqlite_master
       WHERE (type IN ('trigger', 'view', 'index') AND sql IS NOT NULL)
          OR (type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%')
       ORDER BY CASE type WHEN 'trigger' THEN 0 WHEN 'view' THEN 1 WHEN 'index' THEN 2 ELSE 3 END`,
    )
    .all() as { type: string; name: string }[];
  db.transaction(() => {
    for (const d of derived)
      db.exec(`DROP ${d.type === 'table' ? 'TABLE' : d.type.toUpperCase()} IF EXISTS ${quoteIdent(d.name)}`);
    for (const ddl of [...missing, ...postLoadDdl()]) db.exec(ddl);
    db.prepare(`UPDATE "${META_TABLE}" SET value = ? WHERE key = 'fingerprint'`).run(mirrorFingerprint());
  })();
  return true;
}
