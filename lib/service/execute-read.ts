import type { Store } from '@/lib/store/open-store';
import { compileRead, type ReadPlan } from './compile-read';
import { buildNextLink } from './next-link';
import { toProjection } from './projection';
import {
  ATOM_ENTRY_TYPE,
  ATOM_FEED_TYPE,
  JSON_TYPE,
  notFoundEmpty,
  type ODataResponse,
  ok,
  okBytes,
} from './responses';
import type { CollectionResult } from './result';
import { collectionToAtom, entityToAtom } from './serialize-atom';
import { collectionToJson, entityToJson } from './serialize-json';
import { readCount, readRecords } from './store-reader';

/**
 * Reads a planned request from the store and writes the answer (JSON light or Atom), synchronously: this runs in
 * a query thread (lib/service/read-task.ts). Compile errors cannot occur here, as the plan was compiled once
 * already; store errors and the deadline's stop (`QueryDeadlineError`) propagate.
 */
export function executeRead(db: Store, read: ReadPlan, now: Date): ODataResponse {
  const { options, serviceRoot, path, raw } = read;
  const xml = options.format === 'xml';
  const compiled = compileRead(read);
  const projection = toProjection(compiled.entity, options.select);
  const set = compiled.entity.name;

  if (compiled.kind === 'entity') {
    const [node] = readRecords(db, compiled.entity, compiled.row, compiled.expand);
    if (!node) return notFoundEmpty();
    return xml
      ? ok(entityToAtom(node, serviceRoot, projection, now), ATOM_ENTRY_TYPE)
      : okBytes(entityToJson(node, `${serviceRoot}$metadata#${set}/@Element`, projection), JSON_TYPE);
  }

  const nodes = readRecords(db, compiled.entity, compiled.page, compiled.expand);
  const count = compiled.count ? readCount(db, compiled.count) : undefined;
  const hasMore = compiled.mayContinue && nodes.length > compiled.top;
  const result: CollectionResult = { set, nodes: nodes.slice(0, compiled.top), count, hasMore };
  const base = `${serviceRoot}${path.kind === 'navigation' ? `${path.set}(${path.key})/${path.navigation}` : set}`;
  const nextLink = hasMore ? buildNextLink(base, raw, options.skip ?? 0, options.top) : null;
  if (xml)
    return ok(
      collectionToAtom(result, compiled.entity, serviceRoot, projection, nextLink, now),
      ATOM_FEED_TYPE,
    );
  const selectSuffix = options.select ? `&$select=${raw.find((r) => r.name === '$select')?.value ?? ''}` : '';
  return okBytes(
    collectionToJson(result, `${serviceRoot}$metadata#${set}${selectSuffix}`, projection, nextLink),
    JSON_TYPE,
  );
}
