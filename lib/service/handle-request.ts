import { CONTAINER_ORDER } from '@/lib/model/entities';
import { findEntitySet } from '@/lib/model/find-entity';
import { buildMetadataDocument } from '@/lib/model/metadata-document';
import type { Expr, QueryOptions, ResourcePath } from '@/lib/odata/ast';
import { isODataError } from '@/lib/odata/errors';
import { parseQueryOptions, parseResourcePath, type RawQueryOption } from '@/lib/odata/query-options';
import { SqlCompileError, UnknownEntitySetError, UnknownPropertyError } from '@/lib/sql/errors';
import { planExpand } from '@/lib/sql/expand-plan';
import { findNavigation } from '@/lib/sql/model-lookup';
import { StoreMissingError } from '@/lib/store/open-store';
import { buildNextLink, PAGE_SIZE } from './next-link';
import { toProjection } from './projection';
import {
  ATOM_ENTRY_TYPE,
  ATOM_FEED_TYPE,
  badRequest,
  isWriteMethod,
  JSON_TYPE,
  methodNotAllowed,
  notFoundEmpty,
  notFoundHtml,
  notImplemented,
  type ODataResponse,
  ok,
  unavailable,
  XML_TYPE,
} from './responses';
import type { CollectionResult } from './result';
import { collectionToAtom, entityToAtom } from './serialize-atom';
import { collectionToJson, entityToJson } from './serialize-json';
import type { ODataSource } from './source';

export interface ODataRequest {
  readonly method: string;
  /** Path segments after the service root (`['Sag(5)']`), raw or decoded. */
  readonly segments: readonly string[];
  /** The query string, with or without '?'. */
  readonly search: string;
  readonly header: (name: string) => string | null;
}

export interface ServiceOptions {
  /** Absolute service root ending in '/', e.g. `http://localhost:3000/api/`, used in metadata URLs and links. */
  readonly serviceRoot: string;
  readonly now?: () => Date;
}

let metadataDocument: string | undefined;

/**
 * Answers one OData request the way https://oda.ft.dk/api does: statuses, bodies, member and field order, and
 * quirks (oda-interface-spec.md's tables; oda-reference.md §3). Never throws for bad input.
 */
export async function handleODataRequest(
  req: ODataRequest,
  source: ODataSource,
  opts: ServiceOptions,
): Promise<ODataResponse> {
  const method = req.method.toUpperCase();
  if (method === 'OPTIONS') return methodNotAllowed();
  if (isWriteMethod(method)) return notImplemented(method);
  if (method !== 'GET' && method !== 'HEAD') return methodNotAllowed();
  if ((req.header('OData-Version') ?? req.header('MaxDataServiceVersion') ?? '').trim().startsWith('4'))
    return notFoundEmpty();

  let path: ResourcePath;
  try {
    path = parseResourcePath(req.segments);
  } catch (error) {
    if (!isODataError(error)) throw error;
    const first = decodeSafe(req.segments[0] ?? '').replace(/\(.*$/, '');
    return findEntitySet(first) ? badRequest(error.message) : notFoundHtml();
  }
  if (path.kind === 'metadata') {
    metadataDocument ??= buildMetadataDocument();
    return ok(metadataDocument, XML_TYPE);
  }
  if (path.kind === 'service-document') return ok(serviceDocument(opts.serviceRoot), JSON_TYPE);
  if (!findEntitySet(path.set)) return notFoundHtml();

  let parsed: { options: QueryOptions; raw: readonly RawQueryOption[] };
  try {
    parsed = parseQueryOptions(req.search.replace(/^\?/, ''));
  } catch (error) {
    if (isODataError(error)) return badRequest(error.message);
    throw error;
  }
  try {
    return await answer(path, parsed.options, parsed.raw, source, opts);
  } catch (error) {
    if (error instanceof UnknownEntitySetError) return notFoundHtml();
    if (error instanceof StoreMissingError) return unavailable(error.message);
    if (error instanceof SqlCompileError || isODataError(error)) return badRequest(error.message);
    throw error;
  }
}

async function answer(
  path: Exclude<ResourcePath, { kind: 'metadata' } | { kind: 'service-document' }>,
  options: QueryOptions,
  raw: readonly RawQueryOption[],
  source: ODataSource,
  opts: ServiceOptions,
): Promise<ODataResponse> {
  const now = opts.now?.() ?? new Date();
  const xml = options.format === 'xml';
  if (path.kind === 'entity') {
    const entity = findEntitySet(path.set);
    if (!entity) return notFoundHtml();
    const node = await source.entity(path.set, path.key, planExpand(path.set, options.expand ?? []));
    if (!node) return notFoundEmpty();
    const projection = toProjection(entity, options.select);
    return xml
      ? ok(entityToAtom(node, opts.serviceRoot, projection, now), ATOM_ENTRY_TYPE)
      : ok(entityToJson(node, `${opts.serviceRoot}$metadata#${path.set}/@Element`, projection), JSON_TYPE);
  }

  // A collection, or the collection behind `Set(key)/Navigation`.
  let set = path.set;
  let scope: Expr | undefined;
  if (path.kind === 'navigation') {
    const parent = findEntitySet(path.set);
    const link = parent ? findNavigation(parent, path.navigation) : undefined;
    if (!parent || !link) return badRequest(`${path.set} has no navigation ${path.navigation}`);
    if (link.kind === 'reference') {
      const owner = await source.entity(path.set, path.key, []);
      const key = owner?.row[link.column];
      if (typeof key !== 'number') return notFoundEmpty();
      return answer({ kind: 'entity', set: link.target.name, key }, options, raw, source, opts);
    }
    set = link.target.name;
    scope = link.columns
      .map(
        (c): Expr => ({
          kind: 'binary',
          op: 'eq',
          pos: 0,
          left: { kind: 'member', variable: null, path: [c], pos: 0 },
          right: { kind: 'literal', type: 'int', value: path.key, pos: 0 },
        }),
      )
      .reduce((a, b) => ({ kind: 'binary', op: 'or', left: a, right: b, pos: 0 }));
  }
  const entity = findEntitySet(set);
  if (!entity) return notFoundHtml();
  const top = Math.min(options.top ?? PAGE_SIZE, PAGE_SIZE);
  const skip = options.skip ?? 0;
  // A next link appears only when the server's page limit cut the result short (oda-reference §3.2).
  const mayContinue = options.top === undefined || options.top > PAGE_SIZE;
  const expand = planExpand(set, options.expand ?? []);
  const query = (filter: Expr | undefined) => {
    const combined: Expr | undefined =
      scope && filter ? { kind: 'binary', op: 'and', left: scope, right: filter, pos: 0 } : (scope ?? filter);
    return source.collection({
      set,
      filter: combined,
      orderby: options.orderby,
      top: mayContinue ? top + 1 : top,
      skip,
      expand,
      count: options.inlinecount === 'allpages',
    });
  };
  let page: Awaited<ReturnType<ODataSource['collection']>>;
  try {
    page = await query(options.filter);
  } catch (error) {
    // A $filter naming a field that does not exist is ignored as a whole, as the real service does.
    if (!(error instanceof UnknownPropertyError) || error.option !== '$filter') throw error;
    page = await query(undefined);
  }
  const hasMore = mayContinue && page.nodes.length > top;
  const result: CollectionResult = { set, nodes: page.nodes.slice(0, top), count: page.count, hasMore };
  const base = `${opts.serviceRoot}${path.kind === 'navigation' ? `${path.set}(${path.key})/${path.navigation}` : set}`;
  const nextLink = hasMore ? buildNextLink(base, raw, skip, options.top) : null;
  const projection = toProjection(entity, options.select);
  if (xml)
    return ok(collectionToAtom(result, entity, opts.serviceRoot, projection, nextLink, now), ATOM_FEED_TYPE);
  const selectSuffix = options.select ? `&$select=${raw.find((r) => r.name === '$select')?.value ?? ''}` : '';
  return ok(
    collectionToJson(result, `${opts.serviceRoot}$metadata#${set}${selectSuffix}`, projection, nextLink),
    JSON_TYPE,
  );
}

function serviceDocument(root: string): string {
  return JSON.stringify({
    'odata.metadata': `${root}$metadata`,
    value: CONTAINER_ORDER.map((name) => ({ name, url: name })),
  });
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
