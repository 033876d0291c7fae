import type { EntityDef } from '@/lib/model/types';

/** A stored value as SQLite returns it: booleans are 0/1, datetimes ODA-formatted text. */
export type StoredValue = string | number | null;

/**
 * One record with its expanded navigations, ready to serialise. A record expanded under several parents (the same
 * Aktør under many Stemme) is one node, shared.
 */
export interface EntityNode {
  readonly entity: EntityDef;
  /** The record's values in its entity's property order (= `$metadata` order), as the store returns them. */
  readonly values: readonly StoredValue[];
  /** Expanded navigations in request order: a node, null (to-one without target) or a list (to-many). */
  readonly expanded: ReadonlyMap<string, EntityNode | null | readonly EntityNode[]>;
}

const indexes = new WeakMap<EntityDef, ReadonlyMap<string, number>>();

/** Where a property's value sits in `EntityNode.values`. */
export function propertyIndex(entity: EntityDef, name: string): number {
  let byName = indexes.get(entity);
  if (!byName) {
    byName = new Map(entity.properties.map((p, i) => [p.name, i]));
    indexes.set(entity, byName);
  }
  const index = byName.get(name);
  if (index === undefined) throw new Error(`${entity.name} has no property ${name}`);
  return index;
}

/** A property's value on a record (null when absent). */
export const recordValue = (node: EntityNode, name: string): StoredValue =>
  node.values[propertyIndex(node.entity, name)] ?? null;

/** What a collection request produced. */
export interface CollectionResult {
  readonly set: string;
  readonly nodes: readonly EntityNode[];
  /** Total matches, when `$inlinecount=allpages` asked for it. */
  readonly count?: number;
  /** True when rows remain beyond this page and the client did not cap the page with `$top` ≤ 100. */
  readonly hasMore: boolean;
}

/** Which properties to write per entity: null = all (no usable `$select`). */
export interface Projection {
  readonly properties: readonly string[] | null;
  /** Per expanded navigation, its own projection. */
  readonly navigations: ReadonlyMap<string, Projection>;
}

export const FULL_PROJECTION: Projection = { properties: null, navigations: new Map() };
