import type { Statement } from 'better-sqlite3';
import { findEntitySet } from '@/lib/model/find-entity';
import type { EntityDef } from '@/lib/model/types';
import { statementFor } from './prepared';
import type { Store } from './store';

/**
 * A statement per entity set whose SQL is built from the model (once per set): table and column names come only
 * from `ENTITIES` (an unknown set throws before any SQL is built), values are always bound. Prepared once per
 * connection through the store's statement cache.
 */
export function perSet<P extends unknown[], R>(
  build: (entity: EntityDef) => string,
): (db: Store, set: string) => Statement<P, R> {
  const sqlBySet = new Map<string, string>();
  return (db, set) => {
    let sql = sqlBySet.get(set);
    if (sql === undefined) {
      const entity = findEntitySet(set);
      if (!entity) throw new Error(`Unknown entity set ${set}`);
      sql = build(entity);
      sqlBySet.set(set, sql);
    }
    return statementFor<P, R>(db, sql);
  };
}
