import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import { ENTITIES } from '@/lib/model/entities';
import { isView, quoteIdent } from '@/lib/store/schema';

/**
 * A digest of every row of ODA's own tables (every entity set that is a table, by name, rows by id): two stores with
 * the same digest hold the same ODA data, whatever else (the debates' tables, statistics) they hold.
 */
export function odaRowsDigest(db: Database.Database): string {
  const hash = createHash('sha256');
  for (const e of [...ENTITIES].sort((a, b) => a.name.localeCompare(b.name))) {
    if (isView(e.name)) continue;
    hash.update(`\n${e.name}\n`);
    for (const row of db
      .prepare(`SELECT * FROM ${quoteIdent(e.name)} ORDER BY id`)
      .raw()
      .iterate())
      hash.update(JSON.stringify(row));
  }
  return hash.digest('hex');
}
