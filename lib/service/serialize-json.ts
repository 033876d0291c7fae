import type { EntityDef } from '@/lib/model/types';
import { type CollectionResult, type EntityNode, FULL_PROJECTION, type Projection } from './result';

const booleanNames = new WeakMap<EntityDef, ReadonlySet<string>>();

/** The entity's Edm.Boolean properties (stored as 0/1, written as true/false). */
function booleansOf(entity: EntityDef): ReadonlySet<string> {
  let names = booleanNames.get(entity);
  if (!names) {
    names = new Set(entity.properties.filter((p) => p.type === 'Edm.Boolean').map((p) => p.name));
    booleanNames.set(entity, names);
  }
  return names;
}

/** The record as a plain object: properties in declaration order, then expanded navigations. */
export function nodeToJson(
  node: EntityNode,
  projection: Projection = FULL_PROJECTION,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const wanted = projection.properties;
  const booleans = booleansOf(node.entity);
  for (const p of node.entity.properties) {
    if (wanted && !wanted.includes(p.name)) continue;
    const v = node.row[p.name] ?? null;
    out[p.name] = v !== null && booleans.has(p.name) ? v === 1 || v === '1' : v;
  }
  for (const [name, value] of node.expanded) {
    const sub = projection.navigations.get(name) ?? FULL_PROJECTION;
    if (value === null) out[name] = null;
    else if (Array.isArray(value))
      out[name] = (value as readonly EntityNode[]).map((n) => nodeToJson(n, sub));
    else out[name] = nodeToJson(value as EntityNode, sub);
  }
  return out;
}

/** JSON light (minimal metadata) for a collection, in ODA's member order. */
export function collectionToJson(
  result: CollectionResult,
  metadataUrl: string,
  projection: Projection,
  nextLink: string | null,
): string {
  const body: Record<string, unknown> = { 'odata.metadata': metadataUrl };
  if (result.count !== undefined) body['odata.count'] = String(result.count);
  body.value = result.nodes.map((n) => nodeToJson(n, projection));
  if (nextLink) body['odata.nextLink'] = nextLink;
  return JSON.stringify(body);
}

/** JSON light for one record: `odata.metadata` ending in `/@Element`, then the properties inline. */
export function entityToJson(node: EntityNode, metadataUrl: string, projection: Projection): string {
  return JSON.stringify({ 'odata.metadata': metadataUrl, ...nodeToJson(node, projection) });
}
