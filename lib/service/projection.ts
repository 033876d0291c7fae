import type { EntityDef } from '@/lib/model/types';
import type { SelectItem } from '@/lib/odata/ast';
import { findNavigation } from '@/lib/sql/model-lookup';
import { FULL_PROJECTION, type Projection } from './result';

interface Draft {
  all: boolean;
  properties: string[];
  unknown: boolean;
  navigations: Map<string, Draft>;
  target: EntityDef;
}

const draft = (target: EntityDef): Draft => ({
  all: false,
  properties: [],
  unknown: false,
  navigations: new Map(),
  target,
});

function finish(d: Draft): Projection {
  const navigations = new Map([...d.navigations].map(([k, v]) => [k, finish(v)] as const));
  // Unknown names make the real service return every property (docs/oda.md#selecting-fields); so does `*`.
  const all = d.all || d.unknown || (d.properties.length === 0 && navigations.size === 0);
  return { properties: all ? null : d.properties, navigations };
}

/**
 * `$select` as a projection: listed properties in model order, `*` for all, `Nav/prop` for expanded navigations.
 * Names the entity does not have are ignored the way the real service ignores them: every property comes back.
 */
export function toProjection(entity: EntityDef, items: readonly SelectItem[] | undefined): Projection {
  if (!items || items.length === 0) return FULL_PROJECTION;
  const root = draft(entity);
  for (const item of items) {
    let level = root;
    const path = [...item.path];
    const last = path.pop() as string;
    for (const segment of path) {
      const link = findNavigation(level.target, segment);
      if (!link) {
        level.unknown = true;
        break;
      }
      let next = level.navigations.get(segment);
      if (!next) {
        next = draft(link.target);
        level.navigations.set(segment, next);
      }
      level = next;
    }
    if (last === '*') level.all = true;
    else if (level.target.properties.some((p) => p.name === last)) level.properties.push(last);
    else if (findNavigation(level.target, last))
      level.navigations.set(last, level.navigations.get(last) ?? { ...draft(level.target), all: true });
    else level.unknown = true;
  }
  return finish(root);
}
