import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ENTITIES } from '@/lib/model/entities';
import { REFERAT_DDL } from './referat-schema';
import { foreignKeyColumns, postLoadDdl, tableDdl } from './schema';

function buildEmpty() {
  const db = new Database(':memory:');
  for (const ddl of [...tableDdl(), ...REFERAT_DDL, ...postLoadDdl()]) db.exec(ddl);
  return db;
}

describe('store schema', () => {
  it('has one table or view per entity set with the real columns in declaration order', () => {
    const db = buildEmpty();
    for (const e of ENTITIES) {
      const cols = db.prepare(`SELECT name, type, "notnull" FROM pragma_table_info(?)`).all(e.name) as {
        name: string;
        type: string;
        notnull: number;
      }[];
      expect(
        cols.map((c) => c.name),
        e.name,
      ).toEqual(e.properties.map((p) => p.name));
    }
  });

  it('declares NOT NULL exactly where $metadata says Nullable="false" and uses SQLite types by EDM type', () => {
    const db = buildEmpty();
    const sag = db.prepare(`SELECT name, type, "notnull" FROM pragma_table_info('Sag')`).all() as {
      name: string;
      type: string;
      notnull: number;
    }[];
    const model = ENTITIES.find((e) => e.name === 'Sag');
    for (const p of model?.properties ?? []) {
      const col = sag.find((c) => c.name === p.name);
      expect(col?.notnull, p.name).toBe(p.nullable ? 0 : 1);
      expect(col?.type).toBe(p.type === 'Edm.String' || p.type === 'Edm.DateTime' ? 'TEXT' : 'INTEGER');
    }
  });

  it('indexes every foreign key and opdateringsdato', () => {
    const db = buildEmpty();
    for (const e of ENTITIES) {
      const type = db.prepare('SELECT type FROM sqlite_master WHERE name = ?').get(e.name) as {
        type: string;
      };
      if (type.type === 'view') continue;
      const indexed = new Set(
        (
          db
            .prepare(`SELECT il.name FROM pragma_index_list(?) l, pragma_index_info(l.name) il`)
            .all(e.name) as { name: string }[]
        ).map((r) => r.name),
      );
      for (const c of [...foreignKeyColumns(e), 'opdateringsdato'])
        expect(indexed.has(c), `${e.name}.${c}`).toBe(true);
    }
    expect(foreignKeyColumns(ENTITIES.find((e) => e.name === 'Stemme')!)).toEqual(
      expect.arrayContaining(['afstemningid', 'aktørid', 'typeid']),
    );
  });

  it('finds case text by substring through the trigram full-text index', () => {
    const db = buildEmpty();
    db.prepare(
      `INSERT INTO "Sag" (id, typeid, statusid, titel, titelkort, resume, periodeid, opdateringsdato) VALUES (1, 3, 1, 'Forslag til lov om ændring af ligningsloven', 'Om befordringsfradrag', '', 1, '2024-01-01T00:00:00')`,
    ).run();
    db.exec(`INSERT INTO "Sag_fts"("Sag_fts") VALUES ('rebuild')`);
    const hit = db.prepare(`SELECT rowid FROM "Sag_fts" WHERE "Sag_fts" MATCH ?`).all('"ligningslov"') as {
      rowid: number;
    }[];
    expect(hit.map((h) => h.rowid)).toEqual([1]);
    expect(
      db.prepare(`SELECT count(*) n FROM "Sag_fts" WHERE "Sag_fts" MATCH ?`).get('"BEFORDRING"'),
    ).toEqual({ n: 1 });
  });

  it('keeps the full-text index in step with inserts, updates and deletes (the mirror changes rows in place)', () => {
    const db = buildEmpty();
    const hits = (text: string) =>
      (
        db.prepare(`SELECT rowid FROM "Sag_fts" WHERE "Sag_fts" MATCH ?`).all(`"${text}"`) as {
          rowid: number;
        }[]
      ).map((h) => h.rowid);
    db.prepare(
      `INSERT INTO "Sag" (id, typeid, statusid, titel, titelkort, resume, periodeid, opdateringsdato) VALUES (7, 3, 1, 'Forslag om skovrejsning', '', '', 1, '2024-01-01T00:00:00')`,
    ).run();
    expect(hits('skovrejs')).toEqual([7]);
    db.prepare(`UPDATE "Sag" SET titel = 'Forslag om havvind' WHERE id = 7`).run();
    expect(hits('skovrejs')).toEqual([]);
    expect(hits('havvind')).toEqual([7]);
    db.prepare(`DELETE FROM "Sag" WHERE id = 7`).run();
    expect(hits('havvind')).toEqual([]);
    db.exec(`INSERT INTO "Sag_fts"("Sag_fts") VALUES ('integrity-check')`);
  });
});
