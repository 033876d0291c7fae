import type { Statement } from 'better-sqlite3';
import { findEntitySet } from '@/lib/model/find-entity';
import type { EntityDef } from '@/lib/model/types';
import type { Store } from './open-store';

/**
 * A statement per (connection, entity set), its SQL built from the model once: table and column names come only
 * from `ENTITIES` (an unknown set throws before any SQL is built), values are always bound.
 */
export function perSet<P extends unknown[], R>(
  build: (entity: EntityDef) => string,
): (db: Store, set: string) => Statement<P, R> {
  const cache = new WeakMap<Store, Map<string, Statement<P, R>>>();
  return (db, set) => {
    let bySet = cache.get(db);
    if (!bySet) {
      bySet = new Map();
      cache.set(db, bySet);
    }
    let statement = bySet.get(set);
    if (!statement) {
      const entity = findEntitySet(set);
      if (!entity) throw new Error(`Unknown entity set ${set}`);
      statement = db.prepare<P, R>(build(entity));
      bySet.set(set, statement);
    }
    return statement;
  };
}
