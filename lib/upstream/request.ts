import { findEntitySet } from '@/lib/model/find-entity';
import type { QueryOptions, ResourcePath } from '@/lib/odata/ast';
import { isODataError } from '@/lib/odata/errors';
import { printQueryOptions } from '@/lib/odata/printer';
import { parseQueryOptions, parseResourcePath } from '@/lib/odata/query-options';
import { findNavigation } from '@/lib/sql/model-lookup';
import { InvalidUpstreamRequestError } from './errors';

/** What may be requested upstream: an entity set, one entity, a navigation from one entity, or `$metadata`. */
export type UpstreamPath = Exclude<ResourcePath, { kind: 'service-document' }>;

/**
 * A request the upstream client may send, in canonical form. It can only be made from a parsed path and parsed
 * query options (`toUpstreamTarget`), so the upstream only ever sees text printed from the AST: a known entity
 * set (or `$metadata`) below the configured root, and query options in one fixed order and spelling.
 */
export interface UpstreamTarget {
  readonly path: UpstreamPath;
  readonly options: QueryOptions;
  /**
   * The canonical text below the service root, e.g. `Sag?$filter=typeid%20eq%203&$top=5`: what is sent, and what
   * cache keys are made of (`%24top=5`, `$top=05` and `$top=5` all give `$top=5`). Custom options (without `$`)
   * are left out: the service ignores them.
   */
  readonly pathAndQuery: string;
  /** The entity set addressed, or `$metadata`: the label for metrics. */
  readonly set: string;
}

/** The canonical upstream request for a parsed path and options; refuses anything but known sets and `$metadata`. */
export function toUpstreamTarget(path: ResourcePath, options: QueryOptions): UpstreamTarget {
  switch (path.kind) {
    case 'service-document':
      throw new InvalidUpstreamRequestError(
        'The service document is answered locally, never fetched upstream',
      );
    case 'metadata':
      return { path, options: {}, pathAndQuery: '$metadata', set: '$metadata' };
    case 'collection':
    case 'entity':
    case 'navigation': {
      const entity = findEntitySet(path.set);
      if (!entity) throw new InvalidUpstreamRequestError(`Unknown entity set ${JSON.stringify(path.set)}`);
      let text = encodeURIComponent(path.set);
      if (path.kind !== 'collection') text += `(${path.key})`;
      if (path.kind === 'navigation') {
        if (!findNavigation(entity, path.navigation))
          throw new InvalidUpstreamRequestError(
            `${path.set} has no navigation ${JSON.stringify(path.navigation)}`,
          );
        text += `/${encodeURIComponent(path.navigation)}`;
      }
      const query = printQueryOptions(options);
      return { path, options, pathAndQuery: query ? `${text}?${query}` : text, set: path.set };
    }
  }
}

/**
 * Parses `Sag?$top=5`, `/Akt%C3%B8r(5)/Sag`, `$metadata` (relative to the service root) and returns its canonical
 * target. Absolute URLs, other hosts, fragments, syntax errors and unknown sets are refused with
 * InvalidUpstreamRequestError, before anything is sent.
 */
export function parseUpstreamTarget(pathAndQuery: string): UpstreamTarget {
  if (
    /^[a-z][a-z0-9+.-]*:/i.test(pathAndQuery) ||
    pathAndQuery.startsWith('//') ||
    pathAndQuery.includes('#')
  )
    throw new InvalidUpstreamRequestError(
      `Not a path below the service root: ${JSON.stringify(pathAndQuery)}`,
    );
  const q = pathAndQuery.indexOf('?');
  const pathText = (q < 0 ? pathAndQuery : pathAndQuery.slice(0, q)).replace(/^\//, '');
  const search = q < 0 ? '' : pathAndQuery.slice(q + 1);
  try {
    const path = parseResourcePath(pathText === '' ? [] : pathText.split('/'));
    return toUpstreamTarget(path, parseQueryOptions(search).options);
  } catch (error) {
    if (isODataError(error))
      throw new InvalidUpstreamRequestError(
        `Invalid OData request ${JSON.stringify(pathAndQuery)}: ${error.message}`,
        {
          cause: error,
        },
      );
    throw error;
  }
}
