/**
 * The snapshot manifest: what the one sync writer publishes beside its snapshots (`ODA_SNAPSHOT_DIR`) and what a
 * reader instance follows (`ODA_SNAPSHOT_URL` = this file's URL) and the `/data` page shows. One JSON file,
 * `manifest.json`, replaced atomically (written beside and renamed) after the files it names are complete.
 * File names are relative to the manifest's own URL, so the directory can be served by any static server, object
 * store or CDN.
 */

/** The manifest's own format; a reader refuses another. */
export const MANIFEST_FORMAT = 1;

/** The manifest's file name inside the snapshot directory. */
export const MANIFEST_FILE = 'manifest.json';

/** One published file, as served (compressed). */
export interface SnapshotFile {
  /** Path relative to the manifest's URL, e.g. `g000042/tingdata.sqlite.gz` or `g000042/csv/Sag.csv.gz`. */
  readonly name: string;
  /** The whole store, or one entity set (or one of the store's own tables) as CSV. */
  readonly kind: 'sqlite' | 'csv';
  /** For `csv`: the entity set or table, e.g. `Sag`. */
  readonly table: string | null;
  /** Bytes as served. */
  readonly bytes: number;
  /** sha256 of the bytes as served, lowercase hex. */
  readonly sha256: string;
  /** How the bytes are compressed. */
  readonly encoding: 'gzip';
  /** Bytes once decompressed. */
  readonly rawBytes: number;
  /** For `csv`: data rows (header not counted); null for `sqlite`. */
  readonly rows: number | null;
}

/** One generation of the store, published. */
export interface SnapshotEntry {
  /** The mirror's generation (`_sync_status.generation`); 0 for a synthetic store, which never changes. */
  readonly generation: number;
  /** The store's kind: a mirror of the live service, or the synthetic demo data. */
  readonly store: 'mirror' | 'synthetic';
  /**
   * The schema fingerprint of the store (lib/store/mirror-schema.ts `mirrorFingerprint` for a mirror,
   * lib/dataset/fingerprint.ts `storeFingerprint` for a synthetic store): a reader refuses a snapshot whose
   * fingerprint differs from its own code's.
   */
  readonly schema: string;
  /** When the snapshot was made (ISO 8601, UTC). */
  readonly createdAt: string;
  /** When the mirror last applied a cycle (ISO 8601, UTC; null for a synthetic store). */
  readonly dataAsOf: string | null;
  /** Where the data came from: the upstream service's root, or `synthetic`. */
  readonly source: string;
  /**
   * For a synthetic store: which dataset it holds (`scale=demo seed=1 asOf=2026-11-20 generator=11`, from its
   * `_tingdata_meta`), so a publisher knows whether the store in hand is already published; null (or absent in a
   * manifest written before it was added) for a mirror, whose generation says the same.
   */
  readonly dataset?: string | null;
  /** The files: exactly one `sqlite`, then the CSV files in table order. */
  readonly files: readonly SnapshotFile[];
}

export interface SnapshotManifest {
  readonly format: typeof MANIFEST_FORMAT;
  /** Published generations, newest first (at most the configured number kept); the first is the one to serve. */
  readonly snapshots: readonly SnapshotEntry[];
}

/** The manifest could not be read as one: says why (a reader logs it and keeps what it has). */
export class ManifestError extends Error {
  override readonly name = 'ManifestError';
  /** The HTTP status the manifest's URL answered, when that was the failure. */
  readonly status: number | null;
  constructor(message: string, status: number | null = null) {
    super(message);
    this.status = status;
  }
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function field<T>(o: Json, key: string, where: string, ok: (v: unknown) => v is T, what: string): T {
  const v = o[key];
  if (!ok(v)) throw new ManifestError(`${where}.${key}: expected ${what}`);
  return v;
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isNullableString = (v: unknown): v is string | null => v === null || typeof v === 'string';
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const isNullableCount = (v: unknown): v is number | null => v === null || isCount(v);
const isSha256 = (v: unknown): v is string => typeof v === 'string' && /^[0-9a-f]{64}$/.test(v);
const isKind = (v: unknown): v is SnapshotFile['kind'] => v === 'sqlite' || v === 'csv';
const isStoreKind = (v: unknown): v is SnapshotEntry['store'] => v === 'mirror' || v === 'synthetic';
const isGzip = (v: unknown): v is 'gzip' => v === 'gzip';
const isIsoTime = (v: unknown): v is string => typeof v === 'string' && !Number.isNaN(Date.parse(v));
const isNullableIsoTime = (v: unknown): v is string | null => v === null || isIsoTime(v);
/** A relative path of plain segments: no scheme, no leading slash, no `..`, no backslash. */
const isRelativeName = (v: unknown): v is string =>
  typeof v === 'string' &&
  v.length > 0 &&
  v.length <= 300 &&
  /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(v) &&
  !v.split('/').some((segment) => segment === '..' || segment === '.');

function parseFile(value: unknown, where: string): SnapshotFile {
  if (!isObject(value)) throw new ManifestError(`${where}: expected an object`);
  const kind = field(value, 'kind', where, isKind, '"sqlite" or "csv"');
  const table = field(value, 'table', where, isNullableString, 'a string or null');
  if ((kind === 'csv') !== (table !== null))
    throw new ManifestError(`${where}.table: a csv file names its table`);
  return {
    name: field(value, 'name', where, isRelativeName, 'a relative path'),
    kind,
    table,
    bytes: field(value, 'bytes', where, isCount, 'a byte count'),
    sha256: field(value, 'sha256', where, isSha256, 'a sha256 in lowercase hex'),
    encoding: field(value, 'encoding', where, isGzip, '"gzip"'),
    rawBytes: field(value, 'rawBytes', where, isCount, 'a byte count'),
    rows: field(value, 'rows', where, isNullableCount, 'a row count or null'),
  };
}

function parseEntry(value: unknown, where: string): SnapshotEntry {
  if (!isObject(value)) throw new ManifestError(`${where}: expected an object`);
  const filesValue = value.files;
  if (!Array.isArray(filesValue)) throw new ManifestError(`${where}.files: expected an array`);
  const files = filesValue.map((f, i) => parseFile(f, `${where}.files[${i}]`));
  if (files.filter((f) => f.kind === 'sqlite').length !== 1) {
    throw new ManifestError(`${where}.files: expected exactly one sqlite file`);
  }
  return {
    generation: field(value, 'generation', where, isCount, 'a generation number'),
    store: field(value, 'store', where, isStoreKind, '"mirror" or "synthetic"'),
    schema: field(value, 'schema', where, isString, 'a schema fingerprint'),
    createdAt: field(value, 'createdAt', where, isIsoTime, 'an ISO 8601 time'),
    dataAsOf: field(value, 'dataAsOf', where, isNullableIsoTime, 'an ISO 8601 time or null'),
    source: field(value, 'source', where, isString, 'a string'),
    dataset:
      value.dataset === undefined
        ? null
        : field(value, 'dataset', where, isNullableString, 'a string or null'),
    files,
  };
}

/** Reads a manifest from its JSON text; throws ManifestError naming the first thing wrong. */
export function parseManifest(text: string): SnapshotManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ManifestError(`not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!isObject(value)) throw new ManifestError('manifest: expected an object');
  if (value.format !== MANIFEST_FORMAT) {
    throw new ManifestError(
      `manifest.format: expected ${MANIFEST_FORMAT}, got ${JSON.stringify(value.format)}`,
    );
  }
  const list = value.snapshots;
  if (!Array.isArray(list)) throw new ManifestError('manifest.snapshots: expected an array');
  const snapshots = list.map((entry, i) => parseEntry(entry, `manifest.snapshots[${i}]`));
  return { format: MANIFEST_FORMAT, snapshots };
}

/** The manifest as published (stable key order, one trailing newline). */
export function formatManifest(manifest: SnapshotManifest): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The newest snapshot, or null when none has been published yet. */
export function latestSnapshot(manifest: SnapshotManifest): SnapshotEntry | null {
  return manifest.snapshots[0] ?? null;
}

/** The store file of a snapshot. */
export function sqliteFileOf(entry: SnapshotEntry): SnapshotFile {
  const file = entry.files.find((f) => f.kind === 'sqlite');
  if (!file) throw new ManifestError(`generation ${entry.generation} has no sqlite file`);
  return file;
}
