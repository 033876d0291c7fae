import type { EntityDef } from '@/lib/model/types';

/** A stored value as SQLite returns it: booleans are 0/1, datetimes ODA-formatted text. */
export type StoredValue = string | number | null;

/** One record with its expanded navigations, ready to serialise. */
export interface EntityNode {
  readonly entity: EntityDef;
  readonly row: Readonly<Record<string, StoredValue>>;
  /** Expanded navigations in request order: a node, null (to-one without target) or a list (to-many). */
  readonly expanded: ReadonlyMap<string, EntityNode | null | readonly EntityNode[]>;
}

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
