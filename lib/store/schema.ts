import { ENTITIES } from '@/lib/model/entities';
import type { EdmType, EntityDef } from '@/lib/model/types';
import { REFERAT_INDEX_DDL, SPEECH_FTS_DDL } from './referat-schema';

/**
 * The Sag-shaped entity sets that the real service backs with SQL views over Sag (docs/oda.md#sag-views).
 * Each maps to the Sag filter that defines it here.
 */
export const SAG_VIEWS: Readonly<Record<string, string>> = {
  Aktstykke: '"typeid" = 8',
  Almdel: '"typeid" = 4',
  Debat: '"typeid" IN (6, 11)',
  EUsag: '0',
  Forslag: '"typeid" IN (3, 5)',
};

/** Full-text indexes (FTS5, trigram) over long text, for fast substring search. */
export const FTS_INDEXES: readonly {
  readonly table: string;
  readonly source: string;
  readonly columns: readonly string[];
}[] = [
  { table: 'Sag_fts', source: 'Sag', columns: ['titel', 'titelkort', 'resume'] },
  // A question's title and wording are searched with the document's title (issue 22: search the questions).
  { table: 'Dokument_fts', source: 'Dokument', columns: ['titel', 'spørgsmålstitel', 'spørgsmålsordlyd'] },
];

const SQL_TYPES: Readonly<Record<EdmType, string>> = {
  'Edm.Int32': 'INTEGER',
  'Edm.Int16': 'INTEGER',
  'Edm.Boolean': 'INTEGER',
  'Edm.String': 'TEXT',
  'Edm.DateTime': 'TEXT',
};

export const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;

export function createTableSql(entity: EntityDef): string {
  const columns = entity.properties.map((p) => {
    const key = p.name === 'id' ? ' PRIMARY KEY' : '';
    return `  ${quoteIdent(p.name)} ${SQL_TYPES[p.type]}${p.nullable ? '' : ' NOT NULL'}${key}`;
  });
  return `CREATE TABLE ${quoteIdent(entity.name)} (\n${columns.join(',\n')}\n)`;
}

export function createViewSql(entity: EntityDef, where: string): string {
  const columns = entity.properties.map((p) => quoteIdent(p.name)).join(', ');
  return `CREATE VIEW ${quoteIdent(entity.name)} AS SELECT ${columns} FROM "Sag" WHERE ${where}`;
}

/** Every foreign-key column of an entity: the columns behind its references and behind others' collections. */
export function foreignKeyColumns(entity: EntityDef, all: readonly EntityDef[] = ENTITIES): string[] {
  const cols = new Set<string>();
  for (const nav of entity.navigations) if (!nav.many) cols.add(nav.column);
  for (const other of all) {
    for (const nav of other.navigations) if (nav.many && nav.target === entity.name) cols.add(nav.column);
  }
  return [...cols].filter((c) => entity.properties.some((p) => p.name === c));
}

export function createIndexSql(entity: EntityDef): string[] {
  const columns = [...foreignKeyColumns(entity), 'opdateringsdato'];
  return columns.map(
    (c) =>
      `CREATE INDEX ${quoteIdent(`ix_${entity.name}_${c}`)} ON ${quoteIdent(entity.name)} (${quoteIdent(c)})`,
  );
}

/** Extra composite indexes for the site's hot reads. */
export const EXTRA_INDEXES: readonly string[] = [
  'CREATE INDEX "ix_Sagstrin_sagid_dato" ON "Sagstrin" ("sagid", "dato")',
  'CREATE INDEX "ix_Stemme_aktørid_afstemningid" ON "Stemme" ("aktørid", "afstemningid")',
  'CREATE INDEX "ix_AktørAktør_fra_rolle" ON "AktørAktør" ("fraaktørid", "rolleid", "startdato")',
  'CREATE INDEX "ix_Møde_dato" ON "Møde" ("dato")',
  'CREATE INDEX "ix_Sagstrin_dato" ON "Sagstrin" ("dato")',
  // Search (/soeg): a case number ('L 123') is looked up case-insensitively; a date window on documents is turned
  // into the id range the full-text index may skip to.
  'CREATE INDEX "ix_Sag_nummer" ON "Sag" ("nummer" COLLATE NOCASE)',
  'CREATE INDEX "ix_Dokument_dato" ON "Dokument" ("dato")',
];

export const isView = (name: string): boolean => name in SAG_VIEWS;

/** DDL for the tables (not views, indexes or FTS — those come after the bulk load). */
export function tableDdl(entities: readonly EntityDef[] = ENTITIES): string[] {
  return entities.filter((e) => !isView(e.name)).map(createTableSql);
}

/**
 * Triggers keeping a full-text index in step with its table (external-content FTS5 must be told the old values of
 * a changed or deleted row): the mirror upserts and deletes rows cycle by cycle.
 */
function ftsTriggerSql(f: (typeof FTS_INDEXES)[number]): string[] {
  const fts = quoteIdent(f.table);
  const cols = f.columns.map(quoteIdent).join(', ');
  const values = (row: 'new' | 'old') => f.columns.map((c) => `${row}.${quoteIdent(c)}`).join(', ');
  const remove = `INSERT INTO ${fts}(${fts}, rowid, ${cols}) VALUES ('delete', old."id", ${values('old')});`;
  const add = `INSERT INTO ${fts}(rowid, ${cols}) VALUES (new."id", ${values('new')});`;
  const trigger = (suffix: string, event: string, body: string) =>
    `CREATE TRIGGER ${quoteIdent(`${f.table}_${suffix}`)} AFTER ${event} ON ${quoteIdent(f.source)} BEGIN ${body} END`;
  return [
    trigger('ai', 'INSERT', add),
    trigger('ad', 'DELETE', remove),
    trigger('au', 'UPDATE', `${remove} ${add}`),
  ];
}

/**
 * DDL run after loading: views over Sag, indexes (the debates' tables' too: REFERAT_INDEX_DDL, so the store must have
 * those tables, lib/store/referat-schema.ts), the populated full-text indexes and their triggers (the speeches' too).
 */
export function postLoadDdl(entities: readonly EntityDef[] = ENTITIES): string[] {
  const views = entities.flatMap((e) => {
    const where = SAG_VIEWS[e.name];
    return where === undefined ? [] : [createViewSql(e, where)];
  });
  const indexes = entities.filter((e) => !isView(e.name)).flatMap(createIndexSql);
  const fts = FTS_INDEXES.flatMap((f) => [
    `CREATE VIRTUAL TABLE ${quoteIdent(f.table)} USING fts5(${f.columns.map(quoteIdent).join(', ')}, content=${quoteIdent(f.source)}, content_rowid='id', tokenize='trigram remove_diacritics 1')`,
    `INSERT INTO ${quoteIdent(f.table)}(${quoteIdent(f.table)}) VALUES ('rebuild')`,
    ...ftsTriggerSql(f),
  ]);
  return [...views, ...indexes, ...EXTRA_INDEXES, ...REFERAT_INDEX_DDL, ...fts, ...SPEECH_FTS_DDL];
}
