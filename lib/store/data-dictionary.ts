import type { Store } from './open-store';
import { prepared } from './prepared';

/** One of ODA's own descriptions (EntitetBeskrivelse, KolloneBeskrivelse): `column` null for the entity's. */
export interface DescriptionRow {
  readonly entity: string;
  readonly column: string | null;
  readonly text: string;
}

/*
 * ODA's data dictionary as the store holds it: rows without text left out, the older first, so a reader keeping the
 * last row per name keeps the newest text (a row without `opdateringsdato` counts as the oldest).
 */
const descriptionsStatement = prepared<[], DescriptionRow>(
  `SELECT entity, "column", text FROM (
     SELECT "entitetnavn" AS entity, NULL AS "column", "beskrivelse" AS text, "opdateringsdato" AS stamp
       FROM "EntitetBeskrivelse"
      WHERE "entitetnavn" IS NOT NULL AND trim(coalesce("beskrivelse", '')) <> ''
     UNION ALL
     SELECT "entitetnavn", "kollonenavn", "beskrivelse", "opdateringsdato"
       FROM "KolloneBeskrivelse"
      WHERE "entitetnavn" IS NOT NULL AND "kollonenavn" IS NOT NULL AND trim(coalesce("beskrivelse", '')) <> ''
   )
   ORDER BY stamp IS NOT NULL, stamp`,
);

/** Every description ODA gives of its entity sets and their columns, oldest first. */
export function selectDescriptions(db: Store): DescriptionRow[] {
  return descriptionsStatement(db).all();
}

/** A column of one of the store's tables as SQLite declares it. */
export interface StoreColumn {
  readonly name: string;
  readonly type: string;
  readonly notNull: boolean;
}

const columnsStatement = prepared<[string], { name: string; type: string; notNull: number }>(
  `SELECT "name", "type", "notnull" AS "notNull" FROM pragma_table_info(?) ORDER BY "cid"`,
);

/** The columns of a table of the store (the table's name a bound value), none when there is no such table. */
export function selectStoreColumns(db: Store, table: string): StoreColumn[] {
  return columnsStatement(db)
    .all(table)
    .map((c) => ({ name: c.name, type: c.type, notNull: c.notNull === 1 }));
}
