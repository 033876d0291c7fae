import type { EntityDef } from '@/lib/model/types';
import type { ExpandItem } from '@/lib/odata/ast';
import { ExpandDepthError, UnknownNavigationError } from './errors';
import { findNavigation, getEntitySet, type NavigationLink } from './model-lookup';

/** ODA's limit (the framework default MaxExpansionDepth): `A/B` works, `A/B/C` and `A($expand=B/C)` are 400. */
export const MAX_EXPAND_DEPTH = 2;

/** One navigation to load for every row of its parent level, with the expansions below it. */
export interface ExpandNode {
  readonly link: NavigationLink;
  readonly children: readonly ExpandNode[];
}

interface MutableNode {
  readonly link: NavigationLink;
  readonly children: MutableNode[];
}

function depthOf(item: ExpandItem): number {
  return item.path.length + Math.max(0, ...item.nested.map(depthOf));
}

function add(into: MutableNode[], entity: EntityDef, item: ExpandItem, prefix: readonly string[]): void {
  let level = into;
  let current = entity;
  for (const [i, name] of item.path.entries()) {
    const link = findNavigation(current, name);
    if (!link)
      throw new UnknownNavigationError(current.name, [...prefix, ...item.path.slice(0, i + 1)], item.pos);
    let node = level.find((n) => n.link.name === name);
    if (!node) {
      node = { link, children: [] };
      level.push(node);
    }
    level = node.children;
    current = link.target;
  }
  for (const nested of item.nested) add(level, current, nested, [...prefix, ...item.path]);
}

/**
 * Resolves `$expand` into a tree of navigations to load level by level (`Sagstrin/Afstemning,Sagstrin` merge into
 * one Sagstrin node). Depth counts every segment, nested forms included. Unknown names raise
 * `UnknownNavigationError`, too-deep paths `ExpandDepthError` (both 400 in ODA).
 */
export function planExpand(
  set: string,
  items: readonly ExpandItem[],
  maxDepth: number = MAX_EXPAND_DEPTH,
): readonly ExpandNode[] {
  const entity = getEntitySet(set);
  for (const item of items) {
    const depth = depthOf(item);
    if (depth > maxDepth) throw new ExpandDepthError(item.path, depth, maxDepth, item.pos);
  }
  const roots: MutableNode[] = [];
  for (const item of items) add(roots, entity, item, []);
  return roots;
}
