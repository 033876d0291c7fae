import { prepared } from './prepared';
import type { Store } from './store';

/**
 * The writes of importing a transcript (lib/referat/import-sitting.ts) and of re-linking it later
 * (lib/referat/relink-sittings.ts), on the debates' own tables (lib/store/referat-schema.ts): prepared once per
 * connection, bound per row. A sitting's rows are found by their ids' range (lib/referat/referat-ids.ts), so
 * replacing a sitting reads no rows first.
 */

export const deleteSegments = prepared<[number, number], void>(
  'DELETE FROM "_tale_segment" WHERE tale BETWEEN ? AND ?',
);
export const deleteSpeeches = prepared<[number, number], void>(
  'DELETE FROM "_tale" WHERE id BETWEEN ? AND ?',
);
export const deleteEvents = prepared<[number, number], void>(
  'DELETE FROM "_referat_haendelse" WHERE id BETWEEN ? AND ?',
);
export const deleteItems = prepared<[number, number], void>(
  'DELETE FROM "_referat_punkt" WHERE id BETWEEN ? AND ?',
);
export const deleteSitting = prepared<[number], void>('DELETE FROM "_referat_moede" WHERE id = ?');

/** The sitting a file held before (a file that now holds another sitting must not leave the old one behind). */
export const selectSittingOfFile = prepared<[string], { id: number }>(
  'SELECT id FROM "_referat_moede" WHERE fil = ?',
);

export const insertSitting = prepared<
  [number, string, string, number, string, string, number, number | null],
  void
>(
  `INSERT INTO "_referat_moede" (id, fil, samling, nummer, dato, era, foreloebig, moedeid)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
);

export const insertItem = prepared<
  [
    number,
    number,
    number,
    string,
    string | null,
    string,
    string | null,
    string | null,
    number | null,
    number | null,
  ],
  void
>(
  `INSERT INTO "_referat_punkt" (id, moede, ordinal, nummer, undernummer, titel, sagsnummer, sagstrin,
     dagsordenspunktid, sagid)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);

export const insertSpeech = prepared<
  [
    number,
    number,
    number,
    number,
    number | null,
    string,
    string | null,
    string | null,
    string | null,
    string | null,
    string | null,
    string | null,
    number | null,
    number,
    string,
  ],
  void
>(
  `INSERT INTO "_tale" (id, moede, punkt, ordinal, aktoerid, navn, parti, rolle, titel, taletype, start, slut,
     sekunder, tegn, tekst)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);

export const insertSegment = prepared<
  [number, number, string | null, string | null, string | null, number, number],
  void
>(`INSERT INTO "_tale_segment" (tale, ordinal, start, slut, status, fra, til) VALUES (?, ?, ?, ?, ?, ?, ?)`);

export const insertEvent = prepared<
  [number, number, number, number, string | null, string | null, string],
  void
>(
  `INSERT INTO "_referat_haendelse" (id, moede, punkt, ordinal, art, start, tekst) VALUES (?, ?, ?, ?, ?, ?, ?)`,
);

/** A file row as the importer records it. */
export interface ReferatFileRow {
  readonly path: string;
  readonly samling: string;
  readonly size: number;
  readonly modified: string | null;
  readonly sha256: string;
  readonly seenAt: string;
}

const upsertImported = prepared<[ReferatFileRow & { moede: number }], void>(
  `INSERT INTO "_referat_fil" (path, samling, size, modified, sha256, status, error, seen_at, moede)
   VALUES (@path, @samling, @size, @modified, @sha256, 'imported', NULL, @seenAt, @moede)
   ON CONFLICT (path) DO UPDATE SET samling = excluded.samling, size = excluded.size,
     modified = excluded.modified, sha256 = excluded.sha256, status = 'imported', error = NULL,
     seen_at = excluded.seen_at, moede = excluded.moede`,
);

/** Records a file as imported, holding the sitting `moede`; another file recorded as holding it no longer does. */
export function recordImportedFile(db: Store, file: ReferatFileRow, moede: number): void {
  releaseSitting(db).run(moede, file.path);
  upsertImported(db).run({ ...file, moede });
}

const releaseSitting = prepared<[number, string], void>(
  'UPDATE "_referat_fil" SET moede = NULL WHERE moede = ? AND path <> ?',
);

const upsertRejected = prepared<[ReferatFileRow & { error: string }], void>(
  `INSERT INTO "_referat_fil" (path, samling, size, modified, sha256, status, error, seen_at, moede)
   VALUES (@path, @samling, @size, @modified, @sha256, 'rejected', @error, @seenAt, NULL)
   ON CONFLICT (path) DO UPDATE SET samling = excluded.samling, size = excluded.size,
     modified = excluded.modified, sha256 = excluded.sha256, status = 'rejected', error = excluded.error,
     seen_at = excluded.seen_at`,
);

/** Records a file as rejected with the reason; the sitting an earlier version of it held stays as it was. */
export function recordRejected(db: Store, file: ReferatFileRow, error: string): void {
  upsertRejected(db).run({ ...file, error });
}
