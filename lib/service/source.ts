import type { Expr, OrderByItem } from '@/lib/odata/ast';
import type { ExpandNode } from '@/lib/sql/expand-plan';
import type { EntityNode } from './result';

/** One page of a collection, as the service asks a source for it. */
export interface CollectionQuery {
  readonly set: string;
  readonly filter?: Expr;
  readonly orderby?: readonly OrderByItem[];
  /** Rows to return (the service asks for one more than it serves, to learn whether more remain). */
  readonly top: number;
  readonly skip: number;
  readonly expand: readonly ExpandNode[];
  readonly count: boolean;
}

export interface CollectionPage {
  readonly nodes: readonly EntityNode[];
  readonly count?: number;
}

/** Where the OData service reads records: the embedded store here; the live service in live mode. */
export interface ODataSource {
  collection(query: CollectionQuery): Promise<CollectionPage>;
  entity(set: string, id: number, expand: readonly ExpandNode[]): Promise<EntityNode | null>;
}
