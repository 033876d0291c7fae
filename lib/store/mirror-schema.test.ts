import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { META_TABLE } from './meta';
import { createOrOpenMirror, MirrorRefusedError, mirrorFingerprint } from './mirror-schema';
import type { Store } from './open-store';
import { REFERAT_DDL, REFERAT_INDEX_DDL } from './referat-schema';

const dir = mkdtempSync(path.join(tmpdir(), 'tingdata-mirror-schema-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const upstream = 'http://127.0.0.1:1/api/';

const question = (db: Store) =>
  db
    .prepare(
      `INSERT INTO "Dokument" (id, typeid, kategoriid, statusid, titel, dato, "spørgsmålstitel", "spørgsmålsordlyd", opdateringsdato)
       VALUES (1, 13, 1, 1, 'KEF alm. del - spørgsmål 1', '2025-11-03T00:00:00', 'Om vindmøller',
               'Vil ministeren redegøre for støjen fra havvindmøller?', '2025-11-03T10:00:00')`,
    )
    .run();

/** Makes the file look as an older version left it: its document index over the title only, its own fingerprint. */
function ageMirror(db: Store): void {
  for (const t of ['ai', 'ad', 'au']) db.exec(`DROP TRIGGER "Dokument_fts_${t}"`);
  db.exec('DROP TABLE "Dokument_fts"');
  db.exec(
    `CREATE VIRTUAL TABLE "Dokument_fts" USING fts5("titel", content="Dokument", content_rowid='id', tokenize='trigram remove_diacritics 1')`,
  );
  db.exec(`INSERT INTO "Dokument_fts"("Dokument_fts") VALUES ('rebuild')`);
  db.prepare(`UPDATE "${META_TABLE}" SET value = 'older' WHERE key = 'fingerprint'`).run();
}

const fingerprint = (db: Store) =>
  db.prepare(`SELECT value FROM "${META_TABLE}" WHERE key = 'fingerprint'`).pluck().get();

describe('a mirror made by an older version', () => {
  it('has its derived objects rebuilt in place when its tables are today’s, keeping every row', () => {
    const file = path.join(dir, 'derived.sqlite');
    const made = createOrOpenMirror(file, upstream, 300);
    question(made);
    ageMirror(made);
    made.close();

    const db = createOrOpenMirror(file, upstream, 300);
    try {
      expect(fingerprint(db)).toBe(mirrorFingerprint());
      expect(db.prepare('SELECT count(*) FROM "Dokument"').pluck().get()).toBe(1);
      const hit = db
        .prepare(`SELECT rowid FROM "Dokument_fts" WHERE "Dokument_fts" MATCH ?`)
        .pluck()
        .all('"spørgsmålsordlyd" : "havvindmøller"');
      expect(hit).toEqual([1]);
      // The triggers are back: a changed wording is found under its new words.
      db.prepare(`UPDATE "Dokument" SET "spørgsmålsordlyd" = 'Hvad koster solceller?' WHERE id = 1`).run();
      expect(
        db
          .prepare(`SELECT count(*) FROM "Dokument_fts" WHERE "Dokument_fts" MATCH 'solceller'`)
          .pluck()
          .get(),
      ).toBe(1);
    } finally {
      db.close();
    }
  });

  it('gains the debates’ tables and their indexes in place when it was made before them', () => {
    const file = path.join(dir, 'referat.sqlite');
    const made = createOrOpenMirror(file, upstream, 300);
    question(made);
    for (const name of REFERAT_INDEX_DDL.map((ddl) => /INDEX "([^"]+)"/.exec(ddl)?.[1]))
      made.exec(`DROP INDEX "${name}"`);
    for (const ddl of REFERAT_DDL) made.exec(`DROP TABLE "${/TABLE "([^"]+)"/.exec(ddl)?.[1]}"`);
    made.prepare(`UPDATE "${META_TABLE}" SET value = 'older' WHERE key = 'fingerprint'`).run();
    made.close();

    const db = createOrOpenMirror(file, upstream, 300);
    try {
      expect(fingerprint(db)).toBe(mirrorFingerprint());
      expect(db.prepare('SELECT count(*) FROM "Dokument"').pluck().get()).toBe(1);
      expect(db.prepare('SELECT count(*) FROM "_tale"').pluck().get()).toBe(0);
      const indexes = db.prepare(
        `SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = '_tale'`,
      );
      expect(indexes.pluck().all()).toContain('ix__tale_aktoerid');
    } finally {
      db.close();
    }
  });

  it('is refused, untouched, when a table differs', () => {
    const file = path.join(dir, 'tables.sqlite');
    const made = createOrOpenMirror(file, upstream, 300);
    made.exec('ALTER TABLE "Dokument" ADD COLUMN "gammel" TEXT');
    made.prepare(`UPDATE "${META_TABLE}" SET value = 'older' WHERE key = 'fingerprint'`).run();
    made.close();

    expect(() => createOrOpenMirror(file, upstream, 300)).toThrow(MirrorRefusedError);
    expect(() => createOrOpenMirror(file, upstream, 300)).toThrow(/older version with another schema/);
  });
});
