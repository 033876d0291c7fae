import { isDecodable } from '@/lib/http/percent-encoding';
import { CONTAINER_ORDER } from '@/lib/model/entities';
import { findEntitySet } from '@/lib/model/find-entity';
import { buildMetadataDocument } from '@/lib/model/metadata-document';
import type { ResourcePath } from '@/lib/odata/ast';
import { isODataError } from '@/lib/odata/errors';
import { type ParsedQueryOptions, parseQueryOptions, parseResourcePath } from '@/lib/odata/query-options';
import { SqlCompileError, UnknownEntitySetError } from '@/lib/sql/errors';
import { compileRead, type ReadPlan } from './compile-read';
import { checkQueryCost, QueryCostError } from './cost-limits';
import { asksForODataV4, type ODataRequest } from './request';
import {
  badRequest,
  isWriteMethod,
  JSON_TYPE,
  methodNotAllowed,
  notFoundEmpty,
  notFoundHtml,
  notImplemented,
  type ODataResponse,
  ok,
  refused,
  XML_TYPE,
} from './responses';

/**
 * What to do with a request, decided once per request on the serving thread: answer it here (wrong methods,
 * OData 4, unknown sets and paths, syntax errors, refused costs and invalid options, `$metadata`, the service
 * document), or read records (from the store through the query pool, or from the upstream in live mode).
 */
export type RequestPlan =
  | { readonly kind: 'answer'; readonly response: ODataResponse }
  | { readonly kind: 'read'; readonly read: ReadPlan };

let metadataDocument: string | undefined;

const answer = (response: ODataResponse): RequestPlan => ({ kind: 'answer', response });

/**
 * Plans one request the way https://oda.ft.dk/api answers it (docs/oda.md#responses,
 * #errors): the request is parsed once, its cost checked (lib/service/cost-limits.ts) and its SQL compiled once to
 * find every client error before anything is read. Never throws for bad input.
 */
export function planRequest(req: ODataRequest, serviceRoot: string): RequestPlan {
  const method = req.method.toUpperCase();
  if (method === 'OPTIONS') return answer(methodNotAllowed());
  if (isWriteMethod(method)) return answer(notImplemented(method));
  if (method !== 'GET' && method !== 'HEAD') return answer(methodNotAllowed());
  // A path that is no text (invalid percent-encoding): the web server's 404, as for any unknown path.
  if (!req.segments.every(isDecodable)) return answer(notFoundHtml());
  if (asksForODataV4(req)) return answer(notFoundEmpty());

  let path: ResourcePath;
  try {
    path = parseResourcePath(req.segments);
  } catch (error) {
    if (!isODataError(error)) throw error;
    const first = decodeSafe(req.segments[0] ?? '').replace(/\(.*$/, '');
    return answer(findEntitySet(first) ? badRequest(error.message) : notFoundHtml());
  }
  if (path.kind === 'metadata') {
    metadataDocument ??= buildMetadataDocument();
    return answer(ok(metadataDocument, XML_TYPE));
  }
  if (path.kind === 'service-document') return answer(ok(serviceDocument(serviceRoot), JSON_TYPE));
  if (!findEntitySet(path.set)) return answer(notFoundHtml());

  let parsed: ParsedQueryOptions;
  try {
    parsed = parseQueryOptions(req.search.replace(/^\?/, ''));
    checkQueryCost(parsed.options);
  } catch (error) {
    if (error instanceof QueryCostError) return answer(refused(error.message));
    if (isODataError(error)) return answer(badRequest(error.message));
    throw error;
  }
  const read: ReadPlan = { path, options: parsed.options, raw: parsed.raw, serviceRoot };
  try {
    // Validation only: the statements are compiled again where they run.
    compileRead(read, { deadline: false });
  } catch (error) {
    if (error instanceof UnknownEntitySetError) return answer(notFoundHtml());
    if (error instanceof SqlCompileError || isODataError(error)) return answer(badRequest(error.message));
    throw error;
  }
  return { kind: 'read', read };
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
