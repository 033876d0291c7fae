import type { EntityDef } from '@/lib/model/types';
import type { Expr, QueryOptions, ResourcePath } from '@/lib/odata/ast';
import type { RawQueryOption } from '@/lib/odata/query-options';
import {
  compileByKey,
  compileCollection,
  compileCount,
  compileReferenceTarget,
  type NavigationScope,
  type StatementOptions,
} from '@/lib/sql/compile-query';
import { SqlCompileError, UnknownPropertyError } from '@/lib/sql/errors';
import { type ExpandNode, planExpand } from '@/lib/sql/expand-plan';
import { findNavigation, getEntitySet } from '@/lib/sql/model-lookup';
import type { CompiledSql } from '@/lib/store/compiled-sql';
import { PAGE_SIZE } from './next-link';

/** The addresses that read records: a set, one record, or one record's navigation. */
export type RecordPath = Extract<ResourcePath, { kind: 'collection' | 'entity' | 'navigation' }>;

/**
 * A request that reads records, parsed and checked: plain data, so it crosses to a query thread by structured
 * clone, where it is compiled again (`compileRead`) and run.
 */
export interface ReadPlan {
  readonly path: RecordPath;
  readonly options: QueryOptions;
  /** The client's query pairs as sent (order, custom options): how links are spelled back. */
  readonly raw: readonly RawQueryOption[];
  /** Our service root, e.g. `http://localhost:3000/api/`. */
  readonly serviceRoot: string;
}

/** `Sag(5)/Findesikke`: the path names no navigation of the set (400). */
export class UnknownPathNavigationError extends SqlCompileError {
  constructor(
    readonly set: string,
    readonly navigation: string,
  ) {
    super(`${set} has no navigation ${navigation}`);
    this.name = 'UnknownPathNavigationError';
  }
}

/** The SQL of a read: one record, or one page of a collection with its count. */
export type CompiledRead =
  | {
      readonly kind: 'entity';
      readonly entity: EntityDef;
      readonly row: CompiledSql;
      readonly expand: readonly ExpandNode[];
    }
  | {
      readonly kind: 'collection';
      readonly entity: EntityDef;
      readonly page: CompiledSql;
      readonly count: CompiledSql | null;
      readonly expand: readonly ExpandNode[];
      /** Rows to serve; the page asks for one more when a next link may follow. */
      readonly top: number;
      /** A next link appears only when the server's page limit may cut the result (docs/oda.md#collections). */
      readonly mayContinue: boolean;
    };

/**
 * Compiles a read (throws the compiler's errors: unknown sets → 404, everything else → 400). A `$filter` naming a
 * property that does not exist is ignored as a whole, as the real service does.
 */
export function compileRead(read: ReadPlan, statement: StatementOptions = {}): CompiledRead {
  const { path, options } = read;
  const expandOn = (set: string) => planExpand(set, options.expand ?? []);
  if (path.kind === 'entity') {
    return {
      kind: 'entity',
      entity: getEntitySet(path.set),
      row: compileByKey(path.set, path.key),
      expand: expandOn(path.set),
    };
  }
  let scope: NavigationScope | undefined;
  let set = path.set;
  if (path.kind === 'navigation') {
    const link = findNavigation(getEntitySet(path.set), path.navigation);
    if (!link) throw new UnknownPathNavigationError(path.set, path.navigation);
    if (link.kind === 'reference') {
      return {
        kind: 'entity',
        entity: link.target,
        row: compileReferenceTarget(link, path.key),
        expand: expandOn(link.target.name),
      };
    }
    scope = { link, key: path.key };
    set = link.target.name;
  }
  const top = Math.min(options.top ?? PAGE_SIZE, PAGE_SIZE);
  const skip = options.skip ?? 0;
  const mayContinue = options.top === undefined || options.top > PAGE_SIZE;
  const page = (filter: Expr | undefined) =>
    compileCollection(
      set,
      { filter, scope, orderby: options.orderby, top: mayContinue ? top + 1 : top, skip },
      statement,
    );
  let filter = options.filter;
  let compiledPage: CompiledSql;
  try {
    compiledPage = page(filter);
  } catch (error) {
    if (!(error instanceof UnknownPropertyError) || error.option !== '$filter') throw error;
    filter = undefined;
    compiledPage = page(filter);
  }
  return {
    kind: 'collection',
    entity: getEntitySet(set),
    page: compiledPage,
    count: options.inlinecount === 'allpages' ? compileCount(set, { filter, scope }, statement) : null,
    expand: expandOn(set),
    top,
    mayContinue,
  };
}
