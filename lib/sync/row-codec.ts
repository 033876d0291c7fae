import type { EntityDef } from '@/lib/model/types';
import type { RowValues } from '@/lib/store/mirror-rows';

/**
 * An entity as the service sends it in JSON → the row the store keeps, in property order: booleans as 1/0 (the
 * store's form), everything else as sent (stamps keep the service's own text), a missing property as null.
 * @throws Error when the id is not an integer (nothing else can be keyed).
 */
export function toRowValues(entity: EntityDef, json: Readonly<Record<string, unknown>>): RowValues {
  return entity.properties.map((p) => {
    const value = json[p.name];
    if (p.name === 'id' && !Number.isInteger(value))
      throw new Error(`${entity.name} row without an integer id: ${JSON.stringify(value)}`);
    if (value === undefined || value === null) return null;
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (typeof value === 'number' || typeof value === 'string') return value;
    throw new Error(`${entity.name}.${p.name}: unexpected ${typeof value} value`);
  });
}

/** The id of a row in property order (`id` is every entity's first property). */
export const rowId = (row: RowValues): number => row[0] as number;
