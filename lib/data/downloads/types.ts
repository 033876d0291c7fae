/**
 * The data for download (`/data`): the published snapshots' files as the page offers them, and the schema of the
 * tables they hold, described column by column.
 */

/** One file to download: the whole store, or one table as CSV; gzip-compressed as served. */
export interface DownloadFile {
  /** The name the download gets (`Sag.csv.gz`). */
  readonly fileName: string;
  /** Where it is downloaded from: this site's file route, or beside a reader instance's remote manifest. */
  readonly href: string;
  readonly kind: 'sqlite' | 'csv';
  /** For a CSV file, its table (`Sag`); null for the store. */
  readonly table: string | null;
  /** Bytes as downloaded (compressed). */
  readonly bytes: number;
  /** Bytes once decompressed. */
  readonly rawBytes: number;
  /** Data rows of a CSV file (header not counted); null for the store. */
  readonly rows: number | null;
  /** sha256 of the bytes as downloaded, lowercase hex. */
  readonly sha256: string;
}

/** One published generation of the store and its files. */
export interface DownloadGeneration {
  /** The mirror's generation (0 for the synthetic demo store, which never changes). */
  readonly generation: number;
  /** The synthetic demo data, not Folketinget's records. */
  readonly synthetic: boolean;
  /** When the snapshot was made (ISO 8601, UTC). */
  readonly createdAt: string;
  /** When the mirror last brought its copy up to date (ISO 8601, UTC); null for the demo data. */
  readonly dataAsOf: string | null;
  /** Where the data came from: the service's root (`https://oda.ft.dk/api/`), or `synthetic`. */
  readonly source: string;
  /** The whole store as one SQLite file. */
  readonly store: DownloadFile;
  /** Each table as CSV, in the manifest's order. */
  readonly tables: readonly DownloadFile[];
}

/** What `/data` offers. */
export type Downloads =
  /** Nothing has been published yet. */
  | { readonly kind: 'none' }
  /** The manifest could not be read just now (the reason is logged). */
  | { readonly kind: 'unavailable' }
  | {
      readonly kind: 'published';
      readonly newest: DownloadGeneration;
      /** The older generations still kept, newest first. */
      readonly previous: readonly DownloadGeneration[];
    };

/** A column of a table, described. */
export interface ColumnDoc {
  readonly name: string;
  /**
   * Its type: for an ODA entity set the model's EDM type (`Edm.Int32`, `Edm.String`, `Edm.DateTime`,
   * `Edm.Boolean`, `Edm.Int16`; lib/model/entities.ts), for one of the store's own tables SQLite's declared type.
   */
  readonly type: string;
  /** Whether it may be empty. */
  readonly nullable: boolean;
  /** ODA's own description (KolloneBeskrivelse); null where ODA gives none. */
  readonly description: string | null;
}

/** A table of the store, described. */
export interface TableDoc {
  readonly name: string;
  /** One of the store's own tables (`Tale`, the debates' speeches, from `_tale`), not an ODA entity set. */
  readonly own: boolean;
  /** ODA's own description (EntitetBeskrivelse); null where ODA gives none. */
  readonly description: string | null;
  readonly columns: readonly ColumnDoc[];
}
