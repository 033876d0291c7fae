import { storeReads } from '@/lib/data/store-read-source';
import { CONTAINER_ORDER, ENTITIES } from '@/lib/model/entities';
import { CSV_TABLES } from '@/lib/snapshot/csv-tables';
import { type DescriptionRow, selectDescriptions, selectStoreColumns } from '@/lib/store/data-dictionary';
import type { Store } from '@/lib/store/open-store';
import type { TableDoc } from './types';

/*
 * The store read behind lib/data/downloads/downloads.ts (lib/data/store-read-source.ts): it runs in the pages' query
 * pool's threads.
 */

const BY_NAME = new Map(ENTITIES.map((e) => [e.name, e]));

/** A description's key: ODA's names matched without regard to case. */
const keyOf = (entity: string, column: string | null): string =>
  `${entity.toLowerCase()}\u0000${column?.toLowerCase() ?? ''}`;

/** The newest text per entity and column (the rows come oldest first). */
function descriptionsByKey(rows: readonly DescriptionRow[]): Map<string, string> {
  const texts = new Map<string, string>();
  for (const row of rows) texts.set(keyOf(row.entity, row.column), row.text.trim());
  return texts;
}

/** The tables a snapshot publishes as CSV by their published name (`Tale`), with the store table behind each. */
const CSV_SOURCES = new Map(CSV_TABLES.map((t) => [t.table, t.source]));

/**
 * Every ODA entity set in the service's order, its columns with the model's types (lib/model/entities.ts) and ODA's
 * own descriptions from the store's EntitetBeskrivelse and KolloneBeskrivelse where it has one (null where not:
 * nothing is made up); then those of `tables` (a generation's CSV files, by their published names) that are no
 * entity set — the store's own tables, published under names that say what they hold (`Tale` for `_tale`:
 * lib/snapshot/csv-tables.ts) — with their columns as SQLite declares them and no description (ODA describes none
 * of them). A store read, called through `getDataDictionary` (downloads.ts).
 */
export function loadDataDictionary(db: Store, tables: readonly string[]): TableDoc[] {
  const texts = descriptionsByKey(selectDescriptions(db));
  const entitySets = CONTAINER_ORDER.flatMap((name): TableDoc[] => {
    const entity = BY_NAME.get(name);
    if (!entity) return [];
    return [
      {
        name,
        own: false,
        description: texts.get(keyOf(name, null)) ?? null,
        columns: entity.properties.map((p) => ({
          name: p.name,
          type: p.type,
          nullable: p.nullable,
          description: texts.get(keyOf(name, p.name)) ?? null,
        })),
      },
    ];
  });
  const own = tables
    .filter((name) => !BY_NAME.has(name))
    .map(
      (name): TableDoc => ({
        name,
        own: true,
        description: null,
        columns: selectStoreColumns(db, CSV_SOURCES.get(name) ?? name).map((c) => ({
          name: c.name,
          type: c.type,
          nullable: !c.notNull,
          description: null,
        })),
      }),
    )
    .filter((table) => table.columns.length > 0);
  return [...entitySets, ...own];
}

storeReads('lib/data/downloads/data-dictionary-load.ts', { loadDataDictionary });
